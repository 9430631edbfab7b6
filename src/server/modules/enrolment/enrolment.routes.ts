import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enrolRequestSchema,
  enrolmentPageQuerySchema,
  enrolmentSchema,
  reviewRequestSchema,
  ticketSchema,
} from '@contract/enrolment';
import { envelopeSchema, idParamSchema, pageQuerySchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { langOf } from '../../lib/messages';
import { ok } from '../../lib/wire';
import { withCalendarLink } from '../calendar';
import { sendWorkbook } from '../../lib/send-file';
import { cancel, enrol, review } from './enrolment.service';
import { enrolmentExport, enrolmentList, myEnrolments, myTicket } from './lists.service';

const filterOf = (q: z.output<typeof enrolmentPageQuerySchema>) => ({
  courseId: q.courseId ? Number(q.courseId) : undefined,
  sessionId: q.sessionId ? Number(q.sessionId) : undefined,
  status: q.status,
  keyword: q.keyword,
});

/** Sign-ups (each write says seats-changed: enrolment.service.ts). */
export async function enrolmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  // Seats left show in the catalog every process caches: each of them forgets before a write is answered.

  app.post(
    '/api/edu/enrolment',
    {
      schema: {
        tags: ['enrolment'],
        body: enrolRequestSchema,
        response: { 200: envelopeSchema(enrolmentSchema) },
      },
    },
    async (req) => {
      const { courseId, sessionId } = req.body;
      return ok(
        await enrol(db(), app.bus, actorOf(req), Number(courseId), sessionId ? Number(sessionId) : undefined),
      );
    },
  );

  app.get(
    '/api/edu/enrolment/mine',
    {
      schema: {
        tags: ['enrolment'],
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(enrolmentSchema)) },
      },
    },
    async (req) => {
      const mine = await myEnrolments(db(), actorOf(req), req.query.current, req.query.size);
      return ok({ ...mine, records: mine.records.map((e) => withCalendarLink(app.urls, req.tenantId, e)) });
    },
  );

  app.put(
    '/api/edu/enrolment/cancel/:id',
    {
      schema: {
        tags: ['enrolment'],
        params: idParamSchema,
        response: { 200: envelopeSchema(enrolmentSchema) },
      },
    },
    async (req) => ok(await cancel(db(), app.bus, actorOf(req), Number(req.params.id))),
  );

  app.get(
    '/api/edu/enrolment/ticket/:id',
    {
      schema: {
        tags: ['enrolment'],
        params: idParamSchema,
        response: { 200: envelopeSchema(ticketSchema) },
      },
    },
    async (req) => ok(await myTicket(db(), actorOf(req), Number(req.params.id))),
  );

  app.get(
    '/api/edu/enrolment/page',
    {
      config: { permission: PERMISSIONS.enrolmentView },
      schema: {
        tags: ['enrolment'],
        querystring: enrolmentPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(enrolmentSchema)) },
      },
    },
    async (req) => {
      const { current, size, ascs, descs } = req.query;
      return ok(await enrolmentList(db(), req.tenantId, filterOf(req.query), current, size, { ascs, descs }));
    },
  );

  app.get(
    '/api/edu/enrolment/export',
    {
      config: { permission: PERMISSIONS.enrolmentView },
      schema: { tags: ['enrolment'], querystring: enrolmentPageQuerySchema },
    },
    async (req, reply) =>
      sendWorkbook(
        reply,
        await enrolmentExport(db(), req.tenantId, filterOf(req.query), langOf(req)),
        'sign-ups.xlsx',
      ),
  );

  app.put(
    '/api/edu/enrolment/review',
    {
      config: { permission: PERMISSIONS.enrolmentReview },
      schema: {
        tags: ['enrolment'],
        body: reviewRequestSchema,
        response: { 200: envelopeSchema(z.number().int()) },
      },
    },
    async (req) => {
      const { ids, approve, reason } = req.body;
      return ok(await review(db(), app.bus, actorOf(req), ids.map(Number), approve, reason));
    },
  );
}
