import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACTIVITY_PERMISSIONS,
  activityQuerySchema,
  dashboardActivitySchema,
  dashboardQueueSchema,
  dashboardSessionsSchema,
  QUEUE_PERMISSIONS,
  SESSIONS_PERMISSIONS,
} from '@contract/dashboard';
import { envelopeSchema } from '@contract/envelope';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as dashboard from './dashboard.service';

const tags = ['dashboard'];
/** The queue answers whoever may see one of its kinds of work (403 to anyone else). */
const QUEUE_ANY = [...new Set(Object.values(QUEUE_PERMISSIONS).flat())];

/** The console's home: one call per block, each a fixed number of statements. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/dashboard/queue',
    {
      config: { permission: QUEUE_ANY },
      schema: { tags, response: { 200: envelopeSchema(dashboardQueueSchema) } },
    },
    async (req) => ok(await dashboard.queue(db(), actorOf(req))),
  );

  app.get(
    '/api/admin/dashboard/sessions',
    {
      config: { permission: SESSIONS_PERMISSIONS },
      schema: { tags, response: { 200: envelopeSchema(dashboardSessionsSchema) } },
    },
    async (req) => ok(await dashboard.sessions(db(), actorOf(req).tenantId)),
  );

  app.get(
    '/api/admin/dashboard/activity',
    {
      config: { permission: ACTIVITY_PERMISSIONS },
      schema: {
        tags,
        querystring: activityQuerySchema,
        response: { 200: envelopeSchema(dashboardActivitySchema) },
      },
    },
    async (req) => ok(await dashboard.activity(db(), actorOf(req).tenantId, req.query.days)),
  );
}
