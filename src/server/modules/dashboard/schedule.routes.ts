import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  scheduleInputSchema,
  scheduleListQuerySchema,
  schedulePageQuerySchema,
  scheduleSchema,
  scheduleUpdateSchema,
} from '@contract/dashboard';
import { envelopeSchema, idListSchema, idParamSchema, pageSchema } from '@contract/envelope';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as schedule from './schedule.service';

const tags = ['schedule'];

/**
 * pig's schedule (SysScheduleController /schedule): a signed-in person's own entries, for the home's calendar
 * (/list) and its page (/page, add, edit, delete). No permission, as in pig: nobody reads another's.
 */
export async function scheduleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/schedule/page',
    {
      schema: {
        tags,
        querystring: schedulePageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(scheduleSchema)) },
      },
    },
    async (req) => ok(await schedule.schedulePage(db(), actorOf(req), req.query)),
  );

  app.get(
    '/api/admin/schedule/list',
    {
      schema: {
        tags,
        querystring: scheduleListQuerySchema,
        response: { 200: envelopeSchema(z.array(scheduleSchema)) },
      },
    },
    async (req) => ok(await schedule.scheduleList(db(), actorOf(req), req.query)),
  );

  app.get(
    '/api/admin/schedule/:id',
    { schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(scheduleSchema) } } },
    async (req) => ok(await schedule.scheduleDetails(db(), actorOf(req), Number(req.params.id))),
  );

  app.post(
    '/api/admin/schedule',
    { schema: { tags, body: scheduleInputSchema, response: { 200: envelopeSchema(z.literal(true)) } } },
    async (req) => ok(await schedule.addSchedule(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/schedule',
    { schema: { tags, body: scheduleUpdateSchema, response: { 200: envelopeSchema(z.literal(true)) } } },
    async (req) => ok(await schedule.editSchedule(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/schedule',
    { schema: { tags, body: idListSchema(200), response: { 200: envelopeSchema(z.literal(true)) } } },
    async (req) => ok(await schedule.removeSchedules(db(), actorOf(req), req.body.map(Number))),
  );
}
