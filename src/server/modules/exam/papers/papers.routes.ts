import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attemptDetailSchema,
  attemptExportQuerySchema,
  attemptPageQuerySchema,
  attemptReopenSchema,
  attemptReviewSchema,
  attemptRowSchema,
  attemptStatsQuerySchema,
  attemptStatsSchema,
} from '@contract/exam-attempts';
import { examInputSchema, examPageQuerySchema, examSchema, examUpdateSchema } from '@contract/exam';
import { envelopeSchema, idListSchema, idParamSchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../../lib/request-context';
import { sendWorkbook } from '../../../lib/send-file';
import { ok } from '../../../lib/wire';
import * as admin from './papers.service';
import * as results from '../attempts/results.service';

const tags = ['exam-admin'];
const EXAM_READERS = [
  PERMISSIONS.examAdd,
  PERMISSIONS.examEdit,
  PERMISSIONS.examDel,
  PERMISSIONS.examView,
] as const;

/** Staff's exams (papers) and their attempts: the exam and results pages of the console. */
export async function examAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/edu/exam/page',
    {
      config: { permission: EXAM_READERS },
      schema: {
        tags,
        querystring: examPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(examSchema)) },
      },
    },
    async (req) => ok(await admin.examPage(db(), actorOf(req).tenantId, req.query)),
  );
  app.get(
    '/api/edu/exam/details/:id',
    {
      config: { permission: EXAM_READERS },
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(examSchema) } },
    },
    async (req) => ok(await admin.examDetails(db(), actorOf(req).tenantId, Number(req.params.id))),
  );
  app.post(
    '/api/edu/exam',
    {
      config: { permission: PERMISSIONS.examAdd },
      schema: { tags, body: examInputSchema, response: { 200: envelopeSchema(examSchema) } },
    },
    async (req) => ok(await admin.createExam(db(), app.bus, actorOf(req), req.body)),
  );
  app.put(
    '/api/edu/exam',
    {
      config: { permission: PERMISSIONS.examEdit },
      schema: { tags, body: examUpdateSchema, response: { 200: envelopeSchema(examSchema) } },
    },
    async (req) => ok(await admin.updateExam(db(), app.bus, actorOf(req), req.body)),
  );
  app.delete(
    '/api/edu/exam',
    {
      config: { permission: PERMISSIONS.examDel },
      schema: {
        tags,
        body: idListSchema(200),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await admin.removeExams(db(), app.bus, actorOf(req), req.body.map(Number))),
  );

  app.get(
    '/api/edu/exam/attempt/page',
    {
      config: { permission: PERMISSIONS.examView },
      schema: {
        tags,
        querystring: attemptPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(attemptRowSchema)) },
      },
    },
    async (req) => ok(await results.attemptPage(db(), actorOf(req).tenantId, req.query)),
  );
  app.get(
    '/api/edu/exam/attempt/stats',
    {
      config: { permission: PERMISSIONS.examView },
      schema: {
        tags,
        querystring: attemptStatsQuerySchema,
        response: { 200: envelopeSchema(attemptStatsSchema) },
      },
    },
    async (req) => ok(await results.attemptStats(db(), actorOf(req).tenantId, Number(req.query.examId))),
  );
  app.get(
    '/api/edu/exam/attempt/details/:id',
    {
      config: { permission: PERMISSIONS.examView },
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(attemptDetailSchema) } },
    },
    async (req) => ok(await results.attemptDetail(db(), actorOf(req).tenantId, Number(req.params.id))),
  );
  app.put(
    '/api/edu/exam/attempt/review',
    {
      config: { permission: PERMISSIONS.examReview },
      schema: { tags, body: attemptReviewSchema, response: { 200: envelopeSchema(attemptDetailSchema) } },
    },
    async (req) => {
      const detail = await results.reviewAttempt(db(), app.bus, actorOf(req), req.body);
      // Committed: an attempt marked passed may complete a course (looked at apart from this answer).
      app.certificates.attemptEnded(actorOf(req).tenantId, Number(req.body.id));
      return ok(detail);
    },
  );
  app.put(
    '/api/edu/exam/attempt/reopen',
    {
      config: { permission: PERMISSIONS.examReview },
      schema: { tags, body: attemptReopenSchema, response: { 200: envelopeSchema(attemptDetailSchema) } },
    },
    async (req) => ok(await results.reopenAttempt(db(), actorOf(req), req.body)),
  );
  app.get(
    '/api/edu/exam/attempt/export',
    {
      config: { permission: PERMISSIONS.examExport },
      schema: { tags, querystring: attemptExportQuerySchema },
    },
    async (req, reply) =>
      sendWorkbook(
        reply,
        {
          body: await results.exportAttempts(db(), actorOf(req).tenantId, req.query),
          fileName: '考试成绩.xlsx',
        },
        'exam-results.xlsx',
      ),
  );
}
