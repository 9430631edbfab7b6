import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseDetailSchema,
  courseInputSchema,
  coursePageQuerySchema,
  courseSchema,
  courseStatusSchema,
  courseUpdateSchema,
  lessonInputSchema,
  lessonSchema,
  lessonUpdateSchema,
  sessionInputSchema,
  sessionSchema,
  sessionUpdateSchema,
  type Course,
} from '@contract/edu';
import { envelopeSchema, idString, pageSchema, type Page } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { authOf, hasPermission, requirePermission } from '../../plugins/guards';
import { ok, page } from '../../lib/wire';
import { coursePage, enrolmentCounts, sessionsOf } from './course.repo';
import { toCourse, type pageCache } from './course.service';
import * as admin from './course.admin';
import { courseDetail } from './course.detail';

const idParam = z.object({ id: idString });
const idList = z.array(idString).min(1).max(200);

export async function courseRoutes(fastify: FastifyInstance, opts: { cache: ReturnType<typeof pageCache<Page<Course>>> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const cache = opts.cache;
  const staff = (perm: string) => ({ preHandler: requirePermission(app, perm) });
  const changed = <T>(value: T) => {
    cache.clear();
    return ok(value);
  };

  app.get(
    '/api/edu/course/page',
    { config: { public: true, optionalAuth: true }, schema: { tags: ['course'], querystring: coursePageQuerySchema.extend({ console: z.enum(['true', 'false']).optional() }), response: { 200: envelopeSchema(pageSchema(courseSchema)) } } },
    async (req) => {
      const { current, size, console: inConsole, status, featured, ...f } = req.query;
      // The console sees drafts and closed courses; the portal only what is published.
      const consoleView = inConsole === 'true' && (await hasPermission(app, req, PERMISSIONS.courseEdit));
      const statuses = consoleView ? (status ? [status] : ['draft', 'published', 'closed']) : ['published'];
      const key = consoleView ? null : `${req.tenantId}|${JSON.stringify(req.query)}`;
      const hit = key ? cache.get(key) : undefined;
      if (hit) return ok(hit);
      const { records, total } = await coursePage(db(), req.tenantId, { ...f, statuses, featured: featured === undefined ? undefined : featured === 'true' }, current, size);
      const ids = records.map((r) => r.id);
      const [sessions, counts] = await Promise.all([sessionsOf(db(), req.tenantId, ids), enrolmentCounts(db(), req.tenantId, ids)]);
      const result = page(records.map((c) => toCourse(c, sessions, counts)), total, current, size);
      if (key) cache.set(key, result);
      return ok(result);
    },
  );

  app.get(
    '/api/edu/course/details/:id',
    { config: { public: true, optionalAuth: true }, schema: { tags: ['course'], params: idParam, response: { 200: envelopeSchema(courseDetailSchema) } } },
    async (req) => ok(await courseDetail(db(), req.tenantId, Number(req.params.id), req.auth?.userId ?? null, () => hasPermission(app, req, PERMISSIONS.courseEdit))),
  );

  app.post('/api/edu/course', { ...staff(PERMISSIONS.courseAdd), schema: { tags: ['course'], body: courseInputSchema, response: { 200: envelopeSchema(courseSchema) } } }, async (req) =>
    changed(await admin.createCourse(db(), authOf(req), req.body)),
  );
  app.put('/api/edu/course', { ...staff(PERMISSIONS.courseEdit), schema: { tags: ['course'], body: courseUpdateSchema, response: { 200: envelopeSchema(courseSchema) } } }, async (req) =>
    changed(await admin.updateCourse(db(), authOf(req), req.body)),
  );
  app.put('/api/edu/course/status', { ...staff(PERMISSIONS.courseEdit), schema: { tags: ['course'], body: courseStatusSchema, response: { 200: envelopeSchema(courseSchema) } } }, async (req) =>
    changed(await admin.setCourseStatus(db(), authOf(req), Number(req.body.id), req.body.status)),
  );
  app.delete('/api/edu/course', { ...staff(PERMISSIONS.courseDel), schema: { tags: ['course'], body: idList, response: { 200: envelopeSchema(z.boolean()) } } }, async (req) =>
    changed(await admin.deleteCourses(db(), authOf(req), req.body.map(Number))),
  );

  app.post('/api/edu/session', { ...staff(PERMISSIONS.courseEdit), schema: { tags: ['course'], body: sessionInputSchema, response: { 200: envelopeSchema(sessionSchema) } } }, async (req) =>
    changed(await admin.createSession(db(), authOf(req), req.body)),
  );
  app.put('/api/edu/session', { ...staff(PERMISSIONS.courseEdit), schema: { tags: ['course'], body: sessionUpdateSchema, response: { 200: envelopeSchema(sessionSchema) } } }, async (req) =>
    changed(await admin.updateSession(db(), authOf(req), req.body)),
  );
  app.delete('/api/edu/session', { ...staff(PERMISSIONS.courseEdit), schema: { tags: ['course'], body: idList, response: { 200: envelopeSchema(z.boolean()) } } }, async (req) =>
    changed(await admin.deleteSessions(db(), authOf(req), req.body.map(Number))),
  );

  app.post('/api/edu/lesson', { ...staff(PERMISSIONS.courseEdit), schema: { tags: ['course'], body: lessonInputSchema, response: { 200: envelopeSchema(lessonSchema) } } }, async (req) =>
    changed(await admin.createLesson(db(), authOf(req), req.body)),
  );
  app.put('/api/edu/lesson', { ...staff(PERMISSIONS.courseEdit), schema: { tags: ['course'], body: lessonUpdateSchema, response: { 200: envelopeSchema(lessonSchema) } } }, async (req) =>
    changed(await admin.updateLesson(db(), authOf(req), req.body)),
  );
  app.delete('/api/edu/lesson', { ...staff(PERMISSIONS.courseEdit), schema: { tags: ['course'], body: idList, response: { 200: envelopeSchema(z.boolean()) } } }, async (req) =>
    changed(await admin.deleteLessons(db(), authOf(req), req.body.map(Number))),
  );
}
