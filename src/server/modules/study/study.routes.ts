import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseStatsSchema, lessonProgressSchema, progressRequestSchema, studyRecordSchema } from '@contract/edu';
import { envelopeSchema, idString } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { authOf, hasPermission, requirePermission } from '../../plugins/guards';
import { DomainError } from '../../lib/domain-error';
import { ok } from '../../lib/wire';
import { sendStoredFile } from '../../lib/send-file';
import { lessonById } from '../course/course.repo';
import { fileById } from '../file/file.repo';
import { pathOf } from '../file/file.service';
import { isApproved } from './study.repo';
import { courseStats, recordProgress, studyRecords } from './study.service';

const idParam = z.object({ id: idString });

export async function studyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  // A <video> element cannot send headers, so the token may come as ?access_token= (redacted in logs).
  app.get(
    '/api/edu/lesson/video/:id',
    { config: { tokenInQuery: true }, schema: { tags: ['study'], params: idParam, querystring: z.object({ access_token: z.string().optional() }).passthrough() } },
    async (req, reply) => {
      const auth = authOf(req);
      const lesson = await lessonById(db(), auth.tenantId, Number(req.params.id));
      if (!lesson) throw new DomainError('lessonNotFound', {}, 404);
      const allowed = (await isApproved(db(), auth.tenantId, auth.userId, lesson.courseId)) || (await hasPermission(app, req, PERMISSIONS.courseEdit));
      if (!allowed) throw new DomainError('notEnrolled', {}, 403);
      const file = lesson.fileId === null ? undefined : await fileById(db(), auth.tenantId, lesson.fileId);
      if (!file) throw new DomainError('noVideo', {}, 404);
      const sent = await sendStoredFile(req, reply, pathOf(app.env.DATA_DIR, file), { type: file.type, cacheControl: 'private, max-age=86400' });
      if (!sent) throw new DomainError('noVideo', {}, 404);
      return reply;
    },
  );

  app.post('/api/edu/progress', { schema: { tags: ['study'], body: progressRequestSchema, response: { 200: envelopeSchema(lessonProgressSchema) } } }, async (req) => {
    const auth = authOf(req);
    return ok(await recordProgress(db(), auth.tenantId, auth.userId, req.body));
  });

  app.get('/api/edu/study/mine', { schema: { tags: ['study'], response: { 200: envelopeSchema(z.array(studyRecordSchema)) } } }, async (req) => {
    const auth = authOf(req);
    return ok(await studyRecords(db(), auth.tenantId, auth.userId));
  });

  app.get(
    '/api/edu/course/stats/:id',
    { preHandler: requirePermission(app, PERMISSIONS.enrolmentView), schema: { tags: ['study'], params: idParam, response: { 200: envelopeSchema(courseStatsSchema) } } },
    async (req) => ok(await courseStats(db(), req.tenantId, Number(req.params.id))),
  );
}
