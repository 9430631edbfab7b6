import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParamSchema } from '@contract/envelope';
import {
  deptInputSchema,
  deptNodeSchema,
  deptSchema,
  deptTreeQuerySchema,
  deptUpdateSchema,
  orgItemSchema,
  orgSearchQuerySchema,
  orgTreeQuerySchema,
  orgTreeSchema,
} from '@contract/dept';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { IMPORT_LIMITS, uploadedWorkbook } from '../../lib/excel';
import { langOf } from '../../lib/messages';
import { sendWorkbook } from '../../lib/send-file';
import { ok } from '../../lib/wire';
import * as depts from './dept.service';
import { exportDepts, importDepts } from './dept.sheet';
import { orgTree, searchUsers } from './org.service';
import { registerMultipart } from '../../lib/multipart';

const tags = ['dept'];

/**
 * pig's department calls (SysDeptController) and the organisation picker's. Reading the tree needs a signed-in
 * member of the tenant, as in pig; the picker's calls show people, so they need the users page's permission.
 */
export async function deptRoutes(fastify: FastifyInstance) {
  await registerMultipart(fastify, IMPORT_LIMITS);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/dept/tree',
    {
      schema: {
        tags,
        querystring: deptTreeQuerySchema,
        response: { 200: envelopeSchema(z.array(deptNodeSchema)) },
      },
    },
    async (req) => ok(await depts.deptTree(db(), actorOf(req).tenantId, req.query)),
  );

  app.get(
    '/api/admin/dept/org',
    {
      config: { permission: PERMISSIONS.userView },
      schema: { tags, querystring: orgTreeQuerySchema, response: { 200: envelopeSchema(orgTreeSchema) } },
    },
    async (req) =>
      ok(await orgTree(db(), actorOf(req).tenantId, req.query.type, Number(req.query.parentDeptId))),
  );

  app.get(
    '/api/admin/dept/org/user/search',
    {
      config: { permission: PERMISSIONS.userView },
      schema: {
        tags,
        querystring: orgSearchQuerySchema,
        response: { 200: envelopeSchema(z.array(orgItemSchema)) },
      },
    },
    async (req) => ok(await searchUsers(db(), actorOf(req).tenantId, req.query)),
  );

  app.get(
    '/api/admin/dept/getDescendantList/:id',
    { schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(z.array(deptSchema)) } } },
    async (req) => ok(await depts.descendants(db(), actorOf(req).tenantId, Number(req.params.id))),
  );

  // Nobody but staff who keep departments needs the whole list in a file.
  app.get(
    '/api/admin/dept/export',
    { config: { permission: PERMISSIONS.deptEdit }, schema: { tags } },
    async (req, reply) =>
      sendWorkbook(
        reply,
        { body: await exportDepts(db(), actorOf(req).tenantId), fileName: '部门.xlsx' },
        'departments.xlsx',
      ),
  );

  app.post(
    '/api/admin/dept/import',
    {
      config: { permission: PERMISSIONS.deptAdd },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelopeSchema(z.null()) } },
    },
    async (req) => {
      const file = await uploadedWorkbook(req);
      return { ...ok(null), msg: await importDepts(db(), actorOf(req), file, langOf(req)) };
    },
  );

  app.get(
    '/api/admin/dept/:id',
    { schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(deptSchema) } } },
    async (req) => ok(await depts.details(db(), actorOf(req).tenantId, Number(req.params.id))),
  );

  app.post(
    '/api/admin/dept',
    {
      config: { permission: PERMISSIONS.deptAdd },
      schema: { tags, body: deptInputSchema, response: { 200: envelopeSchema(deptSchema) } },
    },
    async (req) => ok(await depts.create(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/dept',
    {
      config: { permission: PERMISSIONS.deptEdit },
      schema: { tags, body: deptUpdateSchema, response: { 200: envelopeSchema(deptSchema) } },
    },
    async (req) => ok(await depts.update(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/dept/:id',
    {
      config: { permission: PERMISSIONS.deptDel },
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async (req) => ok(await depts.remove(db(), actorOf(req), Number(req.params.id))),
  );
}
