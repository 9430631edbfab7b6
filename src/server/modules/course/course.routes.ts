import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseInputSchema,
  courseSchema,
  courseStatusSchema,
  courseUpdateSchema,
  lessonInputSchema,
  lessonSchema,
  lessonUpdateSchema,
  sessionInputSchema,
  sessionPageQuerySchema,
  sessionPageSchema,
  sessionSchema,
  sessionUpdateSchema,
} from '@contract/course';
import { envelopeSchema, idListSchema } from '@contract/envelope';
import { PERMISSIONS, type Permission } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as admin from './admin.service';
import { sessionList } from './session-list.service';

const idList = idListSchema(200);

/**
 * Staff's writes on courses, sessions and lessons (each says courses-changed: admin.service.ts), and the console's
 * paged list of a course's sessions.
 */
export async function courseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const staff = <B extends z.ZodType, A extends z.ZodType>(permission: Permission, body: B, answer: A) => ({
    config: { permission: permission },
    schema: { tags: ['course'], body, response: { 200: envelopeSchema(answer) } },
  });

  app.post('/api/edu/course', staff(PERMISSIONS.courseAdd, courseInputSchema, courseSchema), async (req) =>
    ok(await admin.createCourse(db(), app.bus, actorOf(req), req.body)),
  );
  app.put('/api/edu/course', staff(PERMISSIONS.courseEdit, courseUpdateSchema, courseSchema), async (req) =>
    ok(await admin.updateCourse(db(), app.bus, actorOf(req), req.body)),
  );
  app.put(
    '/api/edu/course/status',
    staff(PERMISSIONS.courseEdit, courseStatusSchema, courseSchema),
    async (req) => {
      const { id, status } = req.body;
      return ok(await admin.setCourseStatus(db(), app.bus, actorOf(req), Number(id), status));
    },
  );
  app.delete('/api/edu/course', staff(PERMISSIONS.courseDel, idList, z.boolean()), async (req) =>
    ok(await admin.deleteCourses(db(), app.bus, actorOf(req), req.body.map(Number))),
  );

  app.get(
    '/api/edu/session/page',
    {
      schema: {
        tags: ['course'],
        querystring: sessionPageQuerySchema,
        response: { 200: envelopeSchema(sessionPageSchema) },
      },
    },
    async (req) => ok(await sessionList(db(), actorOf(req), req.query)),
  );
  app.post(
    '/api/edu/session',
    staff(PERMISSIONS.courseEdit, sessionInputSchema, sessionSchema),
    async (req) => ok(await admin.createSession(db(), app.bus, actorOf(req), req.body)),
  );
  app.put(
    '/api/edu/session',
    staff(PERMISSIONS.courseEdit, sessionUpdateSchema, sessionSchema),
    async (req) => ok(await admin.updateSession(db(), app.bus, actorOf(req), req.body)),
  );
  app.delete('/api/edu/session', staff(PERMISSIONS.courseEdit, idList, z.boolean()), async (req) =>
    ok(await admin.deleteSessions(db(), app.bus, actorOf(req), req.body.map(Number))),
  );

  app.post('/api/edu/lesson', staff(PERMISSIONS.courseEdit, lessonInputSchema, lessonSchema), async (req) =>
    ok(await admin.createLesson(db(), app.bus, actorOf(req), req.body)),
  );
  app.put('/api/edu/lesson', staff(PERMISSIONS.courseEdit, lessonUpdateSchema, lessonSchema), async (req) =>
    ok(await admin.updateLesson(db(), app.bus, actorOf(req), req.body)),
  );
  app.delete('/api/edu/lesson', staff(PERMISSIONS.courseEdit, idList, z.boolean()), async (req) =>
    ok(await admin.deleteLessons(db(), app.bus, actorOf(req), req.body.map(Number))),
  );
}
