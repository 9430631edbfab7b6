import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idListSchema, idParamSchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { onlineTokenSchema, tokenPageQuerySchema } from '@contract/token';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as tokens from './token.service';

/**
 * pig's online sessions: the page (pig-ui posts its query as JSON; a GET with a query string
 * works too) and kicking sessions out by the ids the page answers.
 */
export async function tokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['token'];
  const answer = { 200: envelopeSchema(pageSchema(onlineTokenSchema)) };

  app.get(
    '/api/admin/sys-token/page',
    {
      config: { permission: PERMISSIONS.tokenView },
      schema: { tags, querystring: tokenPageQuerySchema, response: answer },
    },
    async (req) => ok(await tokens.onlinePage(db(), actorOf(req).tenantId, req.query)),
  );
  app.post(
    '/api/admin/sys-token/page',
    {
      // A read that pig's console sends as a POST: not an operation to log.
      config: { permission: PERMISSIONS.tokenView, operationLog: false },
      schema: { tags, body: tokenPageQuerySchema, response: answer },
    },
    async (req) => ok(await tokens.onlinePage(db(), actorOf(req).tenantId, req.body)),
  );

  const kick = { 200: envelopeSchema(z.literal(true)) };
  app.delete(
    '/api/admin/sys-token/delete',
    {
      config: { permission: PERMISSIONS.tokenDel },
      schema: { tags, body: idListSchema(200), response: kick },
    },
    async (req) => ok(await tokens.kickOut(db(), app.bus, actorOf(req), req.body.map(Number))),
  );
  app.delete(
    '/api/admin/sys-token/:id',
    {
      config: { permission: PERMISSIONS.tokenDel },
      schema: { tags, params: idParamSchema, response: kick },
    },
    async (req) => ok(await tokens.kickOut(db(), app.bus, actorOf(req), [Number(req.params.id)])),
  );
}
