import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idString, pageSchema } from '@contract/envelope';
import { logEntrySchema, logPageQuerySchema } from '@contract/log';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../plugins/guards';
import { ok } from '../../lib/wire';
import * as log from './log.service';

/** pig's log calls (pig-api.md §1.7 `log`): the page with its filters, and delete. */
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
        body: z.array(idString).min(1).max(500),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await log.remove(db(), actorOf(req), req.body.map(Number))),
  );
}
