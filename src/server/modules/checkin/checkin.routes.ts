import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkinAnswerSchema, checkinPageQuerySchema, checkinRequestSchema, checkinSchema, rosterQuerySchema, rosterSchema, sessionQrSchema, sessionQrBody, type CheckinAnswer, type CheckinReason } from '@contract/checkin';
import { envelopeSchema, idString, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { authOf, hasPermission, requirePermission } from '../../plugins/guards';
import { HttpError } from '../../plugins/errors';
import { DomainError } from '../../lib/domain-error';
import { langOf, t } from '../../lib/messages';
import { formatTime, ok, page } from '../../lib/wire';
import { createBatcher } from '../../lib/batcher';
import { courseById, sessionById } from '../course/course.repo';
import { signTicket } from '../enrolment/enrolment.service';
import { checkinById, checkinPage, rosterRows, sessionCounts, sessionList, undoCheckin } from './checkin.repo';
import { checkinWorkbook } from './checkin.export';
import { checkInMany, signatureUrlOf, toCheckin, type CheckinItem } from './checkin.service';

const idParam = z.object({ id: idString });
const ROSTER_OVERLAP_MS = 10_000;

export async function checkinRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  // One group commit per server: a burst at the door or a replayed queue shares statements. PGlite runs one
  // statement at a time anyway; PostgreSQL takes a few runs at once.
  const batcher = createBatcher((items: CheckinItem[]) => checkInMany(db(), app.env.DATA_DIR, items), { maxItems: 200, concurrency: app.database.kind === 'pglite' ? 1 : 8 });

  /** Scanning a session QR is open to anyone (a visitor identifies by name and mobile); the rest is staff work. */
  const answer = async (req: FastifyRequest, items: z.output<typeof checkinRequestSchema>[]): Promise<CheckinAnswer[]> => {
    if (items.some((i) => i.method !== 'session_qr') && !(await hasPermission(app, req, PERMISSIONS.checkinManage))) throw new HttpError(req.auth ? 403 : 424, t(req, req.auth ? 'forbidden' : 'tokenExpired'));
    // A batch is one device's queue: it goes in one run, judged in the order it was made.
    const answers = await batcher.push(items.map((item) => ({ tenantId: req.tenantId, actor: req.auth, req: item })));
    return answers.map((a) => ({ ...a, message: t(req, (a.reason ?? 'checkin_accepted') as CheckinReason) }));
  };

  app.post('/api/edu/checkin', { config: { public: true, optionalAuth: true }, bodyLimit: 512 * 1024, schema: { tags: ['checkin'], body: checkinRequestSchema, response: { 200: envelopeSchema(checkinAnswerSchema) } } }, async (req) => {
    const [a] = await answer(req, [req.body]);
    if (!a) throw new Error('no answer');
    return ok(a);
  });

  app.post(
    '/api/edu/checkin/batch',
    { config: { public: true, optionalAuth: true }, bodyLimit: 8 * 1024 * 1024, schema: { tags: ['checkin'], body: z.array(checkinRequestSchema).min(1).max(200), response: { 200: envelopeSchema(z.array(checkinAnswerSchema)) } } },
    async (req) => ok(await answer(req, req.body)),
  );

  app.get(
    '/api/edu/session/qr/:id',
    { preHandler: requirePermission(app, PERMISSIONS.checkinManage), schema: { tags: ['checkin'], params: idParam, response: { 200: envelopeSchema(sessionQrSchema) } } },
    async (req) => {
      const session = await sessionById(db(), req.tenantId, Number(req.params.id));
      if (!session) throw new DomainError('session_not_found', {}, 404);
      const course = await courseById(db(), req.tenantId, session.courseId);
      const issuedAtSec = Math.floor(Date.now() / 1000);
      const body = sessionQrBody(req.tenantId, session.id, issuedAtSec);
      const counts = await sessionCounts(db(), req.tenantId, session.id);
      return ok({
        sessionId: String(session.id),
        tenantId: String(req.tenantId),
        payload: `${body}.${signTicket(session.secret, body)}`,
        issuedAt: issuedAtSec * 1000,
        expiresAt: issuedAtSec * 1000 + 30_000,
        secret: session.secret,
        title: session.title,
        courseTitle: course?.title ?? '',
        checkinStartAt: formatTime(session.checkinStartAt) ?? '',
        checkinEndAt: formatTime(session.checkinEndAt) ?? '',
        signatureRequired: session.signatureRequired,
        enrolled: counts.enrolled,
        checkedIn: counts.checkedIn,
        latest: counts.latest.map((l) => ({ name: l.name, serverTime: formatTime(l.serverTime) })),
      });
    },
  );

  app.get(
    '/api/edu/session/roster/:id',
    { preHandler: requirePermission(app, PERMISSIONS.checkinManage), schema: { tags: ['checkin'], params: idParam, querystring: rosterQuerySchema, response: { 200: envelopeSchema(rosterSchema) } } },
    async (req) => {
      // The cursor looks back ROSTER_OVERLAP_MS, so a write committing while this query runs (or stamped by
      // another instance whose clock runs a little behind) is in the next delta; merging twice is harmless.
      const cursor = Date.now() - ROSTER_OVERLAP_MS;
      const session = await sessionById(db(), req.tenantId, Number(req.params.id));
      if (!session) throw new DomainError('session_not_found', {}, 404);
      const since = req.query.since ? new Date(Number(req.query.since)) : undefined;
      const rows = await rosterRows(db(), req.tenantId, session.id, since);
      const live = rows.filter((r) => r.status === 'approved');
      return ok({
        sessionId: String(session.id),
        secret: session.secret,
        signatureRequired: session.signatureRequired,
        cursor: String(cursor),
        delta: !!since,
        removed: rows.filter((r) => r.status !== 'approved').map((r) => String(r.enrolmentId)),
        entries: live.map((r) => ({ enrolmentId: String(r.enrolmentId), userId: String(r.userId), name: r.name, mobile: r.mobile, checkedInAt: formatTime(r.checkedInAt), method: (r.method as never) ?? null })),
      });
    },
  );

  app.get(
    '/api/edu/checkin/page',
    { preHandler: requirePermission(app, PERMISSIONS.checkinView), schema: { tags: ['checkin'], querystring: checkinPageQuerySchema, response: { 200: envelopeSchema(pageSchema(checkinSchema)) } } },
    async (req) => {
      const { current, size, sessionId, outcome } = req.query;
      const { records, total } = await checkinPage(db(), req.tenantId, { sessionId: sessionId ? Number(sessionId) : undefined, outcome }, current, size);
      return ok(page(records.map((r) => toCheckin(r.checkin, r.signature ? signatureUrlOf(req.tenantId, r.signature) : null)), total, current, size));
    },
  );

  app.get(
    '/api/edu/session/list',
    {
      preHandler: requirePermission(app, PERMISSIONS.checkinView),
      schema: { tags: ['checkin'], response: { 200: envelopeSchema(z.array(z.object({ id: idString, title: z.string(), courseTitle: z.string(), startAt: z.string(), signatureRequired: z.boolean() }))) } },
    },
    async (req) => ok((await sessionList(db(), req.tenantId)).map((r) => ({ id: String(r.id), title: r.title, courseTitle: r.courseTitle, startAt: formatTime(r.startAt) ?? '', signatureRequired: r.signatureRequired }))),
  );

  app.get(
    '/api/edu/checkin/export',
    { preHandler: requirePermission(app, PERMISSIONS.checkinView), schema: { tags: ['checkin'], querystring: checkinPageQuerySchema } },
    async (req, reply) => {
      const { sessionId, outcome } = req.query;
      const { records } = await checkinPage(db(), req.tenantId, { sessionId: sessionId ? Number(sessionId) : undefined, outcome }, 1, 50_000);
      const body = await checkinWorkbook(records.map((r) => toCheckin(r.checkin)), langOf(req));
      const name = langOf(req) === 'zh' ? '签到记录.xlsx' : 'check-ins.xlsx';
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="check-ins.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(body);
    },
  );

  // Undo is audited in sys_log: who, when, from where.
  app.put(
    '/api/edu/checkin/undo/:id',
    { preHandler: requirePermission(app, PERMISSIONS.checkinManage), schema: { tags: ['checkin'], params: idParam, response: { 200: envelopeSchema(checkinSchema) } } },
    async (req) => {
      const row = await checkinById(db(), req.tenantId, Number(req.params.id));
      if (!row || row.outcome !== 'accepted' || row.undone) throw new DomainError('checkinNotUndoable', {}, 404);
      await undoCheckin(db(), req.tenantId, row.id, { username: authOf(req).username, ip: req.ip, ua: req.headers['user-agent'] ?? '' });
      return ok(toCheckin({ ...row, undone: true }));
    },
  );
}
