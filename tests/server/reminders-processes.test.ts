import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { textTime } from '../../src/contract/reminder-rules';
import { freshDatabase, startServer, stop, token, type Server } from './process-helpers';

/**
 * Reminders with real server processes, each sending on its own timer: three on one PostgreSQL database, one of them
 * killed (SIGKILL) while the reminders go out (the PostgreSQL pass); and one on the embedded database, killed and
 * started again on its folder (the first pass). Each due reminder arrives once — a notice per person and session,
 * a line per text in the shared outbox — none before its time, and a text never inside the quiet hours.
 */

const TICK = { REMINDER_TICK_MS: '300' };
const LEARNERS = [
  ['learner01', 'Learner@2026'],
  ['ent_member01', 'Learner@2026'],
  ['ent_member02', 'Learner@2026'],
] as const;
const SESSIONS = 5;
const running: Server[] = [];
afterAll(async () => {
  await Promise.all(running.map(stop));
});

type Headers = Record<string, string>;
const signIn = async (s: Server, username: string, password: string): Promise<Headers> => {
  const t = (await (await token(s, username, password)).json()) as { access_token: string };
  return { authorization: `Bearer ${t.access_token}`, 'tenant-id': '1', 'content-type': 'application/json' };
};
async function api<T>(s: Server, method: string, path: string, headers: Headers, body?: unknown): Promise<T> {
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers: body === undefined ? { ...headers, 'content-type': '' } : headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; data: T; msg: string };
  if (json.code !== 0) throw new Error(`${method} ${path}: ${json.msg}`);
  return json.data;
}
/** yyyy-MM-dd HH:mm:ss on China's clock. */
const wire = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Courses whose sessions start an hour and 10–18 s from now, the three learners signed up to each with texts on:
 * the one-hour reminders fall due while the processes run. Returns the session ids.
 */
async function sessionsDueSoon(s: Server) {
  const admin = await signIn(s, 'admin', 'Admin@2026');
  const learners = await Promise.all(LEARNERS.map(([u, p]) => signIn(s, u, p)));
  for (const l of learners) await api(s, 'PUT', '/api/edu/calendar/mine', l, { smsReminders: true });
  const ids: string[] = [];
  const base = Date.now() + 3_600_000 + 10_000;
  for (let i = 0; i < SESSIONS; i++) {
    const course = await api<{ id: string }>(s, 'POST', '/api/edu/course', admin, {
      mode: 'offline',
      title: `提醒课程 ${i}`,
      category: 'safety',
      creditHours: 1,
      fee: 0,
      enrolStartAt: wire(Date.now() - 86_400_000),
      enrolEndAt: wire(Date.now() + 86_400_000),
    });
    const start = base + i * 2000;
    const session = await api<{ id: string }>(s, 'POST', '/api/edu/session', admin, {
      courseId: course.id,
      title: `场次 ${i}`,
      startAt: wire(start),
      endAt: wire(start + 3_600_000),
      capacity: 10,
      venue: '一号厅',
    });
    await api(s, 'PUT', '/api/edu/course/status', admin, { id: course.id, status: 'published' });
    for (const l of learners)
      await api(s, 'POST', '/api/edu/enrolment', l, { courseId: course.id, sessionId: session.id });
    ids.push(session.id);
  }
  return { admin, learners, ids };
}

type Job = {
  kind: string;
  channel: string;
  status: string;
  refId: string;
  userId: string;
  dueAt: string;
  sentAt: string | null;
};
const china = (wireTime: string) => new Date(`${wireTime.replace(' ', 'T')}+08:00`);

/**
 * Whether a text is planned for a one-hour reminder due at `noticeDue`: unless the quiet hours would hold it past
 * the session's start (the notice has said it then).
 */
const textPlanned = (noticeDue: Date) => textTime(noticeDue).getTime() < noticeDue.getTime() + 3_600_000;
/** A text the quiet hours hold for 08:00: still queued, and rightly so, when the test ends. */
const held = (j: Job) =>
  j.channel === 'sms' && j.status === 'queued' && china(j.dueAt).getTime() > Date.now();

/** Waits until every reminder of these sessions has ended (or is held for the morning), and returns the jobs. */
async function endedJobs(s: () => Server, admin: () => Headers, ids: string[]) {
  for (let i = 0; i < 240; i++) {
    const page = await api<{ records: Job[] }>(s(), 'GET', '/api/edu/reminder/page?size=500', admin()).catch(
      () => ({ records: [] }),
    );
    const mine = page.records.filter((j) => j.kind === 'session' && ids.includes(j.refId));
    const notices = mine.filter((j) => j.channel === 'notice');
    const texts = notices.filter((n) => textPlanned(china(n.dueAt))).length;
    const expected = ids.length * LEARNERS.length;
    if (
      notices.length === expected &&
      mine.length === expected + texts &&
      mine.every((j) => j.status !== 'queued' || held(j))
    )
      return mine;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the reminders did not all end');
}

/** Checks what arrived: once each, not before its time, texts outside the quiet hours. */
async function checkDelivered(s: Server, learners: Headers[], ids: string[], jobs: Job[], outbox: string) {
  for (const j of jobs) {
    if (j.status === 'queued' && !held(j)) throw new Error('still queued');
    if (j.channel === 'notice') expect(j.status).toBe('sent');
    if (j.sentAt) expect(china(j.sentAt).getTime()).toBeGreaterThanOrEqual(china(j.dueAt).getTime() - 1000);
  }
  for (const text of jobs.filter((j) => j.channel === 'sms')) {
    const notice = jobs.find(
      (j) => j.channel === 'notice' && j.refId === text.refId && j.userId === text.userId,
    );
    expect(china(text.dueAt).getTime()).toBe(textTime(china(notice!.dueAt)).getTime());
  }
  for (const l of learners) {
    const page = await api<{ records: { kind: string; content: string }[] }>(
      s,
      'GET',
      '/api/admin/sysMessage/user/page?size=100',
      l,
    );
    const reminders = page.records.filter((m) => m.kind === 'session-reminder' && m.content.includes('场次'));
    expect(reminders).toHaveLength(ids.length);
  }
  // No text sent yet (all held for the morning): no outbox file yet.
  const file = join(outbox, 'outbox', 'sms.jsonl');
  const lines = (existsSync(file) ? readFileSync(file, 'utf8') : '')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { key?: string });
  const keys = lines.map((l) => l.key ?? '').filter((k) => ids.some((id) => k.includes(`:session:${id}:`)));
  const sentTexts = jobs.filter((j) => j.channel === 'sms' && j.status === 'sent').length;
  expect(keys).toHaveLength(sentTexts);
  expect(new Set(keys).size).toBe(keys.length);
  // A text due outside the quiet hours has gone; one they moved to 08:00 has not (or was not planned at all).
  const unmoved = jobs
    .filter((t) => t.channel === 'sms')
    .filter((t) => {
      const notice = jobs.find((j) => j.channel === 'notice' && j.refId === t.refId && j.userId === t.userId);
      return china(t.dueAt).getTime() === china(notice!.dueAt).getTime();
    });
  expect(sentTexts).toBe(unmoved.length);
}

/** The PostgreSQL processes run in the PostgreSQL pass (TEST_DATABASE_URL), the embedded one in the first. */
const PG_PASS = !!process.env.TEST_DATABASE_URL;

describe.runIf(PG_PASS)('reminders across PostgreSQL processes', () => {
  it('three processes on PostgreSQL, one killed while they send: each reminder once, on time', async () => {
    const db = await freshDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'peixun-rem-'));
    try {
      const env = { DATABASE_URL: db.url, DATA_DIR: dir, ...TICK };
      const a = await startServer(env);
      running.push(a);
      const [b, c] = await Promise.all([startServer(env), startServer(env)]);
      running.push(b, c);
      const { admin, learners, ids } = await sessionsDueSoon(a);
      // Kill B as the first reminders fall due (10 s after the sessions were made, less their making).
      await new Promise((r) => setTimeout(r, 9_000));
      b.child.kill('SIGKILL');
      const jobs = await endedJobs(
        () => a,
        () => admin,
        ids,
      );
      await checkDelivered(c, learners, ids, jobs, dir);
    } finally {
      await Promise.all(running.splice(0).map(stop));
      await db.drop();
    }
  }, 240_000);
});

describe.runIf(!PG_PASS)('reminders on the embedded database', () => {
  it('one process on the embedded database, killed and started again: each reminder once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'peixun-rem-pglite-'));
    const env = { DATA_DIR: dir, ...TICK };
    let server = await startServer(env);
    running.push(server);
    const { ids } = await sessionsDueSoon(server);
    await new Promise((r) => setTimeout(r, 10_500));
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    server = await startServer(env);
    running.push(server);
    const admin = await signIn(server, 'admin', 'Admin@2026');
    const learners = await Promise.all(LEARNERS.map(([u, p]) => signIn(server, u, p)));
    const jobs = await endedJobs(
      () => server,
      () => admin,
      ids,
    );
    await checkDelivered(server, learners, ids, jobs, dir);
  }, 240_000);
});
