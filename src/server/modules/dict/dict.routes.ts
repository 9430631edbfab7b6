import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dictDetailsQuerySchema,
  dictExportQuerySchema,
  dictInputSchema,
  dictItemAdminSchema,
  dictItemDetailsQuerySchema,
  dictItemInputSchema,
  dictItemPageQuerySchema,
  dictItemSortSchema,
  dictItemUpdateSchema,
  dictListQuerySchema,
  dictPageQuerySchema,
  dictSchema,
  dictUpdateSchema,
} from '@contract/dict';
import { envelopeSchema, idListSchema, idParamSchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { langOf } from '../../lib/messages';
import { sendWorkbook } from '../../lib/send-file';
import { ok } from '../../lib/wire';
import { dictWorkbook } from './dict.sheet';
import * as dicts from './dict.service';

const tags = ['dict'];
const done = { 200: envelopeSchema(z.literal(true)) };

/**
 * pig's dictionary calls (its `dict` module): dictionaries and their items, staff's CRUD in pig's shapes.
 * What pages read (/dict/type/{type}) is in the system module and is never cached: a change shows on the next
 * request in every process, so the "refresh cache" call has nothing to clear.
 */
export async function dictRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const view = { permission: PERMISSIONS.dictView };

  app.get(
    '/api/admin/dict/page',
    {
      config: view,
      schema: {
        tags,
        querystring: dictPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(dictSchema)) },
      },
    },
    async (req) => ok(await dicts.dictPage(db(), actorOf(req).tenantId, req.query)),
  );

  app.get(
    '/api/admin/dict/list',
    {
      config: view,
      schema: {
        tags,
        querystring: dictListQuerySchema,
        response: { 200: envelopeSchema(z.array(dictSchema)) },
      },
    },
    async (req) => ok(await dicts.dictList(db(), actorOf(req).tenantId, req.query.name)),
  );

  app.get(
    '/api/admin/dict/details/:id',
    {
      config: view,
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(dictSchema) } },
    },
    async (req) => ok(await dicts.dictDetails(db(), actorOf(req).tenantId, Number(req.params.id))),
  );

  app.get(
    '/api/admin/dict/details',
    {
      config: view,
      schema: {
        tags,
        querystring: dictDetailsQuerySchema,
        response: { 200: envelopeSchema(dictSchema.nullable()) },
      },
    },
    async (req) => ok(await dicts.dictOfType(db(), actorOf(req).tenantId, req.query.dictType)),
  );

  app.post(
    '/api/admin/dict',
    {
      config: { permission: PERMISSIONS.dictAdd },
      schema: { tags, body: dictInputSchema, response: { 200: envelopeSchema(dictSchema) } },
    },
    async (req) => ok(await dicts.createDict(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/dict',
    {
      config: { permission: PERMISSIONS.dictEdit },
      schema: { tags, body: dictUpdateSchema, response: { 200: envelopeSchema(dictSchema) } },
    },
    async (req) => ok(await dicts.updateDict(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/dict',
    {
      config: { permission: PERMISSIONS.dictDel },
      schema: { tags, body: idListSchema(200), response: done },
    },
    async (req) => ok(await dicts.removeDicts(db(), actorOf(req), req.body.map(Number))),
  );

  // pig clears its Redis copy of /dict/type/{type}; ours is read from the table every time.
  app.put(
    '/api/admin/dict/sync',
    { config: { permission: PERMISSIONS.dictEdit }, schema: { tags, response: done } },
    async () => ok(true as const),
  );

  app.get(
    '/api/admin/dict/item/page',
    {
      config: view,
      schema: {
        tags,
        querystring: dictItemPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(dictItemAdminSchema)) },
      },
    },
    async (req) => ok(await dicts.itemPage(db(), actorOf(req).tenantId, req.query)),
  );

  app.get(
    '/api/admin/dict/item/details/:id',
    {
      config: view,
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeSchema(dictItemAdminSchema) },
      },
    },
    async (req) => ok(await dicts.itemDetails(db(), actorOf(req).tenantId, Number(req.params.id))),
  );

  app.get(
    '/api/admin/dict/item/details',
    {
      config: view,
      schema: {
        tags,
        querystring: dictItemDetailsQuerySchema,
        response: { 200: envelopeSchema(dictItemAdminSchema.nullable()) },
      },
    },
    async (req) => ok(await dicts.itemMatching(db(), actorOf(req).tenantId, req.query)),
  );

  app.post(
    '/api/admin/dict/item',
    {
      config: { permission: PERMISSIONS.dictAdd },
      schema: { tags, body: dictItemInputSchema, response: { 200: envelopeSchema(dictItemAdminSchema) } },
    },
    async (req) => ok(await dicts.createItem(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/dict/item',
    {
      config: { permission: PERMISSIONS.dictEdit },
      schema: { tags, body: dictItemUpdateSchema, response: { 200: envelopeSchema(dictItemAdminSchema) } },
    },
    async (req) => ok(await dicts.updateItem(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/dict/item/sort',
    {
      config: { permission: PERMISSIONS.dictEdit },
      schema: { tags, body: dictItemSortSchema, response: done },
    },
    async (req) => ok(await dicts.sortItems(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/dict/item/:id',
    {
      config: { permission: PERMISSIONS.dictDel },
      schema: { tags, params: idParamSchema, response: done },
    },
    async (req) => ok(await dicts.removeItem(db(), actorOf(req), Number(req.params.id))),
  );

  app.get(
    '/api/admin/dict/export',
    { config: view, schema: { tags, querystring: dictExportQuerySchema } },
    async (req, reply) => {
      const lang = langOf(req);
      const rows = await dicts.exportItems(db(), actorOf(req).tenantId, req.query);
      return sendWorkbook(
        reply,
        { body: await dictWorkbook(rows, lang), fileName: lang === 'zh' ? '字典.xlsx' : 'dictionaries.xlsx' },
        'dict.xlsx',
      );
    },
  );
}
