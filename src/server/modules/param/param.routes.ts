import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idListSchema, idParamSchema, pageSchema } from '@contract/envelope';
import {
  paramInputSchema,
  paramKeyParamsSchema,
  paramKeysQuerySchema,
  paramLookupQuerySchema,
  paramPageQuerySchema,
  paramSchema,
  paramUpdateSchema,
} from '@contract/param';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as params from './param.service';

const tags = ['param'];

/** pig's parameter calls (its `param` module): staff's CRUD, and the public reads of a value. */
export async function paramRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/param/page',
    {
      config: { permission: PERMISSIONS.paramView },
      schema: {
        tags,
        querystring: paramPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(paramSchema)) },
      },
    },
    async (req) => ok(await params.paramPage(db(), actorOf(req).tenantId, req.query)),
  );

  app.get(
    '/api/admin/param/details/:id',
    {
      config: { permission: PERMISSIONS.paramView },
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(paramSchema) } },
    },
    async (req) => ok(await params.details(db(), actorOf(req).tenantId, Number(req.params.id))),
  );

  app.get(
    '/api/admin/param/details',
    {
      config: { permission: PERMISSIONS.paramView },
      schema: {
        tags,
        querystring: paramLookupQuerySchema,
        response: { 200: envelopeSchema(paramSchema.nullable()) },
      },
    },
    async (req) => ok(await params.detailsByKey(db(), actorOf(req).tenantId, req.query)),
  );

  app.post(
    '/api/admin/param',
    {
      config: { permission: PERMISSIONS.paramAdd },
      schema: { tags, body: paramInputSchema, response: { 200: envelopeSchema(paramSchema) } },
    },
    async (req) => ok(await params.create(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/param',
    {
      config: { permission: PERMISSIONS.paramEdit },
      schema: { tags, body: paramUpdateSchema, response: { 200: envelopeSchema(paramSchema) } },
    },
    async (req) => ok(await params.update(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/param',
    {
      config: { permission: PERMISSIONS.paramDel },
      schema: {
        tags,
        body: idListSchema(200),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await params.remove(db(), actorOf(req), req.body.map(Number))),
  );

  // Parameters are read where they are used, never cached here: there is nothing to refresh (pig clears Redis).
  app.put(
    '/api/admin/param/sync',
    {
      config: { permission: PERMISSIONS.paramEdit },
      schema: { tags, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async () => ok(true as const),
  );

  app.get(
    '/api/admin/param/publicValue/:key',
    {
      config: { public: true },
      schema: {
        tags,
        params: paramKeyParamsSchema,
        response: { 200: envelopeSchema(z.string().nullable()) },
      },
    },
    async (req) => ok(await params.publicValue(db(), req.tenantId, req.params.key)),
  );

  app.get(
    '/api/admin/param/publicValues',
    {
      config: { public: true },
      schema: {
        tags,
        querystring: paramKeysQuerySchema,
        response: { 200: envelopeSchema(z.record(z.string(), z.string())) },
      },
    },
    async (req) => ok(await params.publicValues(db(), req.tenantId, req.query.keys)),
  );
}
