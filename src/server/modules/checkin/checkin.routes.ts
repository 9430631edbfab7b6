import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkinAnswerSchema,
  checkinBatchAnswerSchema,
  checkinBatchSchema,
  checkinCountsSchema,
  checkinPageQuerySchema,
  checkinRequestSchema,
  checkinSchema,
  rosterQuerySchema,
  rosterSchema,
  sessionQrSchema,
  sessionSummarySchema,
  type CheckinAnswer,
  type CheckinOutcome,
} from '@contract/checkin';
import { envelopeSchema, idParamSchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { langOf, t } from '../../lib/messages';
import { sendWorkbook } from '../../lib/send-file';
import { ok } from '../../lib/wire';
import { readItemByItem } from '../../plugins/validation';
import { createCheckinDesk } from './desk.service';
import { countsStreams } from './counts.stream';
import {
  checkinCounts,
  checkinExport,
  checkinList,
  roster,
  sessionChoices,
  sessionQr,
  undo,
} from './staff.service';

const filterOf = (q: z.output<typeof checkinPageQuerySchema>) => ({
  sessionId: q.sessionId ? Number(q.sessionId) : undefined,
  outcome: q.outcome,
  conflict: q.conflict === undefined ? undefined : q.conflict === 'true',
  refused: q.refused === undefined ? undefined : q.refused === 'true',
  reason: q.reason,
  deviceId: q.deviceId,
});

/** What a passage that went through says. */
const PASSED: Partial<Record<CheckinOutcome, 'checkin_reentered' | 'checkin_exited'>> = {
  reentered: 'checkin_reentered',
  exited: 'checkin_exited',
};

export async function checkinRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const desk = createCheckinDesk(
    db,
    app.files,
    app.database.kind === 'pglite' ? 1 : 8,
    app.certificates,
    app.bus,
  );
  const liveCounts = countsStreams(app);
  /** Each answer carries its outcome's message in the caller's language; an unsaved one stays null. */
  const worded = (req: FastifyRequest, answers: (Omit<CheckinAnswer, 'message'> | null)[]) =>
    answers.map((a) =>
      a ? { ...a, message: t(req, a.reason ?? PASSED[a.outcome] ?? 'checkin_accepted') } : null,
    );
  const manage = { permission: PERMISSIONS.checkinManage };
  // Anyone may check in, so each address is held to a rate, counted before the body is read.
  const perSource = { max: app.env.CHECKIN_RATE_PER_MIN, timeWindow: '1 minute' };
  const view = { permission: PERMISSIONS.checkinView };

  app.post(
    '/api/edu/checkin',
    {
      config: { public: true, optionalAuth: true, operationLog: false, rateLimit: perSource },
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['checkin'],
        body: checkinRequestSchema,
        response: { 200: envelopeSchema(checkinAnswerSchema) },
      },
    },
    async (req) => {
      const [answer] = worded(req, await desk.checkIn(req.tenantId, req.actor, [req.body]));
      // Not saved (the database refused it just now): a server error, so the device sends it again later.
      if (!answer) throw new Error('check-in not saved');
      return ok(answer);
    },
  );

  // A batch is one device's queue: it goes in one run, judged in the order it was made.
  app.post(
    '/api/edu/checkin/batch',
    {
      config: { public: true, optionalAuth: true, operationLog: false, rateLimit: perSource },
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ['checkin'],
        body: readItemByItem(checkinBatchSchema),
        response: { 200: envelopeSchema(checkinBatchAnswerSchema) },
      },
    },
    // Each item is read on its own (checkInEach): a malformed one is answered as such and the rest go on.
    async (req) => ok(worded(req, await desk.checkInEach(req.tenantId, req.actor, req.body))),
  );

  app.get(
    '/api/edu/session/qr/:id',
    {
      config: manage,
      schema: {
        tags: ['checkin'],
        params: idParamSchema,
        response: { 200: envelopeSchema(sessionQrSchema) },
      },
    },
    async (req) => ok(await sessionQr(db(), req.tenantId, Number(req.params.id))),
  );

  app.get(
    '/api/edu/session/roster/:id',
    {
      config: manage,
      schema: {
        tags: ['checkin'],
        params: idParamSchema,
        querystring: rosterQuerySchema,
        response: { 200: envelopeSchema(rosterSchema) },
      },
    },
    async (req) => {
      const since = req.query.since === undefined ? undefined : Number(req.query.since);
      return ok(await roster(db(), req.tenantId, Number(req.params.id), since));
    },
  );

  app.get(
    '/api/edu/checkin/counts/:id',
    {
      config: { permission: [PERMISSIONS.checkinView, PERMISSIONS.checkinManage] },
      schema: {
        tags: ['checkin'],
        params: idParamSchema,
        response: { 200: envelopeSchema(checkinCountsSchema) },
      },
    },
    async (req) => ok(await checkinCounts(db(), req.tenantId, Number(req.params.id))),
  );
  // Server-sent events (`event: counts`, the same counts), not a JSON answer: left out of the OpenAPI document,
  // whose readers (the fuzz test, the route-cost bench) expect every answer to end.
  app.get(
    '/api/edu/checkin/counts/:id/stream',
    {
      config: { permission: [PERMISSIONS.checkinView, PERMISSIONS.checkinManage] },
      schema: { tags: ['checkin'], params: idParamSchema, hide: true },
    },
    async (req, reply) => liveCounts(actorOf(req), Number(req.params.id), reply),
  );

  app.get(
    '/api/edu/checkin/page',
    {
      config: view,
      schema: {
        tags: ['checkin'],
        querystring: checkinPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(checkinSchema)) },
      },
    },
    async (req) =>
      ok(
        await checkinList(
          db(),
          app.urls,
          req.tenantId,
          filterOf(req.query),
          req.query.current,
          req.query.size,
        ),
      ),
  );

  app.get(
    '/api/edu/session/list',
    {
      config: view,
      schema: { tags: ['checkin'], response: { 200: envelopeSchema(z.array(sessionSummarySchema)) } },
    },
    async (req) => ok(await sessionChoices(db(), req.tenantId)),
  );

  app.get(
    '/api/edu/checkin/export',
    {
      config: { permission: PERMISSIONS.checkinExport },
      schema: { tags: ['checkin'], querystring: checkinPageQuerySchema },
    },
    async (req, reply) =>
      sendWorkbook(
        reply,
        await checkinExport(db(), req.tenantId, filterOf(req.query), langOf(req)),
        'check-ins.xlsx',
      ),
  );

  app.put(
    '/api/edu/checkin/undo/:id',
    {
      // Its own button: the desk's staff check people in; undoing someone's check-in is the console's.
      config: { permission: PERMISSIONS.checkinUndo },
      schema: { tags: ['checkin'], params: idParamSchema, response: { 200: envelopeSchema(checkinSchema) } },
    },
    async (req) =>
      ok(
        await undo(db(), app.bus, actorOf(req), Number(req.params.id), {
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? '',
        }),
      ),
  );
}
