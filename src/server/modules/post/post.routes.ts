import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idListSchema, idParamSchema, pageSchema } from '@contract/envelope';
import {
  postDetailsQuerySchema,
  postExportQuerySchema,
  postInputSchema,
  postPageQuerySchema,
  postSchema,
  postUpdateSchema,
} from '@contract/post';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { IMPORT_LIMITS, uploadedWorkbook } from '../../lib/excel';
import { langOf } from '../../lib/messages';
import { sendWorkbook } from '../../lib/send-file';
import { ok } from '../../lib/wire';
import * as posts from './post.service';
import { registerMultipart } from '../../lib/multipart';

const tags = ['post'];

/** pig's post calls (SysPostController): page, list, details, CRUD, export and import. */
export async function postRoutes(fastify: FastifyInstance) {
  await registerMultipart(fastify, IMPORT_LIMITS);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/post/page',
    {
      config: { permission: PERMISSIONS.postView },
      schema: {
        tags,
        querystring: postPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(postSchema)) },
      },
    },
    async (req) => ok(await posts.postPage(db(), actorOf(req).tenantId, req.query)),
  );

  // The user form's choices. As in pig (`GET /post/list` carries no permission), anyone signed in may read the
  // posts' names and codes, learners too: they name jobs, not people, and the tenant scopes them.
  app.get(
    '/api/admin/post/list',
    { schema: { tags, response: { 200: envelopeSchema(z.array(postSchema)) } } },
    async (req) => ok(await posts.postList(db(), actorOf(req).tenantId)),
  );

  app.get(
    '/api/admin/post/details/:id',
    {
      config: { permission: PERMISSIONS.postView },
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(postSchema) } },
    },
    async (req) => ok(await posts.details(db(), actorOf(req).tenantId, Number(req.params.id))),
  );

  app.get(
    '/api/admin/post/details',
    {
      config: { permission: PERMISSIONS.postView },
      schema: {
        tags,
        querystring: postDetailsQuerySchema,
        response: { 200: envelopeSchema(postSchema.nullable()) },
      },
    },
    async (req) => ok(await posts.detailsBy(db(), actorOf(req).tenantId, req.query)),
  );

  app.post(
    '/api/admin/post',
    {
      config: { permission: PERMISSIONS.postAdd },
      schema: { tags, body: postInputSchema, response: { 200: envelopeSchema(postSchema) } },
    },
    async (req) => ok(await posts.create(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/post',
    {
      config: { permission: PERMISSIONS.postEdit },
      schema: { tags, body: postUpdateSchema, response: { 200: envelopeSchema(postSchema) } },
    },
    async (req) => ok(await posts.update(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/post',
    {
      config: { permission: PERMISSIONS.postDel },
      schema: {
        tags,
        body: idListSchema(200),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await posts.remove(db(), actorOf(req), req.body.map(Number))),
  );

  app.get(
    '/api/admin/post/export',
    { config: { permission: PERMISSIONS.postExport }, schema: { tags, querystring: postExportQuerySchema } },
    async (req, reply) =>
      sendWorkbook(
        reply,
        { body: await posts.exportPosts(db(), actorOf(req).tenantId, req.query), fileName: '岗位.xlsx' },
        'posts.xlsx',
      ),
  );

  // pig guards its import with the export permission; adding posts is what an import does.
  app.post(
    '/api/admin/post/import',
    {
      config: { permission: PERMISSIONS.postAdd },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelopeSchema(z.null()) } },
    },
    async (req) => {
      const file = await uploadedWorkbook(req);
      return { ...ok(null), msg: await posts.importPosts(db(), actorOf(req), file, langOf(req)) };
    },
  );
}
