import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eduReminderJob, sysUser } from '../../src/server/db/schema';
import { planReminders, sendDue } from '../../src/server/modules/reminder';
import type { SmsGateway } from '../../src/server/modules/channel';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner, offlineCourse } from './edu-helpers';
import { insertExam } from './exam-helpers';

/** Reminders: planned once, sent once and not before their time, texts by opt-in, failures retried and shown. */

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const MIN = 60_000;
const outbox = () => {
  try {
    return readFileSync(join(app.env.DATA_DIR, 'outbox', 'sms.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { to: string; text: string; key?: string });
  } catch {
    return [];
  }
};
const textsTo = (phone: string) => outbox().filter((m) => m.to === phone && m.key);
type Unread = { count: number; latest: { title: string; content: string; kind: string }[] };
const unread = async (headers: Record<string, string>) =>
  (await call<Unread>(app, 'GET', '/api/admin/sysMessage/user/unread', headers)).body.data;
const deps = (gateway?: SmsGateway) => ({
  news: app.bus,
  log: app.log,
  gatewayOf: async () => gateway ?? outboxGateway,
  leaseMs: 60_000,
});
let outboxGateway: SmsGateway;
const jobsOf = (refId: number) =>
  app.database.db.select().from(eduReminderJob).where(eq(eduReminderJob.refId, refId));

/**
 * The tests' clock: now, or, when now is too near China's quiet hours for a text an hour ahead to go, the next
 * 09:00 on China's clock. A run at any hour then tests the same daytime sending; what the quiet hours do is
 * tested by the contract's rule (textTime) and by the processes test.
 */
const SHIFT = (() => {
  const china = new Date(Date.now() + 8 * 60 * MIN);
  if (china.getUTCHours() >= 8 && china.getUTCHours() < 20) return 0;
  const nineToday = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate(), 9);
  const nine = nineToday - 8 * 60 * MIN + (china.getUTCHours() >= 9 ? 24 * 60 * MIN : 0);
  return nine - Date.now();
})();
const clock = () => new Date(Date.now() + SHIFT);

/** A learner signed up for a session starting `startsIn` ms from the tests' clock, texts on when `texts`. */
async function signedUp(name: string, startsIn: number, texts: boolean) {
  const { courseId, sessionId } = await offlineCourse(app, admin, {
    capacity: 5,
    sessionStartsIn: SHIFT + startsIn,
  });
  const learner = await newLearner(app, name);
  const e = await call<{ id: string }>(app, 'POST', '/api/edu/enrolment', learner.headers, {
    courseId,
    sessionId,
  });
  if (texts) {
    const on = await call(app, 'PUT', '/api/edu/calendar/mine', learner.headers, { smsReminders: true });
    expect(on.body.code).toBe(0);
  }
  const [user] = await app.database.db.select().from(sysUser).where(eq(sysUser.userId, learner.userId));
  return {
    courseId,
    sessionId: Number(sessionId),
    learner,
    phone: user!.phone!,
    enrolmentId: e.body.data.id,
  };
}

beforeAll(async () => {
  // The server's default: no channel set, no SMS_WEBHOOK_URL: the outbox.
  outboxGateway = await app.channels.sms(app.database.db, 1);
});

describe('a session reminder', () => {
  it('is planned once, not sent before its time, then sent once as a notice and a text', async () => {
    // The session starts in 62 minutes: the one-hour reminder is due in 2 minutes (planned 5 ahead).
    const now = clock();
    const { sessionId, learner, phone } = await signedUp('rem-one', 62 * MIN, true);
    expect(await planReminders(app.database.db, now)).toBeGreaterThanOrEqual(2);
    expect(await planReminders(app.database.db, now)).toBe(0);
    const jobs = await jobsOf(sessionId);
    expect(jobs.map((j) => `${j.channel}:${j.leadMinutes}`).sort()).toEqual(['notice:60', 'sms:60']);
    // Before its time: nothing.
    await sendDue(app.database.db, deps(), new Date(now.getTime() + MIN));
    expect((await unread(learner.headers)).count).toBe(0);
    expect(textsTo(phone)).toHaveLength(0);
    // At its time, by two senders at once: one notice, one text.
    const at = new Date(now.getTime() + 2 * MIN + 1000);
    await Promise.all([sendDue(app.database.db, deps(), at), sendDue(app.database.db, deps(), at)]);
    const box = await unread(learner.headers);
    expect(box.count).toBe(1);
    expect(box.latest[0]?.kind).toBe('session-reminder');
    expect(box.latest[0]?.content).toContain('Race course');
    expect(textsTo(phone)).toHaveLength(1);
    expect(textsTo(phone)[0]?.text).toContain('S1');
    await sendDue(app.database.db, deps(), new Date(at.getTime() + 10 * MIN));
    expect(textsTo(phone)).toHaveLength(1);
    expect((await jobsOf(sessionId)).every((j) => j.status === 'sent')).toBe(true);
  });

  it('sends no text to a learner who did not ask for texts, and skips one whose sign-up was cancelled', async () => {
    const now = clock();
    const quiet = await signedUp('rem-notext', 61 * MIN, false);
    await planReminders(app.database.db, now);
    expect((await jobsOf(quiet.sessionId)).map((j) => j.channel)).toEqual(['notice']);
    const gone = await signedUp('rem-cancel', 61 * MIN, true);
    await planReminders(app.database.db, now);
    await call(app, 'PUT', `/api/edu/enrolment/cancel/${gone.enrolmentId}`, gone.learner.headers);
    await sendDue(app.database.db, deps(), new Date(now.getTime() + 2 * MIN));
    expect((await unread(gone.learner.headers)).count).toBe(0);
    expect(textsTo(gone.phone)).toHaveLength(0);
    const jobs = await jobsOf(gone.sessionId);
    expect(jobs.map((j) => [j.status, j.error])).toEqual([
      ['skipped', 'reminderSkippedCancelled'],
      ['skipped', 'reminderSkippedCancelled'],
    ]);
  });

  it('retries a failing gateway with backoff, ends failed after the fifth try, and shows why to staff', async () => {
    const now = clock();
    const { sessionId } = await signedUp('rem-fail', 61 * MIN, true);
    await planReminders(app.database.db, now);
    const broken: SmsGateway = {
      name: 'webhook',
      send: () => Promise.reject(new Error('SMS webhook answered 502')),
    };
    let at = new Date(now.getTime() + MIN);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await sendDue(app.database.db, deps(broken), at);
      const [sms] = (await jobsOf(sessionId)).filter((j) => j.channel === 'sms');
      expect(sms?.attempts).toBe(attempt);
      if (attempt < 5) {
        expect(sms?.status).toBe('queued');
        // Not again before its backoff: 1, 2, 4, 8 minutes.
        expect(sms!.dueAt.getTime() - at.getTime()).toBe(2 ** (attempt - 1) * MIN);
        at = sms!.dueAt;
      } else expect(sms?.status).toBe('failed');
    }
    const page = await call<{ records: { status: string; channel: string; error: string | null }[] }>(
      app,
      'GET',
      '/api/edu/reminder/page?status=failed',
      { ...admin, 'accept-language': 'en' },
    );
    expect(
      page.body.data.records.some((r) => r.channel === 'sms' && r.error === 'SMS webhook answered 502'),
    ).toBe(true);
  });

  it('after a crash mid-hand-over asks the outbox before sending again', async () => {
    const now = clock();
    const { sessionId, phone } = await signedUp('rem-crash', 61 * MIN, true);
    await planReminders(app.database.db, now);
    const [sms] = (await jobsOf(sessionId)).filter((j) => j.channel === 'sms');
    // The process died after the gateway took the text and before the job was marked sent.
    await outboxGateway.send({ to: phone, text: 'x', code: '', key: `t1:${sms!.dedupeKey}` });
    await app.database.db
      .update(eduReminderJob)
      .set({ sendingSince: new Date(now.getTime() - 5 * MIN) })
      .where(eq(eduReminderJob.id, sms!.id));
    await sendDue(app.database.db, deps(), new Date(now.getTime() + 2 * MIN));
    expect(textsTo(phone)).toHaveLength(1);
    const [after] = (await jobsOf(sessionId)).filter((j) => j.channel === 'sms');
    expect(after?.status).toBe('sent');
  });
});

describe('the language of a text', () => {
  it('is the one the learner last used in the calendar settings', async () => {
    const now = clock();
    const { sessionId, learner, phone } = await signedUp('rem-en', 61 * MIN, false);
    const on = await call(
      app,
      'PUT',
      '/api/edu/calendar/mine',
      { ...learner.headers, 'accept-language': 'en' },
      {
        smsReminders: true,
      },
    );
    expect(on.body.code).toBe(0);
    await planReminders(app.database.db, now);
    await sendDue(app.database.db, deps(), new Date(now.getTime() + 2 * MIN));
    const [text] = textsTo(phone);
    expect(text?.text).toMatch(
      /^Your session "S1" of "Race course" starts at \d\d-\d\d \d\d:\d\d at Room 1\./,
    );
    expect((await jobsOf(sessionId)).every((j) => j.status === 'sent')).toBe(true);
  });
});

describe('staff', () => {
  it("turn a course's reminders off or change how early they go", async () => {
    const now = clock();
    const { courseId, sessionId } = await signedUp('rem-course', 31 * MIN, false);
    const off = await call(app, 'PUT', '/api/edu/reminder/course', admin, {
      courseId,
      enabled: false,
      leadMinutes: [],
    });
    expect(off.body.code).toBe(0);
    await planReminders(app.database.db, now);
    expect(await jobsOf(sessionId)).toHaveLength(0);
    await call(app, 'PUT', '/api/edu/reminder/course', admin, { courseId, enabled: true, leadMinutes: [30] });
    await planReminders(app.database.db, now);
    expect((await jobsOf(sessionId)).map((j) => j.leadMinutes)).toEqual([30]);
    const bad = await call(app, 'PUT', '/api/edu/reminder/course', admin, {
      courseId,
      enabled: true,
      leadMinutes: [7],
    });
    expect(bad.status).toBe(400);
  });

  it('count who gets what, then remind the signed-up now; a learner may not', async () => {
    const { sessionId, learner, phone } = await signedUp('rem-now', 3 * 24 * 60 * MIN, true);
    const preview = await call(app, 'GET', `/api/edu/reminder/session/${sessionId}/preview`, admin);
    expect(preview.body.data).toEqual({ notices: 1, texts: 1, noPhone: 0 });
    const sent = await call(app, 'POST', `/api/edu/reminder/session/${sessionId}/send`, admin);
    expect(sent.body.data).toEqual({ notices: 1, texts: 1, noPhone: 0 });
    expect((await unread(learner.headers)).count).toBe(1);
    const hour = Number(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(11, 13));
    // In the quiet hours the text waits for 08:00; otherwise it has gone.
    expect(textsTo(phone)).toHaveLength(hour >= 22 || hour < 8 ? 0 : 1);
    expect(
      (await call(app, 'POST', `/api/edu/reminder/session/${sessionId}/send`, learner.headers)).status,
    ).toBe(403);
  });
});

describe('an exam closing', () => {
  it('reminds a day ahead only those who have not submitted', async () => {
    const now = clock();
    const { courseId, learner } = await signedUp('rem-exam', 3 * 24 * 60 * MIN, false);
    const exam = await insertExam(app, courseId, [], {
      closeAt: new Date(now.getTime() + 24 * 60 * MIN + 2 * MIN),
    });
    await planReminders(app.database.db, now);
    expect((await jobsOf(exam.id)).filter((j) => j.kind === 'exam')).toHaveLength(1);
    await sendDue(app.database.db, deps(), new Date(now.getTime() + 3 * MIN));
    const box = await unread(learner.headers);
    expect(box.latest.map((m) => m.kind)).toContain('exam-closing');
  });
});
