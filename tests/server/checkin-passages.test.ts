import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eduSession } from '../../src/server/db/schema';
import { adminHeaders, call, newLearner, offlineCourse } from './edu-helpers';
import { buildTestApp } from './helpers';
import { openStream } from './message-helpers';

/** Entry and exit desks: re-entry, exits, who is inside (by when each passage happened), automatic check-out. */

let app: FastifyInstance;
let admin: Record<string, string>;
let base: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

type Answer = {
  outcome: string;
  reason: string | null;
  message: string | null;
  checkin: { passage: string } | null;
};
type Counts = {
  expected: number;
  checkedIn: number;
  inside: number;
  left: number;
  autoCheckoutAt: string | null;
};
type Roster = {
  entries: { enrolmentId: string; passageMs: number | null; left: boolean; checkedInFrom?: string | null }[];
};

/** A session open for check-in (it opened an hour ago) with `size` signed-up learners. */
async function session(prefix: string, size = 3) {
  const { sessionId } = await offlineCourse(app, admin, { capacity: 10 });
  await app.database.db
    .update(eduSession)
    .set({ checkinStartAt: new Date(Date.now() - 3600_000), checkinEndAt: new Date(Date.now() + 3600_000) })
    .where(eq(eduSession.id, Number(sessionId)));
  const { courseId } = (
    await app.database.db
      .select()
      .from(eduSession)
      .where(eq(eduSession.id, Number(sessionId)))
  )[0]!;
  const people = [];
  for (let i = 0; i < size; i++) {
    const l = await newLearner(app, `${prefix}_${i}`);
    const e = await call<{ id: string; ticket: string }>(app, 'POST', '/api/edu/enrolment', l.headers, {
      courseId: String(courseId),
      sessionId,
    });
    people.push({ ...l, enrolmentId: e.body.data.id, ticket: e.body.data.ticket });
  }
  return { sessionId, people };
}

let n = 0;
const pass = (
  sessionId: string,
  ticket: string,
  passage: 'entry' | 'reentry' | 'exit',
  more: { deviceId?: string; deviceTime?: number; refusedAs?: string; lang?: string; clientId?: string } = {},
) =>
  call<Answer>(
    app,
    'POST',
    '/api/edu/checkin',
    { ...admin, 'accept-language': more.lang ?? 'zh-CN' },
    {
      clientId: more.clientId ?? `pass-${Date.now()}-${++n}`,
      deviceId: more.deviceId ?? 'desk-1',
      deviceTime: more.deviceTime ?? Date.now(),
      sessionId,
      method: 'ticket',
      ticket,
      passage,
      ...(more.refusedAs ? { refusedAs: more.refusedAs } : {}),
    },
  ).then((r) => r.body.data);
const counts = (sessionId: string, headers = admin) =>
  call<Counts>(app, 'GET', `/api/edu/checkin/counts/${sessionId}`, headers);

describe('entry and exit', () => {
  it('counts expected, checked in, inside and left, live as people go out and come back', async () => {
    const { sessionId, people } = await session('pass_counts');
    const [a, b] = people as [(typeof people)[number], (typeof people)[number]];
    expect((await counts(sessionId)).body.data).toMatchObject({
      expected: 3,
      checkedIn: 0,
      inside: 0,
      left: 0,
    });
    expect(await pass(sessionId, a.ticket, 'entry')).toMatchObject({ outcome: 'accepted' });
    expect(await pass(sessionId, b.ticket, 'entry')).toMatchObject({ outcome: 'accepted' });
    const out = await pass(sessionId, a.ticket, 'exit', { deviceId: 'exit-1', lang: 'en' });
    expect(out).toMatchObject({ outcome: 'exited', reason: null, message: 'Left the venue' });
    expect(out.checkin?.passage).toBe('exit');
    expect((await counts(sessionId)).body.data).toMatchObject({
      expected: 3,
      checkedIn: 2,
      inside: 1,
      left: 1,
    });
    // Back in through an entry: re-entered, not a duplicate, and it counts once as checked in.
    expect(await pass(sessionId, a.ticket, 'reentry')).toMatchObject({
      outcome: 'reentered',
      reason: null,
      message: '欢迎回来：再次入场',
    });
    expect((await counts(sessionId)).body.data).toMatchObject({ checkedIn: 2, inside: 2, left: 0 });
    // A check-in of someone checked in is still a duplicate.
    expect(await pass(sessionId, b.ticket, 'entry', { deviceId: 'desk-2' })).toMatchObject({
      outcome: 'duplicate',
      reason: 'already_checked_in',
    });
  });

  it('logs an exit the desk refused, with its reason; a re-entry of one not checked in is their check-in', async () => {
    const { sessionId, people } = await session('pass_refused', 2);
    const [a, b] = people as [(typeof people)[number], (typeof people)[number]];
    expect(await pass(sessionId, a.ticket, 'exit', { refusedAs: 'not_inside' })).toMatchObject({
      outcome: 'rejected',
      reason: 'not_inside',
      message: '不在场内：未签到或已离场',
    });
    const log = await call<{ records: { passage: string; reason: string }[] }>(
      app,
      'GET',
      `/api/edu/checkin/page?sessionId=${sessionId}&refused=true`,
      admin,
    );
    expect(log.body.data.records).toEqual([
      expect.objectContaining({ passage: 'exit', reason: 'not_inside' }),
    ]);
    // Not refused: an exit, a re-entry (the rows of passages are no refusals).
    expect(await pass(sessionId, b.ticket, 'reentry')).toMatchObject({ outcome: 'accepted' });
    expect((await counts(sessionId)).body.data).toMatchObject({ checkedIn: 1, inside: 1 });
    const passed = await call<{ total: string }>(
      app,
      'GET',
      `/api/edu/checkin/page?sessionId=${sessionId}&refused=false`,
      admin,
    );
    expect(passed.body.data.total).toBe('1');
  });

  it('who is inside follows when each passage happened, not when it reached the server', async () => {
    const { sessionId, people } = await session('pass_order', 1);
    const a = people[0]!;
    const t0 = Date.now() - 30 * 60_000;
    await pass(sessionId, a.ticket, 'entry', { deviceTime: t0 });
    // Desk 2 let them back in at t0+20 min; desk 3's exit at t0+10 min reaches the server after it.
    await pass(sessionId, a.ticket, 'exit', { deviceId: 'exit-1', deviceTime: t0 + 5 * 60_000 });
    await pass(sessionId, a.ticket, 'reentry', { deviceId: 'desk-2', deviceTime: t0 + 20 * 60_000 });
    await pass(sessionId, a.ticket, 'exit', { deviceId: 'exit-2', deviceTime: t0 + 10 * 60_000 });
    expect((await counts(sessionId)).body.data).toMatchObject({ checkedIn: 1, inside: 1, left: 0 });
    const roster = await call<Roster>(app, 'GET', `/api/edu/session/roster/${sessionId}`, admin);
    expect(roster.body.data.entries[0]).toMatchObject({ passageMs: t0 + 20 * 60_000, left: false });
    // A later exit, arriving last, does take them out.
    await pass(sessionId, a.ticket, 'exit', { deviceId: 'exit-1', deviceTime: t0 + 25 * 60_000 });
    expect((await counts(sessionId)).body.data).toMatchObject({ inside: 0, left: 1 });
    // An undone check-in takes the person out of every count.
    const accepted = await call<{ records: { id: string }[] }>(
      app,
      'GET',
      `/api/edu/checkin/page?sessionId=${sessionId}&outcome=accepted`,
      admin,
    );
    expect(
      (await call(app, 'PUT', `/api/edu/checkin/undo/${accepted.body.data.records[0]!.id}`, admin)).status,
    ).toBe(200);
    expect((await counts(sessionId)).body.data).toMatchObject({ checkedIn: 0, inside: 0, left: 0 });
  });

  it("the session's automatic check-out: staff set it on the session, and who came in before it has left", async () => {
    const { sessionId, people } = await session('pass_auto', 2);
    const [a, b] = people as [(typeof people)[number], (typeof people)[number]];
    // Check-in opened two days ago; a daily check-out at the minute just past (China time).
    await app.database.db
      .update(eduSession)
      .set({ checkinStartAt: new Date(Date.now() - 48 * 3600_000) })
      .where(eq(eduSession.id, Number(sessionId)));
    const china = new Date(Date.now() + 8 * 3600_000 - 60_000);
    const hhmm = `${String(china.getUTCHours()).padStart(2, '0')}:${String(china.getUTCMinutes()).padStart(2, '0')}`;
    const set = await call(app, 'PUT', '/api/edu/session', admin, { id: sessionId, autoCheckoutAt: hhmm });
    expect(set.status).toBe(200);
    await pass(sessionId, a.ticket, 'entry', { deviceTime: Date.now() - 3 * 60_000 });
    await pass(sessionId, b.ticket, 'entry');
    expect((await counts(sessionId)).body.data).toMatchObject({
      checkedIn: 2,
      inside: 1,
      left: 1,
      autoCheckoutAt: hhmm,
    });
    // The next day's re-entry brings them back in.
    expect(await pass(sessionId, a.ticket, 'reentry')).toMatchObject({ outcome: 'reentered' });
    expect((await counts(sessionId)).body.data).toMatchObject({ inside: 2, left: 0 });
    for (const bad of ['24:00', '7:30', 'noon'])
      expect(
        (await call(app, 'PUT', '/api/edu/session', admin, { id: sessionId, autoCheckoutAt: bad })).status,
      ).toBe(400);
    expect(
      (await call(app, 'PUT', '/api/edu/session', admin, { id: sessionId, autoCheckoutAt: null })).status,
    ).toBe(200);
    expect((await counts(sessionId)).body.data).toMatchObject({ inside: 2, autoCheckoutAt: null });
  });

  it('a screen watching the door is pushed the counts as passages happen at any desk', async () => {
    const { sessionId, people } = await session('pass_live', 2);
    const [a, b] = people as [(typeof people)[number], (typeof people)[number]];
    const s = await openStream<Counts>(base, admin, `/api/edu/checkin/counts/${sessionId}/stream`);
    expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await s.next()).toMatchObject({ event: 'counts', data: { expected: 2, checkedIn: 0, inside: 0 } });
    await pass(sessionId, a.ticket, 'entry');
    expect(await s.next()).toMatchObject({ data: { checkedIn: 1, inside: 1, left: 0 } });
    // A refusal changes nothing; the next event is the exit.
    await pass(sessionId, b.ticket, 'exit', { refusedAs: 'not_inside' });
    await pass(sessionId, a.ticket, 'exit', { deviceId: 'exit-1' });
    expect(await s.next()).toMatchObject({ data: { checkedIn: 1, inside: 0, left: 1 } });
    await pass(sessionId, b.ticket, 'entry', { deviceId: 'desk-2' });
    expect(await s.next()).toMatchObject({ data: { checkedIn: 2, inside: 1, left: 1 } });
    const missing = await fetch(`${base}/api/edu/checkin/counts/999999999/stream`, { headers: admin });
    expect(missing.status).toBe(404);
    const learner = await newLearner(app, 'pass_live_x');
    expect(
      (await fetch(`${base}/api/edu/checkin/counts/${sessionId}/stream`, { headers: learner.headers }))
        .status,
    ).toBe(403);
  });

  it('two desks offline let one person in: the first by device time stands, the other is the conflict', async () => {
    const { sessionId, people } = await session('pass_first', 1);
    const a = people[0]!;
    const t0 = Date.now() - 20 * 60_000;
    // Desk A's check-in (t0 + 5 min) reaches the server first; desk B's, made at t0, afterwards.
    const fromA = await pass(sessionId, a.ticket, 'entry', {
      deviceId: 'desk-A',
      deviceTime: t0 + 5 * 60_000,
      clientId: 'first-desk-A',
    });
    expect(fromA).toMatchObject({ outcome: 'accepted' });
    const fromB = await pass(sessionId, a.ticket, 'entry', {
      deviceId: 'desk-B',
      deviceTime: t0,
      clientId: 'first-desk-B',
    });
    expect(fromB).toMatchObject({
      outcome: 'accepted',
      reason: null,
      checkin: { conflict: false, deviceId: 'desk-B' },
    });
    // Desk C's, later than B's, is a conflict and stays one.
    const fromC = await pass(sessionId, a.ticket, 'entry', { deviceId: 'desk-C', deviceTime: t0 + 60_000 });
    expect(fromC).toMatchObject({ outcome: 'duplicate', checkin: { conflict: true } });
    // Desk A's sent again answers as it stands now: the conflict. Counted once throughout.
    expect(
      await pass(sessionId, a.ticket, 'entry', { deviceId: 'desk-A', clientId: 'first-desk-A' }),
    ).toMatchObject({
      outcome: 'duplicate',
      reason: 'already_checked_in',
      checkin: { conflict: true, deviceId: 'desk-A' },
    });
    expect((await counts(sessionId)).body.data).toMatchObject({ checkedIn: 1, inside: 1 });
    const conflicts = await call<{ records: { deviceId: string }[] }>(
      app,
      'GET',
      `/api/edu/checkin/page?sessionId=${sessionId}&conflict=true`,
      admin,
    );
    expect(conflicts.body.data.records.map((r) => r.deviceId).sort()).toEqual(['desk-A', 'desk-C']);
    // The roster tells desk A whose check-in stands.
    const roster = await call<Roster>(app, 'GET', `/api/edu/session/roster/${sessionId}`, admin);
    expect(roster.body.data.entries[0]).toMatchObject({ checkedInFrom: 'desk-B', passageMs: t0 });
  });

  it('counts need check-in staff, and stay in their tenant', async () => {
    const { sessionId } = await session('pass_perm', 1);
    const learner = await newLearner(app, 'pass_perm_x');
    expect((await counts(sessionId, learner.headers)).status).toBe(403);
    expect((await counts('999999999')).status).toBe(404);
    expect((await counts('abc')).status).toBe(400);
  });
});
