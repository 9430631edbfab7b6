import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParamSchema, pageSchema } from '@contract/envelope';
import {
  fileGroupAddSchema,
  fileGroupListQuerySchema,
  fileGroupNodeSchema,
  fileGroupUpdateSchema,
  fileIdsSchema,
  fileMoveSchema,
  filePageQuerySchema,
  fileRecordSchema,
  fileRenameSchema,
} from '@contract/file';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as library from './library.service';

const tags = ['file'];
const done = { 200: envelopeSchema(z.literal(true)) };

/**
 * pig's material library calls (its `file` module): the page of files, delete, rename, and the folders
 * (list as a tree, add, update, delete, move files into one). Reads take sys_file_view; every write takes
 * sys_file_del, the one permission pig's console gates the library's buttons with. Uploads into a folder go
 * through POST /admin/sys-file/upload with `groupId` (file.routes.ts).
 */
export async function fileLibraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const view = { permission: PERMISSIONS.fileView };
  const manage = { permission: PERMISSIONS.fileDel };

  app.get(
    '/api/admin/sys-file/page',
    {
      config: view,
      schema: {
        tags,
        querystring: filePageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(fileRecordSchema)) },
      },
    },
    async (req) => ok(await library.filePage(db(), app.urls, actorOf(req).tenantId, req.query)),
  );

  app.delete(
    '/api/admin/sys-file',
    { config: manage, schema: { tags, body: fileIdsSchema, response: done } },
    async (req) => ok(await library.removeFiles(db(), app.files, actorOf(req), req.body.map(Number))),
  );

  app.put(
    '/api/admin/sys-file/rename',
    {
      config: manage,
      schema: { tags, body: fileRenameSchema, response: { 200: envelopeSchema(fileRecordSchema) } },
    },
    async (req) =>
      ok(await library.rename(db(), app.urls, actorOf(req), Number(req.body.id), req.body.original)),
  );

  app.get(
    '/api/admin/sys-file/group/list',
    {
      config: view,
      schema: {
        tags,
        querystring: fileGroupListQuerySchema,
        response: { 200: envelopeSchema(z.array(fileGroupNodeSchema)) },
      },
    },
    async (req) => ok(await library.groupTree(db(), actorOf(req).tenantId, req.query)),
  );

  app.post(
    '/api/admin/sys-file/group/add',
    {
      config: manage,
      schema: { tags, body: fileGroupAddSchema, response: { 200: envelopeSchema(fileGroupNodeSchema) } },
    },
    async (req) => ok(await library.addGroup(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/sys-file/group/update',
    {
      config: manage,
      schema: { tags, body: fileGroupUpdateSchema, response: { 200: envelopeSchema(fileGroupNodeSchema) } },
    },
    async (req) => ok(await library.updateGroup(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/sys-file/group/delete/:id',
    { config: manage, schema: { tags, params: idParamSchema, response: done } },
    async (req) => ok(await library.removeGroup(db(), actorOf(req), Number(req.params.id))),
  );

  app.put(
    '/api/admin/sys-file/group/move',
    { config: manage, schema: { tags, body: fileMoveSchema, response: done } },
    async (req) => ok(await library.move(db(), actorOf(req), req.body.ids.map(Number), req.body.groupId)),
  );
}
