import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_OPENS_BEFORE_MS, QR_MAX_AGE_MS } from '../../src/contract/checkin';
import { signer } from '../../src/server/lib/signing';
import ExcelJS from 'exceljs';
import { eduCheckin, eduSession, sysFile, sysLog, sysUser } from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner, offlineCourse } from './edu-helpers';
import { checkInMany } from '../../src/server/modules/checkin/checkin.service';
import { checkinReplays, checkins } from '../../src/server/lib/metrics';
import { anyString, stringMatching } from './matchers';

type Answer = {
  outcome: string;
  reason: string | null;
  message: string;
  checkin: {
    id: string;
    name: string | null;
    signatureUrl: string | null;
    deviceId: string;
    conflict: boolean;
  } | null;
};
type Qr = {
  sessionId: string;
  payload: string;
  issuedAt: number;
  secret: string;
  enrolled: number;
  checkedIn: number;
};

let app: FastifyInstance;
let admin: Record<string, string>;
let seq = 0;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const qrAt = (sessionId: string, secret: string, issuedMs: number, tenant = 1) =>
  signer.sessionQr(secret, { tenantId: tenant, sessionId, issuedAtSec: Math.floor(issuedMs / 1000) });
const base = () => ({
  clientId: `c-${++seq}-${Date.now()}`,
  deviceId: 'phone-1',
  deviceTime: Date.now(),
  clockOffsetMs: 0,
});
const checkin = (headers: Record<string, string>, body: Record<string, unknown>) =>
  call<Answer>(app, 'POST', '/api/edu/checkin', headers, { ...base(), ...body });

/** A published classroom course whose session's check-in window is open now, with one approved learner. */
async function openSession(name: string, o: { signature?: boolean } = {}) {
  const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 10 });
  const l = await newLearner(app, name);
  const e = await call<{ id: string; ticket: string }>(app, 'POST', '/api/edu/enrolment', l.headers, {
    courseId,
    sessionId,
  });
  await app.database.db
    .update(eduSession)
    .set({
      checkinStartAt: new Date(Date.now() - 3600_000),
      checkinEndAt: new Date(Date.now() + 3600_000),
      signatureRequired: !!o.signature,
    })
    .where(eq(eduSession.id, Number(sessionId)));
  const qr = (await call<Qr>(app, 'GET', `/api/edu/session/qr/${sessionId}`, admin)).body.data;
  return { courseId, sessionId, learner: l, enrolment: e.body.data, qr };
}

describe('session QR check-in', () => {
  it('counts each answer by outcome for operators, and a client id sent again as a replay', async () => {
    const s = await openSession('qr_counted');
    const body = { ...base(), method: 'session_qr', qr: s.qr.payload };
    const count = async () => ({
      accepted: (await checkins.get()).values.find((v) => v.labels.outcome === 'accepted')?.value ?? 0,
      replays: (await checkinReplays.get()).values[0]?.value ?? 0,
    });
    const before = await count();
    await call<Answer>(app, 'POST', '/api/edu/checkin', s.learner.headers, body);
    expect(await count()).toEqual({ accepted: before.accepted + 1, replays: before.replays });
    // The same check-in again (a queue replayed after a lost answer): answered from the stored row.
    const again = await call<Answer>(app, 'POST', '/api/edu/checkin', s.learner.headers, body);
    expect(again.body.data.outcome).toBe('accepted');
    expect(await count()).toEqual({ accepted: before.accepted + 2, replays: before.replays + 1 });
  });

  it('checks in a signed-in learner once, whatever the number of replays of the same client id', async () => {
    const s = await openSession('qr_once');
    const body = { ...base(), method: 'session_qr', qr: s.qr.payload };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call<Answer>(app, 'POST', '/api/edu/checkin', s.learner.headers, body)),
    );
    for (const a of answers)
      expect(a.body.data).toMatchObject({
        outcome: 'accepted',
        reason: null,
        message: '签到成功',
        checkin: { name: 'qr_once' },
      });
    expect(new Set(answers.map((a) => a.body.data.checkin?.id)).size).toBe(1);
    const rows = await app.database.db
      .select()
      .from(eduCheckin)
      .where(eq(eduCheckin.clientId, body.clientId));
    expect(rows).toHaveLength(1);
    const qr = (await call<Qr>(app, 'GET', `/api/edu/session/qr/${s.sessionId}`, admin)).body.data;
    expect(qr).toMatchObject({ enrolled: 1, checkedIn: 1 });
  });

  it("keeps a second device's check-in of the same person as a duplicate conflict, also when they race", async () => {
    const s = await openSession('qr_twice');
    const [a, b] = await Promise.all([
      checkin(s.learner.headers, { method: 'session_qr', qr: s.qr.payload, deviceId: 'A' }),
      checkin(s.learner.headers, { method: 'session_qr', qr: s.qr.payload, deviceId: 'B' }),
    ]);
    expect([a.body.data.outcome, b.body.data.outcome].sort()).toEqual(['accepted', 'duplicate']);
    const dup = [a, b].find((x) => x.body.data.outcome === 'duplicate');
    expect(dup?.body.data).toMatchObject({ reason: 'already_checked_in', message: '已签到，请勿重复签到' });
    expect(dup?.body.data.checkin).toMatchObject({ conflict: true });
    const page = async (filter: string) =>
      (
        await call<{ records: { deviceId: string; conflict: boolean }[] }>(
          app,
          'GET',
          `/api/edu/checkin/page?sessionId=${s.sessionId}&${filter}`,
          admin,
        )
      ).body.data.records;
    expect(await page('conflict=true')).toEqual([
      expect.objectContaining({ deviceId: dup?.body.data.checkin?.deviceId }),
    ]);

    // The phone that checked the person in scans again: already checked in, but no conflict to resolve.
    const winner = [a, b].find((x) => x.body.data.outcome === 'accepted')?.body.data.checkin?.deviceId;
    const repeat = await checkin(s.learner.headers, {
      method: 'session_qr',
      qr: s.qr.payload,
      deviceId: winner,
    });
    expect(repeat.body.data).toMatchObject({
      outcome: 'duplicate',
      reason: 'already_checked_in',
      checkin: { conflict: false },
    });
    expect(await page('conflict=true')).toHaveLength(1);
    expect(await page('outcome=duplicate')).toHaveLength(2);
    expect(await page('conflict=false&outcome=duplicate')).toEqual([
      expect.objectContaining({ deviceId: winner, conflict: false }),
    ]);
    expect((await call(app, 'GET', `/api/edu/checkin/page?conflict=yes`, admin)).status).toBe(400);
  });

  it("shows an attendee the session's course, time and venue, wherever its course is visible", async () => {
    const s = await openSession('session_info');
    const anon = { 'tenant-id': '1', 'accept-language': 'en' };
    const info = await call(app, 'GET', `/api/edu/session/info/${s.sessionId}`, anon);
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({
      id: s.sessionId,
      courseId: s.courseId,
      courseTitle: 'Race course',
      title: 'S1',
      startAt: stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      endAt: stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      venue: 'Room 1',
      address: '',
      checkinStartAt: anyString(),
      checkinEndAt: anyString(),
      signatureRequired: false,
    });
    // Another tenant's reader, an unknown or malformed id: not found, or a bad request.
    const other = await call(app, 'GET', `/api/edu/session/info/${s.sessionId}`, { 'tenant-id': '2' });
    expect(other.status).toBe(404);
    expect((await call(app, 'GET', '/api/edu/session/info/987654321', anon)).body).toMatchObject({
      code: 1,
      msg: 'The session does not exist',
    });
    expect((await call(app, 'GET', '/api/edu/session/info/x1', anon)).status).toBe(400);
    // A draft course's session is for staff who edit courses only.
    await call(app, 'PUT', '/api/edu/course/status', admin, { id: s.courseId, status: 'draft' });
    expect((await call(app, 'GET', `/api/edu/session/info/${s.sessionId}`, anon)).status).toBe(404);
    expect((await call(app, 'GET', `/api/edu/session/info/${s.sessionId}`, s.learner.headers)).status).toBe(
      404,
    );
    expect((await call(app, 'GET', `/api/edu/session/info/${s.sessionId}`, admin)).status).toBe(200);
    await call(app, 'PUT', '/api/edu/course/status', admin, { id: s.courseId, status: 'closed' });
    expect((await call(app, 'GET', `/api/edu/session/info/${s.sessionId}`, anon)).status).toBe(200);
  });

  it("refuses forged codes, codes of another tenant or session, and answers in the caller's language", async () => {
    const s = await openSession('qr_forged');
    const forged = `${s.qr.payload.slice(0, -3)}AAA`;
    expect((await checkin(s.learner.headers, { method: 'session_qr', qr: forged })).body.data).toMatchObject({
      outcome: 'rejected',
      reason: 'qr_invalid',
      message: '无效的签到码',
    });
    expect(
      (
        await checkin(
          { ...s.learner.headers, 'accept-language': 'en' },
          { method: 'session_qr', qr: 'hello' },
        )
      ).body.data.message,
    ).toBe('This check-in code is not valid');
    const other = qrAt(s.sessionId, s.qr.secret, Date.now(), 2);
    expect((await checkin(s.learner.headers, { method: 'session_qr', qr: other })).body.data.reason).toBe(
      'qr_other_tenant',
    );
    expect(
      (await checkin(s.learner.headers, { method: 'session_qr', qr: s.qr.payload, sessionId: '999999' })).body
        .data.reason,
    ).toBe('qr_other_session');
    // The QR is also a URL a phone camera opens.
    const url = `https://venue.example/#/sign/home?qr=${encodeURIComponent(s.qr.payload)}`;
    expect((await checkin(s.learner.headers, { method: 'session_qr', qr: url })).body.data.outcome).toBe(
      'accepted',
    );
  });

  it('judges the window on the issue time, at its edges, whenever the queued scan arrives', async () => {
    const s = await openSession('qr_window');
    const [row] = await app.database.db
      .select()
      .from(eduSession)
      .where(eq(eduSession.id, Number(s.sessionId)));
    const start = Math.ceil((row?.checkinStartAt.getTime() ?? 0) / 1000) * 1000;
    const end = Math.floor((row?.checkinEndAt.getTime() ?? 0) / 1000) * 1000;
    const at = (ms: number) => ({
      method: 'session_qr',
      qr: qrAt(s.sessionId, s.qr.secret, ms),
      deviceTime: ms + 1000,
    });
    expect((await checkin(s.learner.headers, at(start - 1000))).body.data.reason).toBe('outside_window');
    expect((await checkin(s.learner.headers, at(end + 1000))).body.data.reason).toBe('outside_window');
    // Scanned (offline) right at the opening and delivered now: accepted.
    expect((await checkin(s.learner.headers, at(start))).body.data.outcome).toBe('accepted');
  });

  it('refuses a photo of an old code: the scan must follow the issue within the allowed age', async () => {
    const s = await openSession('qr_age');
    const issued = Date.now() - 10 * 60_000;
    const qr = qrAt(s.sessionId, s.qr.secret, issued);
    const issuedSec = Math.floor(issued / 1000) * 1000;
    expect(
      (
        await checkin(s.learner.headers, {
          method: 'session_qr',
          qr,
          deviceTime: issuedSec + QR_MAX_AGE_MS + 1,
        })
      ).body.data.reason,
    ).toBe('qr_expired');
    // A device clock 5 minutes slow, corrected by its measured offset, is fine.
    expect(
      (
        await checkin(s.learner.headers, {
          method: 'session_qr',
          qr,
          deviceTime: issuedSec + QR_MAX_AGE_MS - 300_000,
          clockOffsetMs: 300_000,
        })
      ).body.data.outcome,
    ).toBe('accepted');
  });

  it('lets a visitor without login identify by name and mobile from the sign-up list', async () => {
    const s = await openSession('qr_visitor');
    const [user] = await app.database.db.select().from(sysUser).where(eq(sysUser.userId, s.learner.userId));
    const anon = { 'tenant-id': '1' };
    expect((await checkin(anon, { method: 'session_qr', qr: s.qr.payload })).body.data.reason).toBe(
      'identity_required',
    );
    expect(
      (
        await checkin(anon, {
          method: 'session_qr',
          qr: s.qr.payload,
          name: 'qr_visitor',
          mobile: '13000000000',
        })
      ).body.data.reason,
    ).toBe('not_enrolled');
    expect(
      (
        await checkin(anon, {
          method: 'session_qr',
          qr: s.qr.payload,
          name: 'qr_visitor',
          mobile: user?.phone,
        })
      ).body.data.outcome,
    ).toBe('accepted');
  });

  it('refuses people who are not signed up, not approved, or cancelled', async () => {
    const s = await openSession('qr_states');
    const stranger = await newLearner(app, 'qr_stranger');
    expect(
      (await checkin(stranger.headers, { method: 'session_qr', qr: s.qr.payload })).body.data.reason,
    ).toBe('not_enrolled');
    await call(app, 'PUT', `/api/edu/enrolment/cancel/${s.enrolment.id}`, s.learner.headers);
    expect(
      (await checkin(s.learner.headers, { method: 'session_qr', qr: s.qr.payload })).body.data,
    ).toMatchObject({ reason: 'enrolment_cancelled', message: '报名已取消或被驳回' });
  });

  it('asks for a signature where the session requires one, and stores it as a file', async () => {
    const s = await openSession('qr_sign', { signature: true });
    expect(
      (await checkin(s.learner.headers, { method: 'session_qr', qr: s.qr.payload })).body.data,
    ).toMatchObject({ reason: 'signature_required', message: '请先签名' });
    expect(
      (
        await checkin(s.learner.headers, {
          method: 'session_qr',
          qr: s.qr.payload,
          signature: 'data:image/png;base64,AAAA',
        })
      ).body.data.reason,
    ).toBe('signature_invalid');
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString(
      'base64',
    );
    const ok = await checkin(s.learner.headers, {
      method: 'session_qr',
      qr: s.qr.payload,
      signature: `data:image/png;base64,${png}`,
    });
    expect(ok.body.data.outcome).toBe('accepted');
    const [row] = await app.database.db
      .select()
      .from(eduCheckin)
      .where(eq(eduCheckin.id, Number(ok.body.data.checkin?.id)));
    expect(row?.signatureFileId).not.toBeNull();
  });
});

describe('staff check-in', () => {
  it('checks in a signed ticket, refuses a forged one, and lists the roster with the state', async () => {
    const s = await openSession('tk_staff');
    // Forged: the last character of the signature changed (to something else than it was: it may be an x).
    const forged = `${s.enrolment.ticket.slice(0, -1)}${s.enrolment.ticket.endsWith('x') ? 'y' : 'x'}`;
    expect((await checkin(admin, { method: 'ticket', ticket: forged })).body.data.reason).toBe(
      'ticket_invalid',
    );
    expect(
      (await checkin(admin, { method: 'ticket', ticket: s.enrolment.ticket, sessionId: s.sessionId })).body
        .data.outcome,
    ).toBe('accepted');
    expect((await checkin(admin, { method: 'ticket', ticket: s.enrolment.ticket })).body.data.reason).toBe(
      'already_checked_in',
    );
    const roster = await call<{
      entries: { name: string; checkedInAt: string | null; method: string | null }[];
      secret: string;
    }>(app, 'GET', `/api/edu/session/roster/${s.sessionId}`, admin);
    expect(roster.body.data.entries).toEqual([
      expect.objectContaining({ name: 'tk_staff', method: 'ticket' }),
    ]);
    expect(roster.body.data.entries[0]?.checkedInAt).toMatch(/^\d{4}-/);
  });

  it('judges tickets and list taps on when they were made, by the window rule the staff device applies', async () => {
    const s = await openSession('tk_window');
    const [row] = await app.database.db
      .select()
      .from(eduSession)
      .where(eq(eduSession.id, Number(s.sessionId)));
    const start = row?.checkinStartAt.getTime() ?? 0;
    const end = row?.checkinEndAt.getTime() ?? 0;
    // The roster carries the window, as the device needs it offline.
    const roster = await call<{ window: { startMs: number; endMs: number } }>(
      app,
      'GET',
      `/api/edu/session/roster/${s.sessionId}`,
      admin,
    );
    expect(roster.body.data.window).toEqual({ startMs: start, endMs: end });
    const ticketAt = (deviceTime: number, clockOffsetMs = 0) =>
      checkin(admin, { method: 'ticket', ticket: s.enrolment.ticket, deviceTime, clockOffsetMs });
    // Made (device time + measured offset) just outside: refused, whenever the queued scan arrives.
    expect((await ticketAt(start - 1)).body.data.reason).toBe('outside_window');
    expect((await ticketAt(end + 1)).body.data.reason).toBe('outside_window');
    expect((await ticketAt(end - 60_000, 60_001)).body.data.reason).toBe('outside_window');
    const list = (deviceTime: number) =>
      checkin(admin, { method: 'list', sessionId: s.sessionId, enrolmentId: s.enrolment.id, deviceTime });
    expect((await list(start - 1)).body.data.reason).toBe('outside_window');
    // The edges themselves are inside.
    expect((await ticketAt(end)).body.data.outcome).toBe('accepted');
    expect((await list(start)).body.data.reason).toBe('already_checked_in');
  });

  it('opens the window an hour before the session by default, the constant the console form shows', async () => {
    const { sessionId } = await offlineCourse(app, admin, { capacity: 3 });
    const [row] = await app.database.db
      .select()
      .from(eduSession)
      .where(eq(eduSession.id, Number(sessionId)));
    expect(row && row.startAt.getTime() - row.checkinStartAt.getTime()).toBe(CHECKIN_OPENS_BEFORE_MS);
    expect(row?.checkinEndAt.getTime()).toBe(row?.endAt.getTime());
  });

  it('checks in from the list by sign-up, and replays a batch in order exactly once', async () => {
    const s = await openSession('list_batch');
    const items = [
      { ...base(), method: 'list', sessionId: s.sessionId, enrolmentId: s.enrolment.id },
      { ...base(), method: 'list', sessionId: s.sessionId, enrolmentId: s.enrolment.id },
      { ...base(), method: 'list', sessionId: '999999', enrolmentId: s.enrolment.id },
    ];
    const first = await call<Answer[]>(app, 'POST', '/api/edu/checkin/batch', admin, items);
    expect(first.body.data.map((a) => a.reason)).toEqual([null, 'already_checked_in', 'session_not_found']);
    const again = await call<Answer[]>(app, 'POST', '/api/edu/checkin/batch', admin, items);
    expect(again.body.data).toEqual(first.body.data);
    const all = await call<{ total: string }>(
      app,
      'GET',
      `/api/edu/checkin/page?sessionId=${s.sessionId}`,
      admin,
    );
    expect(all.body.data.total).toBe('2');
  });

  it('keeps ticket, list and staff views to staff, and every view inside its tenant', async () => {
    const s = await openSession('perm_checkin');
    expect((await checkin(s.learner.headers, { method: 'ticket', ticket: s.enrolment.ticket })).status).toBe(
      403,
    );
    expect(
      (
        await checkin(
          { 'tenant-id': '1' },
          { method: 'list', sessionId: s.sessionId, enrolmentId: s.enrolment.id },
        )
      ).status,
    ).toBe(424);
    for (const url of [
      '/api/edu/session/list',
      `/api/edu/session/qr/${s.sessionId}`,
      `/api/edu/session/roster/${s.sessionId}`,
      `/api/edu/checkin/page?sessionId=${s.sessionId}`,
    ]) {
      expect((await call(app, 'GET', url, s.learner.headers)).status, url).toBe(403);
    }
    const admin2 = await adminHeaders(app, 'admin2', '2');
    const list2 = await call<{ id: string }[]>(app, 'GET', '/api/edu/session/list', admin2);
    expect(list2.body.data.map((x) => x.id)).not.toContain(s.sessionId);
    expect(
      (await call<{ id: string }[]>(app, 'GET', '/api/edu/session/list', admin)).body.data.map((x) => x.id),
    ).toContain(s.sessionId);
    expect((await call(app, 'GET', `/api/edu/session/qr/${s.sessionId}`, admin2)).status).toBe(404);
    expect((await call(app, 'GET', `/api/edu/session/roster/${s.sessionId}`, admin2)).status).toBe(404);
    const page2 = await call<{ total: string }>(
      app,
      'GET',
      `/api/edu/checkin/page?sessionId=${s.sessionId}`,
      admin2,
    );
    expect(page2.body.data.total).toBe('0');
    expect(
      (await checkin(admin2, { method: 'list', sessionId: s.sessionId, enrolmentId: s.enrolment.id })).body
        .data.reason,
    ).toBe('session_not_found');
  });
});

describe('roster deltas', () => {
  type Roster = {
    entries: { enrolmentId: string; name: string; checkedInAt: string | null }[];
    removed: string[];
    delta: boolean;
    cursor: string;
  };
  const roster = (sessionId: string, since?: number) =>
    call<Roster>(app, 'GET', `/api/edu/session/roster/${sessionId}${since ? `?since=${since}` : ''}`, admin);

  it('answers only what changed since a time: new check-ins, undos, sign-ups that left and that arrived', async () => {
    const s = await openSession('delta_a');
    const b = await newLearner(app, 'delta_b');
    const eb = await call<{ id: string }>(app, 'POST', '/api/edu/enrolment', b.headers, {
      courseId: s.courseId,
      sessionId: s.sessionId,
    });
    const full = await roster(s.sessionId);
    expect(full.body.data).toMatchObject({ delta: false, removed: [] });
    expect(full.body.data.entries.map((e) => e.name).sort()).toEqual(['delta_a', 'delta_b']);
    // The cursor looks back a little, so nothing committed during the query is missed.
    expect(Number(full.body.data.cursor)).toBeLessThanOrEqual(Date.now() - 10_000);

    await new Promise((r) => setTimeout(r, 20));
    const since = Date.now();
    await new Promise((r) => setTimeout(r, 20));
    expect((await roster(s.sessionId, since)).body.data).toMatchObject({
      delta: true,
      entries: [],
      removed: [],
    });

    const done = await checkin(admin, {
      method: 'manual',
      sessionId: s.sessionId,
      enrolmentId: s.enrolment.id,
    });
    expect((await call(app, 'PUT', `/api/edu/enrolment/cancel/${eb.body.data.id}`, b.headers)).status).toBe(
      200,
    );
    const c = await newLearner(app, 'delta_c');
    await call(app, 'POST', '/api/edu/enrolment', c.headers, {
      courseId: s.courseId,
      sessionId: s.sessionId,
    });
    const d1 = (await roster(s.sessionId, since)).body.data;
    expect(d1.delta).toBe(true);
    expect(d1.removed).toEqual([eb.body.data.id]);
    expect(d1.entries.map((e) => e.name).sort()).toEqual(['delta_a', 'delta_c']);
    expect(d1.entries.find((e) => e.name === 'delta_a')?.checkedInAt).toMatch(/^\d{4}-/);

    await new Promise((r) => setTimeout(r, 20));
    const later = Date.now();
    await new Promise((r) => setTimeout(r, 20));
    await call(app, 'PUT', `/api/edu/checkin/undo/${done.body.data.checkin?.id}`, admin);
    const d2 = (await roster(s.sessionId, later)).body.data;
    expect(d2.entries).toEqual([expect.objectContaining({ name: 'delta_a', checkedInAt: null })]);
    expect(d2.removed).toEqual([]);
  });

  it('refuses ids that cannot exist (past 2^53 − 1) as bad requests, never as a server error', async () => {
    const big = '9999999999999999999';
    const listed = await checkin(admin, { method: 'list', sessionId: big, enrolmentId: '1' });
    expect(listed.status).toBe(400);
    expect(listed.body).toMatchObject({ code: 1, data: { field: 'sessionId' } });
    // In a batch the item is answered as malformed, and stored nowhere.
    const batch = await call<Answer[]>(app, 'POST', '/api/edu/checkin/batch', admin, [
      { ...base(), method: 'manual', sessionId: '1', enrolmentId: '9007199254740992' },
    ]);
    expect(batch.body.data).toEqual([
      expect.objectContaining({ outcome: 'rejected', reason: 'invalid_request' }),
    ]);
    expect((await call(app, 'GET', `/api/edu/session/roster/${big}`, admin)).status).toBe(400);
  });

  it('refuses a cursor that is not a time', async () => {
    const s = await openSession('delta_bad');
    const res = await call(app, 'GET', `/api/edu/session/roster/${s.sessionId}?since=yesterday`, admin);
    expect(res.status).toBe(400);
  });
});

describe('console', () => {
  it('undoes a check-in with an audit line, after which the person can check in again', async () => {
    const s = await openSession('undo_me');
    const first = await checkin(admin, {
      method: 'manual',
      sessionId: s.sessionId,
      enrolmentId: s.enrolment.id,
    });
    expect(first.body.data.outcome).toBe('accepted');
    const undo = await call<{ reason: string }>(
      app,
      'PUT',
      `/api/edu/checkin/undo/${first.body.data.checkin?.id}`,
      admin,
    );
    expect(undo.body.data).toMatchObject({ outcome: 'accepted', undone: true, reason: null });
    const logs = await app.database.db
      .select()
      .from(sysLog)
      .where(eq(sysLog.title, `undo check-in ${first.body.data.checkin?.id}`));
    expect(logs).toHaveLength(1);
    expect(logs[0]?.createBy).toBe('admin');
    expect(
      (await call(app, 'PUT', `/api/edu/checkin/undo/${first.body.data.checkin?.id}`, admin)).status,
    ).toBe(404);
    expect(
      (await call(app, 'PUT', `/api/edu/checkin/undo/${first.body.data.checkin?.id}`, s.learner.headers))
        .status,
    ).toBe(403);
    expect(
      (await checkin(admin, { method: 'manual', sessionId: s.sessionId, enrolmentId: s.enrolment.id })).body
        .data.outcome,
    ).toBe('accepted');
    const qr = (await call<Qr>(app, 'GET', `/api/edu/session/qr/${s.sessionId}`, admin)).body.data;
    expect(qr.checkedIn).toBe(1);
  });

  it('shows signatures to check-in staff only, and exports the check-ins to Excel', async () => {
    const s = await openSession('sig_export', { signature: true });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString(
      'base64',
    );
    await checkin(s.learner.headers, {
      method: 'session_qr',
      qr: s.qr.payload,
      signature: `data:image/png;base64,${png}`,
    });
    const page = await call<{ records: { signatureUrl: string | null }[] }>(
      app,
      'GET',
      `/api/edu/checkin/page?sessionId=${s.sessionId}&outcome=accepted`,
      admin,
    );
    // The console shows it with a plain <img>: the link is signed for staff, short-lived, and opens it alone.
    const url = page.body.data.records[0]?.signatureUrl ?? '';
    expect(url).toMatch(
      /^\/api\/admin\/sys-file\/oss\/file\?fileName=\w+\.png&TENANT-ID=1&expires=\d+&signature=/,
    );
    const img = await app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const unsigned = url.replace(/&expires=.*$/, '');
    expect((await app.inject({ method: 'GET', url: unsigned, headers: admin })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: unsigned, headers: s.learner.headers })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(404);
    const res = await app.inject({
      method: 'GET',
      url: `/api/edu/checkin/export?sessionId=${s.sessionId}`,
      headers: admin,
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.getRow(2).getCell(2).value).toBe('sig_export');
    expect(wb.worksheets[0]?.getRow(2).getCell(4).value).toBe('扫场次码');
  });
});

describe('a burst at the door (check-ins committed together)', () => {
  type Listed = { records: Record<string, unknown>[]; total: string };

  /** One session, open for check-in, with `n` approved learners. */
  async function crowd(prefix: string, n: number) {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: n + 5 });
    const people = [];
    for (let i = 0; i < n; i++) {
      const l = await newLearner(app, `${prefix}_${i}`);
      const e = await call<{ id: string; ticket: string }>(app, 'POST', '/api/edu/enrolment', l.headers, {
        courseId,
        sessionId,
      });
      people.push({ ...l, enrolment: e.body.data, name: `${prefix}_${i}` });
    }
    await app.database.db
      .update(eduSession)
      .set({ checkinStartAt: new Date(Date.now() - 3600_000), checkinEndAt: new Date(Date.now() + 3600_000) })
      .where(eq(eduSession.id, Number(sessionId)));
    const qr = (await call<Qr>(app, 'GET', `/api/edu/session/qr/${sessionId}`, admin)).body.data;
    return { sessionId, people, qr };
  }

  it('answers many people at once, each exactly once, with the same answer a lone check-in gets', async () => {
    const s = await crowd('burst', 12);
    const bodies = s.people.map(() => ({ ...base(), method: 'session_qr', qr: s.qr.payload }));
    const sends = s.people.map((p, i) => checkin(p.headers, bodies[i]!));
    // In the same burst: three replays of earlier scans, and the last person again from a second phone once
    // the first phone's answer is back (two phones at once: which comes first is not decided, e.g. behind the
    // rate limit's shared counter on PostgreSQL).
    sends.push(...[0, 1, 2].map((i) => checkin(s.people[i]!.headers, bodies[i]!)));
    sends.push(
      sends[11]!.then(() =>
        checkin(s.people[11]!.headers, { method: 'session_qr', qr: s.qr.payload, deviceId: 'phone-2' }),
      ),
    );
    const answers = (await Promise.all(sends)).map((r) => r.body.data);

    expect(answers.slice(0, 12).map((a) => a.outcome)).toEqual(Array(12).fill('accepted'));
    expect(answers.slice(0, 12).map((a) => a.checkin?.name)).toEqual(s.people.map((p) => p.name));
    for (const i of [0, 1, 2]) expect(answers[12 + i]).toEqual(answers[i]);
    expect(answers[15]).toMatchObject({
      outcome: 'duplicate',
      reason: 'already_checked_in',
      message: '已签到，请勿重复签到',
      checkin: { conflict: true },
    });

    const listed = (
      await call<Listed>(app, 'GET', `/api/edu/checkin/page?sessionId=${s.sessionId}&size=50`, admin)
    ).body.data;
    expect(listed.total).toBe('13');
    // Every field the device is told matches what staff see afterwards (times in the display zone, ids as strings).
    for (const a of answers.slice(0, 12)) expect(listed.records).toContainEqual(a.checkin);
    expect((await call<Qr>(app, 'GET', `/api/edu/session/qr/${s.sessionId}`, admin)).body.data).toMatchObject(
      { enrolled: 12, checkedIn: 12 },
    );
  });

  it('stores the signatures of one batch each as a file of its own, and one for a scan sent twice', async () => {
    const s = await crowd('sign_batch', 4);
    await call(app, 'PUT', '/api/edu/session', admin, { id: s.sessionId, signatureRequired: true });
    const png = (n: number) =>
      `data:image/png;base64,` +
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from([n])]).toString('base64');
    const items = s.people.map((p, i) => ({
      ...base(),
      method: 'list',
      sessionId: s.sessionId,
      enrolmentId: p.enrolment.id,
      // The third one's "signature" is no PNG.
      signature: i === 2 ? 'data:image/png;base64,AAAA' : png(i),
    }));
    items.push({ ...items[0]! }); // the first scan sent twice in the same request
    const answers = (await call<Answer[]>(app, 'POST', '/api/edu/checkin/batch', admin, items)).body.data;
    expect(answers.map((x) => [x.outcome, x.reason])).toEqual([
      ['accepted', null],
      ['accepted', null],
      ['rejected', 'signature_invalid'],
      ['accepted', null],
      ['accepted', null],
    ]);
    const rows = await app.database.db
      .select()
      .from(eduCheckin)
      .where(eq(eduCheckin.sessionId, Number(s.sessionId)));
    const files = rows.map((r) => r.signatureFileId).filter((id) => id !== null);
    expect(files).toHaveLength(3);
    expect(new Set(files).size).toBe(3);
    const stored = await app.database.db.select().from(sysFile).where(inArray(sysFile.id, files));
    // Each file holds its own signature's bytes.
    for (const [i, person] of [0, 1, 3].entries()) {
      const row = rows.find((r) => r.enrolmentId === Number(s.people[person]?.enrolment.id));
      const file = stored.find((f) => f.id === row?.signatureFileId);
      expect(file?.fileSize, String(i)).toBe(9);
      const bytes = Buffer.concat(
        await (await app.files.read(`${file?.tenantId}/signature/${file?.fileName}`)).toArray(),
      ) as Buffer;
      expect(bytes.at(-1)).toBe(person);
    }
  });

  it("keeps one device's queue in order across kinds of identity and check-ins that carry a signature", async () => {
    const s = await crowd('queue', 3);
    const [a, b, c] = s.people as [
      (typeof s.people)[number],
      (typeof s.people)[number],
      (typeof s.people)[number],
    ];
    const [userC] = await app.database.db.select().from(sysUser).where(eq(sysUser.userId, c.userId));
    await app.database.db
      .update(eduSession)
      .set({ signatureRequired: true })
      .where(eq(eduSession.id, Number(s.sessionId)));
    // Forgets the cached session.
    await call(app, 'PUT', '/api/edu/session', admin, { id: s.sessionId, signatureRequired: true });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString(
      'base64',
    );
    const items = [
      { ...base(), method: 'ticket', ticket: a.enrolment.ticket }, // a ticket needs no signature: accepted
      {
        ...base(),
        method: 'list',
        sessionId: s.sessionId,
        enrolmentId: a.enrolment.id,
        signature: `data:image/png;base64,${png}`,
      }, // stored on its own, after the ticket: a duplicate
      // A visitor by name and mobile.
      { ...base(), method: 'manual', sessionId: s.sessionId, name: c.name, mobile: userC?.phone },
      // No signature where one is required.
      { ...base(), method: 'list', sessionId: s.sessionId, enrolmentId: b.enrolment.id },
      // The same person twice in one run.
      { ...base(), method: 'manual', sessionId: s.sessionId, enrolmentId: b.enrolment.id },
      { ...base(), method: 'manual', sessionId: s.sessionId, enrolmentId: b.enrolment.id },
    ];
    items.push({ ...items[2]! }); // the same scan twice in one request
    const answers = (await call<Answer[]>(app, 'POST', '/api/edu/checkin/batch', admin, items)).body.data;
    expect(answers.map((x) => [x.outcome, x.reason])).toEqual([
      ['accepted', null],
      ['duplicate', 'already_checked_in'],
      ['accepted', null],
      ['rejected', 'signature_required'],
      ['accepted', null],
      ['duplicate', 'already_checked_in'],
      ['accepted', null],
    ]);
    expect(answers[6]).toEqual(answers[2]);
    // One device checking the same person twice is no conflict between devices.
    expect(answers.filter((x) => x.outcome === 'duplicate').map((x) => x.checkin?.conflict)).toEqual([
      false,
      false,
    ]);
    expect(answers.map((x) => x.checkin?.name)).toEqual([
      a.name,
      a.name,
      c.name,
      b.name,
      b.name,
      b.name,
      c.name,
    ]);
    // The duplicate still keeps its signature: staff see both devices' in the conflict.
    const [dupRow] = await app.database.db
      .select()
      .from(eduCheckin)
      .where(eq(eduCheckin.clientId, items[1]?.clientId ?? ''));
    expect(dupRow?.signatureFileId).not.toBeNull();
    const again = (await call<Answer[]>(app, 'POST', '/api/edu/checkin/batch', admin, items)).body.data;
    expect(again).toEqual(answers);
    expect(
      (await call<Listed>(app, 'GET', `/api/edu/checkin/page?sessionId=${s.sessionId}`, admin)).body.data
        .total,
    ).toBe('6');
  });

  it('settles runs that race each other in the database: one accepted per person, one row per client id', async () => {
    const s = await crowd('race', 1);
    const p = s.people[0]!;
    const item = (clientId: string, deviceId: string) => ({
      tenantId: 1,
      actor: { userId: p.userId, username: p.name },
      req: {
        ...base(),
        passage: 'entry' as const,
        clientId,
        deviceId,
        method: 'session_qr' as const,
        qr: s.qr.payload,
      },
    });
    // Two runs, each deciding before the other has written: the second insert meets the first.
    const [[first], [second]] = await Promise.all([
      checkInMany(app.database.db, app.files, [item('race-1', 'A')]),
      checkInMany(app.database.db, app.files, [item('race-2', 'B')]),
    ]);
    expect([first?.outcome, second?.outcome].sort()).toEqual(['accepted', 'duplicate']);
    const [[x], [y]] = await Promise.all([
      checkInMany(app.database.db, app.files, [item('race-3', 'C')]),
      checkInMany(app.database.db, app.files, [item('race-3', 'C')]),
    ]);
    expect(x).toEqual(y);
    const rows = await app.database.db
      .select()
      .from(eduCheckin)
      .where(eq(eduCheckin.sessionId, Number(s.sessionId)));
    expect(rows.map((r) => [r.clientId, r.outcome]).sort()).toEqual([
      ['race-1', anyString()],
      ['race-2', anyString()],
      ['race-3', 'duplicate'],
    ]);
    expect(rows.filter((r) => r.outcome === 'accepted')).toHaveLength(1);
    // Every loser came from another device than the winner: each is a conflict.
    expect(rows.filter((r) => r.outcome === 'duplicate').every((r) => r.conflict)).toBe(true);

    // The same phone twice in racing runs (a double tap sent twice): the loser is a plain duplicate.
    const t = await crowd('race_same_device', 1);
    const same = (clientId: string) => ({
      tenantId: 1,
      actor: { userId: t.people[0]!.userId, username: t.people[0]!.name },
      req: {
        ...base(),
        passage: 'entry' as const,
        clientId,
        deviceId: 'D',
        method: 'session_qr' as const,
        qr: t.qr.payload,
      },
    });
    const [[one], [two]] = await Promise.all([
      checkInMany(app.database.db, app.files, [same('same-1')]),
      checkInMany(app.database.db, app.files, [same('same-2')]),
    ]);
    expect([one?.outcome, two?.outcome].sort()).toEqual(['accepted', 'duplicate']);
    expect([one, two].find((x) => x?.outcome === 'duplicate')?.checkin?.conflict).toBe(false);
  });

  it('answers each item of a batch on its own: a malformed one is refused as such, the rest are saved', async () => {
    const s = await crowd('poison', 2);
    const [a, b] = s.people as [(typeof s.people)[number], (typeof s.people)[number]];
    const good = (clientId: string, who: typeof a) => ({
      ...base(),
      clientId,
      method: 'list',
      sessionId: s.sessionId,
      enrolmentId: who.enrolment.id,
    });
    const batch = [
      good('poison-a', a),
      {
        ...base(),
        clientId: 'poison-nul',
        method: 'manual',
        sessionId: s.sessionId,
        name: 'x\u0000y',
        mobile: '1',
      },
      {
        ...base(),
        clientId: 'poison-time',
        method: 'list',
        sessionId: s.sessionId,
        enrolmentId: b.enrolment.id,
        deviceTime: 1e16,
      },
      { clientId: 'poison-missing' },
      good('poison-b', b),
    ];
    const res = await call<(Answer | null)[]>(app, 'POST', '/api/edu/checkin/batch', admin, batch);
    expect(res.status).toBe(200);
    expect(res.body.data.map((x) => x && [x.outcome, x.reason])).toEqual([
      ['accepted', null],
      ['rejected', 'invalid_request'],
      ['rejected', 'invalid_request'],
      ['rejected', 'invalid_request'],
      ['accepted', null],
    ]);
    // The malformed ones were not stored: nothing to replay, nothing to undo.
    const rows = await app.database.db
      .select()
      .from(eduCheckin)
      .where(eq(eduCheckin.sessionId, Number(s.sessionId)));
    expect(rows.map((r) => r.clientId).sort()).toEqual(['poison-a', 'poison-b']);
  });

  it('saves the rest of a run when the database refuses one row, leaving that one unanswered for a retry', async () => {
    const s = await crowd('refused', 3);
    const [a, b, c] = s.people as [
      (typeof s.people)[number],
      (typeof s.people)[number],
      (typeof s.people)[number],
    ];
    const staff = { userId: 1, username: 'admin' };
    const item = (clientId: string, who: typeof a, deviceTime = Date.now()) => ({
      tenantId: 1,
      actor: staff,
      req: {
        ...base(),
        passage: 'entry' as const,
        clientId,
        deviceTime,
        method: 'manual' as const,
        sessionId: s.sessionId,
        enrolmentId: String(who.enrolment.id),
      },
    });
    // A time no timestamp column holds: this row fails in the database, past every check before it.
    const answers = await checkInMany(app.database.db, app.files, [
      item('refused-a', a),
      item('refused-bad', b, 1e16),
      item('refused-c', c),
    ]);
    expect(answers.map((x) => x?.outcome ?? null)).toEqual(['accepted', null, 'accepted']);
    // Sent again, the saved ones answer as before and the refused one is still not saved.
    const again = await checkInMany(app.database.db, app.files, [
      item('refused-a', a),
      item('refused-bad', b, 1e16),
    ]);
    expect(again[0]).toEqual(answers[0]);
    expect(again[1]).toBeNull();
  });
});
