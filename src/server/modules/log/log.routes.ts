import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idListSchema, pageSchema } from '@contract/envelope';
import {
  logEntrySchema,
  logExportQuerySchema,
  logPageQuerySchema,
  logSumQuerySchema,
  logSumSchema,
} from '@contract/log';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { langOf } from '../../lib/messages';
import { sendWorkbook } from '../../lib/send-file';
import { ok } from '../../lib/wire';
import { logWorkbook } from './log.sheet';
import * as log from './log.service';

/** pig's log calls (its `log` module): the page with its filters, delete, the export and the daily sums. */
export async function logRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['log'];

  app.get(
    '/api/admin/log/page',
    {
      config: { permission: PERMISSIONS.logView },
      schema: {
        tags,
        querystring: logPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(logEntrySchema)) },
      },
    },
    async (req) => ok(await log.logPage(db(), actorOf(req).tenantId, req.query)),
  );

  app.delete(
    '/api/admin/log',
    {
      config: { permission: PERMISSIONS.logDel },
      schema: {
        tags,
        body: idListSchema(500),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await log.remove(db(), actorOf(req), req.body.map(Number))),
  );

  app.get(
    '/api/admin/log/export',
    { config: { permission: PERMISSIONS.logExport }, schema: { tags, querystring: logExportQuerySchema } },
    async (req, reply) => {
      const lang = langOf(req);
      const rows = await log.exportRows(db(), actorOf(req).tenantId, req.query);
      return sendWorkbook(
        reply,
        {
          body: await logWorkbook(rows, lang),
          fileName: lang === 'zh' ? '操作日志.xlsx' : 'operation-log.xlsx',
        },
        'log.xlsx',
      );
    },
  );

  // pig answers anyone signed in; ours counts a tenant's log, so it takes the log's own permission.
  app.get(
    '/api/admin/log/sum',
    {
      config: { permission: PERMISSIONS.logView },
      schema: { tags, querystring: logSumQuerySchema, response: { 200: envelopeSchema(logSumSchema) } },
    },
    async (req) => ok(await log.logSum(db(), actorOf(req).tenantId, req.query.createTime)),
  );
}
