import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idListSchema, idParamSchema, pageSchema } from '@contract/envelope';
import {
  excelTemplateParamsSchema,
  userCreateSchema,
  userExistsQuerySchema,
  userExportQuerySchema,
  userPageQuerySchema,
  userUpdateSchema,
  userVoSchema,
} from '@contract/user';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { IMPORT_LIMITS, template, uploadedWorkbook, type ExcelKind } from '../../lib/excel';
import { langOf } from '../../lib/messages';
import { sendWorkbook } from '../../lib/send-file';
import { ok } from '../../lib/wire';
import * as users from './admin.service';
import { exportUsers, importUsers } from './user.sheet';
import { registerMultipart } from '../../lib/multipart';

const tags = ['user'];

/**
 * Console › Users (pig's SysUserController): page, details, the uniqueness check, create, edit (lock, password
 * reset), batch delete, export and import, and the import templates at pig's path.
 */
export async function userAdminRoutes(fastify: FastifyInstance) {
  await registerMultipart(fastify, IMPORT_LIMITS);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/user/page',
    {
      config: { permission: PERMISSIONS.userView },
      schema: {
        tags,
        querystring: userPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(userVoSchema)) },
      },
    },
    async (req) => ok(await users.usersPage(db(), actorOf(req), req.query)),
  );

  app.get(
    '/api/admin/user/details/:id',
    {
      config: { permission: PERMISSIONS.userView },
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(userVoSchema) } },
    },
    async (req) => ok(await users.details(db(), actorOf(req), Number(req.params.id))),
  );

  // Public in pig (@Inner(false)); here a username may be asked by anyone, at the login rate, a phone only by
  // staff who add or edit users.
  app.get(
    '/api/admin/user/details',
    {
      config: {
        public: true,
        optionalAuth: true,
        rateLimit: { max: app.env.LOGIN_RATE_PER_MIN, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        querystring: userExistsQuerySchema,
        response: { 200: envelopeSchema(z.literal(0).nullable()) },
      },
    },
    async (req) => ok(await users.exists(db(), req.tenantId, req.query, req.actor)),
  );

  app.post(
    '/api/admin/user',
    {
      config: { permission: PERMISSIONS.userAdd },
      schema: { tags, body: userCreateSchema, response: { 200: envelopeSchema(userVoSchema) } },
    },
    async (req) => ok(await users.create(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/user',
    {
      config: { permission: PERMISSIONS.userEdit },
      schema: { tags, body: userUpdateSchema, response: { 200: envelopeSchema(userVoSchema) } },
    },
    async (req) => ok(await users.update(db(), app.bus, actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/user',
    {
      config: { permission: PERMISSIONS.userDel },
      schema: {
        tags,
        body: idListSchema(200),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await users.remove(db(), app.bus, actorOf(req), req.body.map(Number))),
  );

  app.get(
    '/api/admin/user/export',
    { config: { permission: PERMISSIONS.userExport }, schema: { tags, querystring: userExportQuerySchema } },
    async (req, reply) =>
      sendWorkbook(
        reply,
        { body: await exportUsers(db(), actorOf(req), req.query), fileName: '用户.xlsx' },
        'users.xlsx',
      ),
  );

  // pig guards its import with the export permission; an import adds users.
  app.post(
    '/api/admin/user/import',
    {
      config: { permission: PERMISSIONS.userAdd },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelopeSchema(z.null()) } },
    },
    async (req) => {
      const file = await uploadedWorkbook(req);
      return { ...ok(null), msg: await importUsers(db(), actorOf(req), file, langOf(req)) };
    },
  );

  // pig-ui's import dialogs download their templates here (pig serves files kept in its bucket); ours are made
  // from the same column tables that read the uploads.
  app.get(
    '/api/admin/sys-file/local/file/:name',
    { schema: { tags: ['file'], params: excelTemplateParamsSchema } },
    async (req, reply) => {
      actorOf(req);
      const kind = req.params.name.replace('.xlsx', '') as ExcelKind;
      return sendWorkbook(reply, { body: await template(kind), fileName: req.params.name }, req.params.name);
    },
  );
}
