import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idListSchema, idParamSchema, idString, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import {
  roleDetailSchema,
  roleExportQuerySchema,
  roleInputSchema,
  roleLookupQuerySchema,
  roleMenuSchema,
  rolePageQuerySchema,
  roleUpdateSchema,
  roleIdParamSchema,
  roleIdsSchema,
} from '@contract/role';
import { actorOf } from '../../lib/request-context';
import { IMPORT_LIMITS, uploadedWorkbook } from '../../lib/excel';
import { langOf } from '../../lib/messages';
import { sendWorkbook } from '../../lib/send-file';
import { ok } from '../../lib/wire';
import * as roles from './role.service';
import { registerMultipart } from '../../lib/multipart';

const tags = ['role'];
const ids = idListSchema(500);

/**
 * pig's role calls (its `role` module), scoped to the caller's tenant. A write that changes what a role's
 * holders may do (its menus, its name in their info, the role itself) says `sessions-changed` before it is
 * answered, so their next request in any process sees it.
 */
export async function roleRoutes(fastify: FastifyInstance) {
  await registerMultipart(fastify, IMPORT_LIMITS);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/role/page',
    {
      config: { permission: PERMISSIONS.roleView },
      schema: {
        tags,
        querystring: rolePageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(roleDetailSchema)) },
      },
    },
    async (req) => ok(await roles.rolePage(db(), actorOf(req).tenantId, req.query)),
  );

  app.get(
    '/api/admin/role/details/:id',
    {
      config: { permission: PERMISSIONS.roleView },
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeSchema(roleDetailSchema) },
      },
    },
    async (req) => ok(await roles.details(db(), actorOf(req).tenantId, Number(req.params.id))),
  );

  app.get(
    '/api/admin/role/details',
    {
      config: { permission: PERMISSIONS.roleView },
      schema: {
        tags,
        querystring: roleLookupQuerySchema,
        response: { 200: envelopeSchema(roleDetailSchema.nullable()) },
      },
    },
    async (req) => ok(await roles.lookup(db(), actorOf(req).tenantId, req.query)),
  );

  app.post(
    '/api/admin/role/getRoleList',
    {
      config: { permission: PERMISSIONS.roleView },
      schema: {
        tags,
        body: roleIdsSchema,
        response: { 200: envelopeSchema(z.array(roleDetailSchema)) },
      },
    },
    async (req) => ok(await roles.rolesByIds(db(), actorOf(req).tenantId, req.body.map(Number))),
  );

  app.post(
    '/api/admin/role',
    {
      config: { permission: PERMISSIONS.roleAdd },
      schema: { tags, body: roleInputSchema, response: { 200: envelopeSchema(roleDetailSchema) } },
    },
    async (req) => ok(await roles.create(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/role',
    {
      config: { permission: PERMISSIONS.roleEdit },
      schema: { tags, body: roleUpdateSchema, response: { 200: envelopeSchema(roleDetailSchema) } },
    },
    async (req) => {
      const role = await roles.update(db(), app.bus, actorOf(req), req.body);
      return ok(role);
    },
  );

  app.delete(
    '/api/admin/role',
    {
      config: { permission: PERMISSIONS.roleDel },
      schema: { tags, body: ids, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async (req) => {
      await roles.remove(db(), app.bus, actorOf(req), req.body.map(Number));
      return ok(true as const);
    },
  );

  app.put(
    '/api/admin/role/menu',
    {
      config: { permission: PERMISSIONS.rolePerm },
      schema: { tags, body: roleMenuSchema, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async (req) => {
      await roles.setMenus(db(), app.bus, actorOf(req), Number(req.body.roleId), req.body.menuIds);
      return ok(true as const);
    },
  );

  app.get(
    '/api/admin/menu/tree/:roleId',
    {
      config: { permission: PERMISSIONS.roleView },
      schema: {
        tags,
        params: roleIdParamSchema,
        response: { 200: envelopeSchema(z.array(idString)) },
      },
    },
    async (req) => ok(await roles.menuIdsOf(db(), actorOf(req).tenantId, Number(req.params.roleId))),
  );

  app.get(
    '/api/admin/role/export',
    {
      config: { permission: PERMISSIONS.roleExport },
      schema: {
        tags,
        querystring: roleExportQuerySchema,
      },
    },
    async (req, reply) =>
      sendWorkbook(
        reply,
        await roles.exportRoles(db(), actorOf(req).tenantId, {
          roleName: req.query.roleName,
          ids: req.query.ids?.length ? req.query.ids.map(Number) : undefined,
        }),
        'roles.xlsx',
      ),
  );

  app.post(
    '/api/admin/role/import',
    {
      config: { permission: PERMISSIONS.roleExport },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async (req) => {
      const file = await uploadedWorkbook(req);
      return ok(await roles.importRoles(db(), actorOf(req), file, langOf(req)));
    },
  );
}
