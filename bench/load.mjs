// npm run bench (part 2): requests/s under load (autocannon, 50 connections), side by side with the server's
// static-JSON ceiling (/api/health: no database) of the same run.
// Set BENCH_DATABASE_URL to measure against PostgreSQL instead of the embedded PGlite.
// @ts-check
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { readJson, startServer, tokenOf } from './server.mjs';

// Every request of the bench comes from one address: the check-in limit per address would measure itself.
const env = {
  CHECKIN_RATE_PER_MIN: '10000000',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
};
// BENCH_PORT: another port when something else (another worktree's run) holds the default.
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3292), env });
const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** @typedef {import('autocannon').Request} Request */
/** @typedef {Omit<import('autocannon').Options, 'url'> & { path: string; goal?: boolean }} Run */
/** @typedef {(token: string) => Record<string, string>} Auth */
/** @typedef {{ courseId: number; items: { questionId: number; score: number }[]; passScore: number }} ExamPaper */
/** @typedef {'single' | 'multiple' | 'judge' | 'fill'} QuestionType */
/** @typedef {{ attemptId: number; questions: { id: number; type: QuestionType }[] }} Attempt */

/**
 * The data of the API's envelope, of the shape the caller names: the demo data's, read by a benchmark (a cast at
 * the boundary, not a check).
 * @template T
 * @param {Response | Promise<Response>} res
 * @returns {Promise<{ data: T; msg?: string }>}
 */
const envelope = async (res) => /** @type {{ data: T; msg?: string }} */ (await readJson(await res));

/**
 * @param {string} username
 * @param {string} pw
 */
const login = (username, pw) => tokenOf(server.base, username, pw);

// BENCH_ONLY='ceiling|check-in' (a regular expression) measures only the runs it matches; the replay always runs.
// The machine's speed (and whatever else runs on it) moves every figure, so the static-JSON ceiling is measured
// at the start and the end of the run, and again for 3 s right before each figure, which is printed beside it.
const only = process.env.BENCH_ONLY;
const CEILING = 'static JSON ceiling (/api/health)';

// The goals for the calls a phone makes at start and while browsing (50 connections).
const GOAL = db === 'PostgreSQL' ? { rps: 3000, p99: 30 } : { rps: 1000, p99: 100 };

/**
 * @param {Run} opts
 * @param {number} seconds
 */
const measure = async (opts, seconds) => {
  const base = { connections: 50, ...opts, url: server.base + opts.path };
  await autocannon({ ...base, duration: Math.min(2, seconds) }); // warm-up
  return autocannon({ ...base, duration: seconds });
};

/**
 * @param {string} name
 * @param {Run} opts
 */
async function run(name, opts) {
  if (only && name !== CEILING && !new RegExp(only).test(name)) return;
  const ceiling =
    name === CEILING ? null : Math.round((await measure({ path: '/api/health' }, 3)).requests.average);
  const r = await measure(opts, 8);
  const rps = Math.round(r.requests.average);
  const beside = ceiling
    ? ` | ceiling just before ${ceiling} req/s (${Math.round((100 * rps) / ceiling)} %)`
    : '';
  const goal = opts.goal
    ? ` | goal ≥ ${GOAL.rps} req/s, p99 < ${GOAL.p99} ms: ` +
      (rps >= GOAL.rps && r.latency.p99 < GOAL.p99 ? 'met' : 'MISSED')
    : '';
  console.log(
    `${name.padEnd(34)} (${db}): ${String(rps).padStart(6)} req/s, p50 ${r.latency.p50} ms, ` +
      `p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}${beside}${goal}`,
  );
  return r;
}

/**
 * The start of a real exam — 500 learners, each saving their answers every 10 s (ANSWER_SYNC_MS).
 * 500 attempts are started first (the demo learner at 500 copies of the demo exam: one live attempt per learner
 * and exam), then the saves are measured twice: at the exam's own rate (50 saves/s over 500 connections: its
 * p99 is what a phone waits), and flat out over 50 connections like the other figures (the ceiling: how far
 * above 50/s the server stays).
 * @param {string} admin
 * @param {string} learner
 * @param {Auth} auth
 */
async function examSaves(admin, learner, auth) {
  const names = ['answer save at exam rate (500 × 1/10 s)', 'answer save (PUT, flat out)'];
  if (only && !names.some((n) => new RegExp(only).test(n))) return;
  /**
   * @template T
   * @param {string} path
   * @param {string} token
   * @returns {Promise<{ data: T; msg?: string }>}
   */
  const get = (path, token) => envelope(fetch(`${server.base}${path}`, { headers: auth(token) }));
  /**
   * @template T
   * @param {string} method
   * @param {string} path
   * @param {string} token
   * @param {unknown} body
   * @returns {Promise<{ data?: T; msg?: string }>}
   */
  const send = (method, path, token, body) =>
    envelope(fetch(`${server.base}${path}`, { method, headers: auth(token), body: JSON.stringify(body) }));
  /** @type {{ data: { id: number; attemptsAllowed: number }[] }} */
  const mine = await get('/api/edu/exam/mine', learner);
  const demo = mine.data.find((e) => e.attemptsAllowed === 2);
  if (!demo) throw new Error('The demo learner has no exam of two attempts');
  /** @type {{ data: ExamPaper }} */
  const { data: paper } = await get(`/api/edu/exam/details/${demo.id}`, admin);
  const copy = {
    courseId: paper.courseId,
    mode: 'fixed',
    status: 'published',
    items: paper.items.map((i) => ({ questionId: i.questionId, score: i.score })),
    passScore: paper.passScore,
    durationMin: 60,
    attemptsAllowed: 0,
    shuffleQuestions: true,
    shuffleOptions: true,
  };
  const started = performance.now();
  /** @type {Attempt[]} */
  const attempts = [];
  for (let i = 0; i < 500; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: 25 }, async (_, j) => {
        /** @type {{ data?: { id: number }; msg?: string }} */
        const exam = await send('POST', '/api/edu/exam', admin, { ...copy, title: `Bench exam ${i + j}` });
        /** @type {{ data?: Attempt; msg?: string }} */
        const attempt = await send('POST', `/api/edu/exam/${exam.data?.id ?? 0}/attempt`, learner, {});
        if (!attempt.data) throw new Error(`exam or attempt refused: ${exam.msg ?? attempt.msg}`);
        return attempt.data;
      }),
    );
    attempts.push(...batch);
  }
  console.log(
    `${'500 exams made and attempts started'.padEnd(34)} (${db}): ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const VALUE = { single: 'A', multiple: ['A', 'B'], judge: 'T', fill: ['119'] };
  let n = 0;
  // Each save is a phone's journal since its last sync: a few answers, each newer than the last.
  /** @param {Request} req */
  const saveRequest = (req) => {
    const a = /** @type {Attempt} */ (attempts[n++ % attempts.length]);
    const at = Date.now();
    const answers = a.questions
      .slice(n % 8, (n % 8) + 4)
      .map((q) => ({ questionId: q.id, value: VALUE[q.type], answeredAtMs: at }));
    return {
      ...req,
      path: `/api/edu/exam/attempt/${a.attemptId}/answers`,
      body: JSON.stringify({ clientId: randomUUID(), answers }),
    };
  };
  const save = { path: '/api/edu/exam/attempt/0/answers', method: 'PUT', headers: auth(learner) };
  await run(/** @type {string} */ (names[0]), {
    ...save,
    connections: 500,
    overallRate: 50,
    requests: [{ setupRequest: saveRequest }],
  });
  await run(/** @type {string} */ (names[1]), { ...save, requests: [{ setupRequest: saveRequest }] });
}

try {
  const admin = await login('admin', 'Admin@2026');
  const learner = await login('learner01', 'Learner@2026');
  /** @type {Auth} */
  const auth = (token) => ({
    Authorization: `Bearer ${token}`,
    'TENANT-ID': '1',
    'Content-Type': 'application/json',
  });

  // The learner signs up for an online course and studies its first lesson.
  /** @type {{ data: { records: { id: number; needsApproval: boolean }[] } }} */
  const page = await envelope(
    fetch(`${server.base}/api/edu/course/page?mode=online&size=50`, { headers: auth(learner) }),
  );
  const course = page.data.records.find((c) => !c.needsApproval);
  if (!course) throw new Error('No online course without approval in the demo data');
  await fetch(`${server.base}/api/edu/enrolment`, {
    method: 'POST',
    headers: auth(learner),
    body: JSON.stringify({ courseId: course.id }),
  });
  /** @type {{ data: { chapters: { lessons: { id: number }[] }[] } }} */
  const detail = await envelope(
    fetch(`${server.base}/api/edu/course/details/${course.id}`, { headers: auth(learner) }),
  );
  const lessonId = detail.data.chapters[0]?.lessons[0]?.id;
  let second = 0;

  await run(CEILING, { path: '/api/health' });
  await run('check_token', { path: `/api/admin/token/check_token?token=${admin}`, headers: auth(admin) });
  // The start-up calls of a phone, each against its goal. user/info as the admin: the most roles
  // and permissions of the demo users.
  await run('user/info', { path: '/api/admin/user/info', headers: auth(admin), goal: true });
  await run('course list (anonymous)', {
    path: '/api/edu/course/page?mode=online&current=1&size=10',
    headers: { 'TENANT-ID': '1' },
  });
  await run('course list (signed in)', {
    path: '/api/edu/course/page?mode=online&current=1&size=10',
    headers: auth(learner),
    goal: true,
  });
  await run('course detail (signed in)', {
    path: `/api/edu/course/details/${course.id}`,
    headers: auth(learner),
    goal: true,
  });
  await run('study records', { path: '/api/edu/study/mine', headers: auth(learner), goal: true });
  // Every heartbeat is a new client id and a new second of the lesson: a real write each time.
  await run('progress heartbeat (POST)', {
    path: '/api/edu/progress',
    method: 'POST',
    headers: auth(learner),
    goal: true,
    requests: [
      {
        setupRequest: (req) => {
          const from = second++ % 29;
          return {
            ...req,
            body: JSON.stringify({
              clientId: randomUUID(),
              lessonId,
              position: from + 1,
              intervals: [[from, from + 1]],
            }),
          };
        },
      },
    ],
  });

  await examSaves(admin, learner, auth);

  // Check-in: the demo session's rotating QR, signed by the server for staff; every POST is a new client id
  // (the first is accepted, the rest are recorded as duplicates: a real insert each time).
  /** @type {{ data: { records: { id: number }[] } }} */
  const demoPage = await envelope(
    fetch(`${server.base}/api/edu/course/page?keyword=${encodeURIComponent('演示签到')}`, {
      headers: { 'TENANT-ID': '1' },
    }),
  );
  const demo = demoPage.data.records[0];
  if (!demo) throw new Error('No check-in demo course');
  /** @type {{ data: { sessions: { id: number }[] } }} */
  const demoDetail = await envelope(
    fetch(`${server.base}/api/edu/course/details/${demo.id}`, { headers: { 'TENANT-ID': '1' } }),
  );
  const sessionId = demoDetail.data.sessions[0]?.id;
  const qrOf = async () => {
    /** @type {{ data: { payload: string } }} */
    const answer = await envelope(
      fetch(`${server.base}/api/edu/session/qr/${sessionId}`, { headers: auth(admin) }),
    );
    return answer.data.payload;
  };
  let qr = await qrOf();
  const checkinBody = () => ({
    clientId: randomUUID(),
    method: 'session_qr',
    qr,
    deviceId: 'bench',
    deviceTime: Date.now(),
    clockOffsetMs: 0,
  });
  await run('check-in POST (session QR)', {
    path: '/api/edu/checkin',
    method: 'POST',
    headers: auth(learner),
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(checkinBody()) }) }],
  });

  // Replaying a device's queue of 1,000 check-ins as the PWA does (batches of 50, one request at a time, in
  // order), then part of the same queue again: every client id must end up with exactly one row.
  const count = async () => {
    /** @type {{ data: { total: number | string } }} */
    const answer = await envelope(
      fetch(`${server.base}/api/edu/checkin/page?sessionId=${sessionId}&size=1`, { headers: auth(admin) }),
    );
    return Number(answer.data.total);
  };
  qr = await qrOf();
  const queue = Array.from({ length: 1000 }, checkinBody);
  // autocannon stops sending before the server has answered everything it queued: wait until the count settles.
  let before = await count();
  for (let previous = -1; previous !== before;) {
    previous = before;
    await new Promise((r) => setTimeout(r, 1000));
    before = await count();
  }
  const started = performance.now();
  /** @param {unknown[]} items */
  const replay = async (items) => {
    for (let i = 0; i < items.length; i += 50) {
      const res = await fetch(`${server.base}/api/edu/checkin/batch`, {
        method: 'POST',
        headers: auth(learner),
        body: JSON.stringify(items.slice(i, i + 50)),
      });
      if (!res.ok) throw new Error(`batch answered ${res.status}`);
    }
  };
  await replay(queue);
  const seconds = (performance.now() - started) / 1000;
  const afterFirst = await count();
  await replay(queue.slice(0, 200));
  const afterReplay = await count();
  const lost = Math.max(0, 1000 - (afterFirst - before));
  const duplicated = Math.max(0, afterFirst - before - 1000) + (afterReplay - afterFirst);
  await run(CEILING, { path: '/api/health' });
  console.log(
    `${'replay 1,000 queued check-ins'.padEnd(34)} (${db}): ${seconds.toFixed(1)} s ` +
      `(${Math.round(1000 / seconds)} per s), lost ${lost}, duplicated ${duplicated} (200 replayed again)`,
  );
} finally {
  await server.stop();
}
