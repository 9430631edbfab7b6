import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idListSchema, idParamSchema, pageSchema } from '@contract/envelope';
import { menuTreeNodeSchema } from '@contract/menu';
import { PERMISSIONS } from '@contract/permissions';
import {
  tenantInputSchema,
  tenantLookupQuerySchema,
  tenantPageQuerySchema,
  tenantSchema,
  tenantUpdateSchema,
} from '@contract/tenant';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as tenants from './tenant.service';

const tags = ['tenant'];
const platform = { platformOnly: true } as const;

/**
 * pigx's tenant calls (its `tenant` module), the platform tenant's alone (`platformOnly`: 403 to any other
 * tenant). `GET /admin/tenant/list`, the login screen's, stays in the system module. A change of dates or status
 * says `tenants-changed` before it is answered: that tenant's next request, in any process, is judged anew
 * (426 when no longer valid); a new package says `sessions-changed` too (its roles lost menus).
 */
export async function tenantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/tenant/page',
    {
      config: { permission: PERMISSIONS.tenantView, ...platform },
      schema: {
        tags,
        querystring: tenantPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(tenantSchema)) },
      },
    },
    async (req) => ok(await tenants.tenantPage(db(), req.query)),
  );

  app.get(
    '/api/admin/tenant/details/:id',
    {
      config: { permission: PERMISSIONS.tenantView, ...platform },
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(tenantSchema) } },
    },
    async (req) => ok(await tenants.details(db(), Number(req.params.id))),
  );

  app.get(
    '/api/admin/tenant/details',
    {
      config: { permission: PERMISSIONS.tenantView, ...platform },
      schema: {
        tags,
        querystring: tenantLookupQuerySchema,
        response: { 200: envelopeSchema(tenantSchema.nullable()) },
      },
    },
    async (req) => ok(await tenants.lookup(db(), req.query)),
  );

  app.get(
    '/api/admin/tenant/tree/menu',
    {
      config: { permission: PERMISSIONS.tenantView, ...platform },
      schema: { tags, response: { 200: envelopeSchema(z.array(menuTreeNodeSchema)) } },
    },
    async () => ok(await tenants.menuTree(db())),
  );

  app.post(
    '/api/admin/tenant',
    {
      config: { permission: PERMISSIONS.tenantAdd, ...platform },
      schema: { tags, body: tenantInputSchema, response: { 200: envelopeSchema(tenantSchema) } },
    },
    async (req) => ok(await tenants.create(db(), app.bus, actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/tenant',
    {
      config: { permission: PERMISSIONS.tenantEdit, ...platform },
      schema: { tags, body: tenantUpdateSchema, response: { 200: envelopeSchema(tenantSchema) } },
    },
    async (req) => ok((await tenants.update(db(), app.bus, actorOf(req), req.body)).tenant),
  );

  app.delete(
    '/api/admin/tenant',
    {
      config: { permission: PERMISSIONS.tenantDel, ...platform },
      schema: {
        tags,
        body: idListSchema(100),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => {
      await tenants.remove(db(), app.bus, actorOf(req), req.body.map(Number));
      return ok(true as const);
    },
  );
}
