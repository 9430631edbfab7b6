import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseStatsSchema,
  lessonProgressSchema,
  progressRequestSchema,
  studyRecordSchema,
  videoUrlSchema,
} from '@contract/study';
import { signedLinkQuerySchema } from '@contract/file';
import { envelopeSchema, idParamSchema } from '@contract/envelope';
import { LESSON_VIDEO_PATH } from '@contract/constants';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { DomainError } from '../../lib/domain-error';
import { ok } from '../../lib/wire';
import { sendStoredFile } from '../../lib/send-file';
import type { Catalog } from '../catalog';
import { courseStats, lessonVideo, lessonVideoUrl, studyRecords, type ProgressCache } from './study.service';
import { createProgressDesk } from './progress.service';
import { lessonHandout } from './handout.service';
import type { ExamDirectory } from '../exam';

export async function studyRoutes(
  fastify: FastifyInstance,
  opts: { catalog: Catalog; progressCache: ProgressCache; exams: ExamDirectory },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const progress = createProgressDesk(
    db,
    opts.progressCache,
    app.database.kind === 'pglite' ? 1 : 2,
    app.certificates,
  );

  // A <video> element cannot send headers: the player asks for a signed link (checked when issued), and the
  // video route plays it; a client that can send the token may use that instead.
  app.get(
    '/api/edu/lesson/video-url/:id',
    {
      schema: {
        tags: ['study'],
        params: idParamSchema,
        response: { 200: envelopeSchema(videoUrlSchema) },
      },
    },
    async (req) => ok(await lessonVideoUrl(db(), app.urls, actorOf(req), Number(req.params.id))),
  );

  app.get(
    '/api/edu/lesson/video/:id',
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ['study'],
        params: idParamSchema,
        querystring: signedLinkQuerySchema,
      },
    },
    async (req, reply) => {
      const signedLink = app.urls.verify(`${LESSON_VIDEO_PATH}${req.params.id}`, req.query);
      const video = await lessonVideo(db(), req.tenantId, req.actor, Number(req.params.id), signedLink);
      if (!(await sendStoredFile(req, reply, video))) throw new DomainError('noVideo', {}, 404);
      return reply;
    },
  );

  // A handout is fetched with the token (the phone keeps the answer for offline reading): no signed link.
  app.get(
    '/api/edu/lesson/handout/:id',
    { schema: { tags: ['study'], params: idParamSchema } },
    async (req, reply) => {
      const file = await lessonHandout(db(), actorOf(req), Number(req.params.id));
      if (!(await sendStoredFile(req, reply, file))) throw new DomainError('fileNotFound', {}, 404);
      return reply;
    },
  );

  app.post(
    '/api/edu/progress',
    {
      config: { operationLog: false },
      schema: {
        tags: ['study'],
        body: progressRequestSchema,
        response: { 200: envelopeSchema(lessonProgressSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      return ok(await progress.record(actor.tenantId, actor.userId, req.body));
    },
  );

  app.get(
    '/api/edu/study/mine',
    { schema: { tags: ['study'], response: { 200: envelopeSchema(z.array(studyRecordSchema)) } } },
    async (req) => {
      const actor = actorOf(req);
      return ok(
        await studyRecords(db(), opts.catalog, opts.progressCache, opts.exams, actor.tenantId, actor.userId),
      );
    },
  );

  app.get(
    '/api/edu/course/stats/:id',
    {
      config: { permission: PERMISSIONS.enrolmentView },
      schema: {
        tags: ['study'],
        params: idParamSchema,
        response: { 200: envelopeSchema(courseStatsSchema) },
      },
    },
    async (req) => ok(await courseStats(db(), req.tenantId, Number(req.params.id))),
  );
}
