import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attemptSchema,
  myExamSchema,
  resultSchema,
  saveAnswersResultSchema,
  saveAnswersSchema,
  submitResultSchema,
  submitSchema,
  attemptParamSchema,
} from '@contract/exam-learner';
import { envelopeSchema, idParamSchema } from '@contract/envelope';
import { actorOf } from '../../../lib/request-context';
import { ok } from '../../../lib/wire';
import { calendarLink } from '../../calendar';
import * as answers from './answers.service';
import * as learner from './learner.service';
import { attemptResult } from './result.service';

const tags = ['exam'];

/** The learner's exam calls. Staff's are in exam/papers/papers.routes.ts. */
export async function examRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/edu/exam/mine',
    { schema: { tags, response: { 200: envelopeSchema(z.array(myExamSchema)) } } },
    async (req) => {
      const actor = actorOf(req);
      const exams = await learner.myExams(db(), actor);
      // "Add to calendar" on an exam that is coming or open, with a closing time.
      return ok(
        exams.map((e) => ({
          ...e,
          calendarUrl:
            e.closeAt && (e.state === 'open' || e.state === 'upcoming')
              ? calendarLink(app.urls, 'exam', e.id, actor)
              : null,
        })),
      );
    },
  );

  app.post(
    '/api/edu/exam/:id/attempt',
    { schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(attemptSchema) } } },
    async (req) => ok(await learner.startAttempt(db(), actorOf(req), Number(req.params.id))),
  );

  // Autosaves come every few seconds from every learner in an exam: not worth an operation log entry each.
  app.put(
    '/api/edu/exam/attempt/:attemptId/answers',
    {
      config: { operationLog: false },
      schema: {
        tags,
        params: attemptParamSchema,
        body: saveAnswersSchema,
        response: { 200: envelopeSchema(saveAnswersResultSchema) },
      },
    },
    async (req) => ok(await answers.saveAnswers(db(), actorOf(req), Number(req.params.attemptId), req.body)),
  );

  app.post(
    '/api/edu/exam/attempt/:attemptId/submit',
    {
      schema: {
        tags,
        params: attemptParamSchema,
        body: submitSchema,
        response: { 200: envelopeSchema(submitResultSchema) },
      },
    },
    async (req) =>
      ok(
        await answers
          .submitAttempt(db(), app.bus, actorOf(req), Number(req.params.attemptId), req.body)
          // Committed: a passed exam may complete a course (looked at apart from this answer).
          .finally(() => app.certificates.attemptEnded(actorOf(req).tenantId, Number(req.params.attemptId))),
      ),
  );

  app.get(
    '/api/edu/exam/attempt/:attemptId/result',
    { schema: { tags, params: attemptParamSchema, response: { 200: envelopeSchema(resultSchema) } } },
    async (req) => ok(await attemptResult(db(), actorOf(req), Number(req.params.attemptId))),
  );
}
