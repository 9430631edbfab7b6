import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  courseReminderQuerySchema,
  courseReminderSchema,
  remindNowCountSchema,
  remindNowParamsSchema,
  reminderJobSchema,
  reminderPageQuerySchema,
} from '@contract/reminder';
import { envelopeSchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { langOf } from '../../lib/messages';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as reminders from './reminder.service';
import type { SendDeps } from './send.service';

const tags = ['reminder'];
const manage = { permission: PERMISSIONS.courseEdit };

/** Staff's reminder controls: a course's settings, "remind now" (its count first), and the jobs' outcomes. */
export async function reminderRoutes(fastify: FastifyInstance, opts: { deps: SendDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/edu/reminder/course',
    {
      config: manage,
      schema: {
        tags,
        querystring: courseReminderQuerySchema,
        response: { 200: envelopeSchema(courseReminderSchema) },
      },
    },
    async (req) => ok(await reminders.courseSettings(db(), actorOf(req), Number(req.query.courseId))),
  );

  app.put(
    '/api/edu/reminder/course',
    {
      config: manage,
      schema: { tags, body: courseReminderSchema, response: { 200: envelopeSchema(courseReminderSchema) } },
    },
    async (req) => ok(await reminders.saveCourseSettings(db(), actorOf(req), req.body)),
  );

  app.get(
    '/api/edu/reminder/session/:id/preview',
    {
      config: manage,
      schema: {
        tags,
        params: remindNowParamsSchema,
        response: { 200: envelopeSchema(remindNowCountSchema) },
      },
    },
    async (req) => ok(await reminders.previewRemindNow(db(), actorOf(req), Number(req.params.id))),
  );

  app.post(
    '/api/edu/reminder/session/:id/send',
    {
      config: manage,
      schema: {
        tags,
        params: remindNowParamsSchema,
        response: { 200: envelopeSchema(remindNowCountSchema) },
      },
    },
    async (req) => ok(await reminders.remindNow(db(), opts.deps, actorOf(req), Number(req.params.id))),
  );

  app.get(
    '/api/edu/reminder/page',
    {
      config: manage,
      schema: {
        tags,
        querystring: reminderPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(reminderJobSchema)) },
      },
    },
    async (req) => ok(await reminders.jobPage(db(), actorOf(req), langOf(req), req.query)),
  );
}
