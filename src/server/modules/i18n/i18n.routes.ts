import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idListSchema, idParamSchema, pageSchema } from '@contract/envelope';
import {
  i18nDetailsQuerySchema,
  i18nEntrySchema,
  i18nExportQuerySchema,
  i18nInputSchema,
  i18nPageQuerySchema,
  i18nUpdateSchema,
} from '@contract/i18n';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { langOf } from '../../lib/messages';
import { sendWorkbook } from '../../lib/send-file';
import { ok } from '../../lib/wire';
import { i18nWorkbook } from './i18n.sheet';
import * as entries from './i18n.service';

const tags = ['i18n'];
const done = { 200: envelopeSchema(z.literal(true)) };

/**
 * pig's translation calls (its `i18n` module), for the platform's own tenant. The apps read the entries
 * from /admin/system/config and /admin/i18n/info (system module), which read the table every time: a change
 * shows on the next request in every process, so "sync" has nothing to clear.
 */
export async function i18nRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const view = { permission: PERMISSIONS.i18nView };

  app.get(
    '/api/admin/i18n/page',
    {
      config: view,
      schema: {
        tags,
        querystring: i18nPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(i18nEntrySchema)) },
      },
    },
    async (req) => ok(await entries.entryPage(db(), actorOf(req), req.query)),
  );

  app.get(
    '/api/admin/i18n/details/:id',
    {
      config: view,
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeSchema(i18nEntrySchema) },
      },
    },
    async (req) => ok(await entries.details(db(), actorOf(req), Number(req.params.id))),
  );

  app.get(
    '/api/admin/i18n/details',
    {
      config: view,
      schema: {
        tags,
        querystring: i18nDetailsQuerySchema,
        response: { 200: envelopeSchema(i18nEntrySchema.nullable()) },
      },
    },
    async (req) => ok(await entries.matching(db(), actorOf(req), req.query)),
  );

  app.post(
    '/api/admin/i18n',
    {
      config: { permission: PERMISSIONS.i18nAdd },
      schema: { tags, body: i18nInputSchema, response: { 200: envelopeSchema(i18nEntrySchema) } },
    },
    async (req) => ok(await entries.create(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/i18n',
    {
      config: { permission: PERMISSIONS.i18nEdit },
      schema: { tags, body: i18nUpdateSchema, response: { 200: envelopeSchema(i18nEntrySchema) } },
    },
    async (req) => ok(await entries.update(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/i18n',
    {
      config: { permission: PERMISSIONS.i18nDel },
      schema: { tags, body: idListSchema(500), response: done },
    },
    async (req) => ok(await entries.remove(db(), actorOf(req), req.body.map(Number))),
  );

  app.put(
    '/api/admin/i18n/sync',
    { config: { permission: PERMISSIONS.i18nEdit }, schema: { tags, response: done } },
    async (req) => {
      entries.platformOnly(actorOf(req));
      return ok(true as const);
    },
  );

  app.get(
    '/api/admin/i18n/export',
    { config: { permission: PERMISSIONS.i18nExport }, schema: { tags, querystring: i18nExportQuerySchema } },
    async (req, reply) => {
      const { ids, ...filter } = req.query;
      const rows = await entries.exportRows(db(), actorOf(req), filter, ids);
      const lang = langOf(req);
      return sendWorkbook(
        reply,
        {
          body: await i18nWorkbook(rows, lang),
          fileName: lang === 'zh' ? '国际化.xlsx' : 'translations.xlsx',
        },
        'i18n.xlsx',
      );
    },
  );
}
