import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enrolRequestSchema, enrolmentPageQuerySchema, enrolmentSchema, reviewRequestSchema } from '@contract/edu';
import { envelopeSchema, idString, pageQuerySchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { authOf, hasPermission, requirePermission } from '../../plugins/guards';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/messages';
import { ok, page } from '../../lib/wire';
import { enrolmentPage, enrolmentRows, joinedById } from './enrolment.repo';
import { enrolmentWorkbook } from './enrolment.export';
import { cancel, enrol, review, ticketOf, toEnrolment } from './enrolment.service';

const idParam = z.object({ id: idString });
const filterOf = (q: z.output<typeof enrolmentPageQuerySchema>) => ({
  courseId: q.courseId ? Number(q.courseId) : undefined,
  sessionId: q.sessionId ? Number(q.sessionId) : undefined,
  status: q.status,
  keyword: q.keyword,
});

export async function enrolmentRoutes(fastify: FastifyInstance, opts: { onChange: () => void }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post('/api/edu/enrolment', { schema: { tags: ['enrolment'], body: enrolRequestSchema, response: { 200: envelopeSchema(enrolmentSchema) } } }, async (req) => {
    const auth = authOf(req);
    const e = await enrol(db(), auth.tenantId, auth, Number(req.body.courseId), req.body.sessionId ? Number(req.body.sessionId) : undefined);
    opts.onChange();
    return ok(e);
  });

  app.get('/api/edu/enrolment/mine', { schema: { tags: ['enrolment'], querystring: pageQuerySchema, response: { 200: envelopeSchema(pageSchema(enrolmentSchema)) } } }, async (req) => {
    const auth = authOf(req);
    const { current, size } = req.query;
    const { records, total } = await enrolmentPage(db(), auth.tenantId, { userId: auth.userId }, current, size);
    return ok(page(records.map(toEnrolment), total, current, size));
  });

  app.put('/api/edu/enrolment/cancel/:id', { schema: { tags: ['enrolment'], params: idParam, response: { 200: envelopeSchema(enrolmentSchema) } } }, async (req) => {
    const auth = authOf(req);
    const staff = await hasPermission(app, req, PERMISSIONS.enrolmentReview);
    const e = await cancel(db(), auth.tenantId, { ...auth, staff }, Number(req.params.id));
    opts.onChange();
    return ok(e);
  });

  app.get('/api/edu/enrolment/ticket/:id', { schema: { tags: ['enrolment'], params: idParam, response: { 200: envelopeSchema(z.object({ ticket: z.string() })) } } }, async (req) => {
    const auth = authOf(req);
    const j = await joinedById(db(), auth.tenantId, Number(req.params.id));
    if (!j || j.enrolment.userId !== auth.userId) throw new DomainError('enrolmentNotFound', {}, 404);
    const ticket = ticketOf(j);
    if (!ticket) throw new DomainError('ticketUnavailable');
    return ok({ ticket });
  });

  app.get(
    '/api/edu/enrolment/page',
    { preHandler: requirePermission(app, PERMISSIONS.enrolmentView), schema: { tags: ['enrolment'], querystring: enrolmentPageQuerySchema, response: { 200: envelopeSchema(pageSchema(enrolmentSchema)) } } },
    async (req) => {
      const { current, size } = req.query;
      const { records, total } = await enrolmentPage(db(), req.tenantId, filterOf(req.query), current, size);
      return ok(page(records.map(toEnrolment), total, current, size));
    },
  );

  app.get(
    '/api/edu/enrolment/export',
    { preHandler: requirePermission(app, PERMISSIONS.enrolmentView), schema: { tags: ['enrolment'], querystring: enrolmentPageQuerySchema } },
    async (req, reply) => {
      const rows = await enrolmentRows(db(), req.tenantId, filterOf(req.query));
      const lang = langOf(req);
      const body = await enrolmentWorkbook(rows.map(toEnrolment), lang);
      const name = lang === 'zh' ? '报名名单.xlsx' : 'sign-ups.xlsx';
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="sign-ups.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(body);
    },
  );

  app.put(
    '/api/edu/enrolment/review',
    { preHandler: requirePermission(app, PERMISSIONS.enrolmentReview), schema: { tags: ['enrolment'], body: reviewRequestSchema, response: { 200: envelopeSchema(z.number().int()) } } },
    async (req) => {
      const n = await review(db(), req.tenantId, authOf(req).username, req.body.ids.map(Number), req.body.approve, req.body.reason);
      opts.onChange();
      return ok(n);
    },
  );
}
