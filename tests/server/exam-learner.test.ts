import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt, ExamResult, MyExam, SubmitResult } from '../../src/contract/exam-learner';
import { eduExam, eduExamAttempt, eduQuestion } from '../../src/server/db/schema';
import { makePaper } from '../../src/server/modules/exam/papers/paper.rules';
import { buildTestApp, login, bearer } from './helpers';
import { adminHeaders, call, onlineCourse } from './edu-helpers';
import { clientId, enrolledLearner, insertExam, insertQuestions, setAttempt, setExam } from './exam-helpers';
import { stringContaining } from './matchers';

let app: FastifyInstance;
let admin: Record<string, string>;
let courseId: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  courseId = (await onlineCourse(app, admin, [30])).courseId;
});
afterAll(() => app.close());

const HOUR = 3600_000;
const start = (h: Record<string, string>, examId: number | string) =>
  call<Attempt>(app, 'POST', `/api/edu/exam/${examId}/attempt`, h);
const save = (h: Record<string, string>, attemptId: string, answers: unknown[], id = clientId()) =>
  call<{ saved: number }>(app, 'PUT', `/api/edu/exam/attempt/${attemptId}/answers`, h, {
    clientId: id,
    answers,
  });
const submit = (
  h: Record<string, string>,
  attemptId: string,
  o: { answers?: unknown[]; deviceTime?: number; clockOffsetMs?: number; clientId?: string } = {},
) =>
  call<SubmitResult>(app, 'POST', `/api/edu/exam/attempt/${attemptId}/submit`, h, {
    clientId: o.clientId ?? clientId(),
    answers: o.answers ?? [],
    deviceTime: o.deviceTime ?? Date.now(),
    clockOffsetMs: o.clockOffsetMs ?? 0,
  });
const result = (h: Record<string, string>, attemptId: string) =>
  call<ExamResult>(app, 'GET', `/api/edu/exam/attempt/${attemptId}/result`, h);
const mine = (h: Record<string, string>) => call<MyExam[]>(app, 'GET', '/api/edu/exam/mine', h);
const answer = (questionId: string | number, value: unknown, answeredAtMs = Date.now()) => ({
  questionId: String(questionId),
  value,
  answeredAtMs,
});

let n = 0;
/** An exam of one question per rule type, and an approved learner. */
async function scenario(o: Parameters<typeof insertExam>[3] = {}) {
  const qs = await insertQuestions(app, 1, [
    { type: 'single', answer: 'B', score: 2 },
    { type: 'multiple', answer: ['A', 'C', 'D'], score: 3 },
    { type: 'judge', answer: 'F', score: 1 },
    { type: 'fill', answer: [['Beijing', '北京'], ['119']], score: 4 },
  ]);
  const exam = await insertExam(app, courseId, qs, o);
  const learner = await enrolledLearner(app, courseId, `exam_l${++n}`);
  return { qs, exam, learner, h: learner.headers };
}

describe('the demo seed', () => {
  it("gives learner01 an open, an upcoming and a random exam, and tenant 2 nothing of tenant 1's", async () => {
    const { access_token } = await login(app, 'learner01', 'Learner@2026');
    const res = await call<MyExam[]>(app, 'GET', '/api/edu/exam/mine', {
      ...bearer(access_token),
      'tenant-id': '1',
    });
    const states = res.body.data.map((e) => e.state);
    expect(states.filter((s) => s === 'open')).toHaveLength(2);
    expect(states).toContain('upcoming');
    const open = res.body.data.find((e) => e.attemptsAllowed === 2)!;
    expect(open).toMatchObject({ durationMin: 30, questionCount: 12, attemptsUsed: 0, bestScore: null });
    const random = res.body.data.find((e) => e.attemptsAllowed === 0)!;
    expect(random.questionCount).toBe(6);
    const db = app.database.db;
    const t2 = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(eduQuestion)
      .where(eq(eduQuestion.tenantId, 2));
    const t2e = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(eduExam)
      .where(eq(eduExam.tenantId, 2));
    expect([Number(t2[0]!.n), Number(t2e[0]!.n)]).toEqual([0, 0]);
    // learner01 can start the random exam: six questions drawn from the bank.
    const a = await start({ ...bearer(access_token), 'tenant-id': '1' }, random.id);
    expect(a.body.data.questions).toHaveLength(6);
  });
});

describe('starting an attempt', () => {
  it('never sends the answer or the explanation, and resumes the same attempt with its saved answers', async () => {
    const { qs, exam, h } = await scenario({ shuffleQuestions: true, shuffleOptions: true });
    const a = await start(h, exam.id);
    expect(a.body.code).toBe(0);
    expect(a.res.body).not.toMatch(/"answer"|explanation|EXPLANATION|Beijing/);
    expect(a.body.data.questions.map((q) => q.id).sort()).toEqual(qs.map((q) => String(q.id)).sort());
    expect(a.body.data.questions.find((q) => q.type === 'fill')?.blanks).toBe(2);
    expect(a.body.data.deadlineMs - a.body.data.serverNowMs).toBeGreaterThan(29 * 60_000);
    await save(h, a.body.data.attemptId, [answer(qs[0]!.id, 'B')]);
    // Another device (another token of the same learner) resumes the same attempt and its answers.
    const again = await start(h, exam.id);
    expect(again.body.data.attemptId).toBe(a.body.data.attemptId);
    expect(again.body.data.questions).toEqual(a.body.data.questions);
    expect(again.body.data.answers).toMatchObject([{ questionId: String(qs[0]!.id), value: 'B' }]);
  });

  it('makes one attempt of two simultaneous starts', async () => {
    const { exam, h } = await scenario();
    const [a, b, c] = await Promise.all([start(h, exam.id), start(h, exam.id), start(h, exam.id)]);
    expect(new Set([a, b, c].map((r) => r.body.data.attemptId)).size).toBe(1);
    const rows = await app.database.db
      .select()
      .from(eduExamAttempt)
      .where(eq(eduExamAttempt.examId, exam.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses outside the window, without attempts left, unpublished or without an approved sign-up', async () => {
    const { exam, h } = await scenario({ attemptsAllowed: 1 });
    await setExam(app, exam.id, { openAt: new Date(Date.now() + 60_000) });
    expect((await start(h, exam.id)).body).toMatchObject({
      code: 1,
      msg: stringContaining('尚未开始'),
    });
    // The window is [openAt, closeAt): open at its first millisecond, closed at its last.
    await setExam(app, exam.id, { openAt: new Date(Date.now() - 1), closeAt: new Date(Date.now() - 1) });
    expect((await start(h, exam.id)).body).toMatchObject({ code: 1, msg: '考试已结束' });
    await setExam(app, exam.id, { closeAt: new Date(Date.now() + HOUR) });
    const a = await start(h, exam.id);
    expect(a.body.code).toBe(0);
    await submit(h, a.body.data.attemptId);
    const third = await start(h, exam.id);
    expect(third.body).toMatchObject({ code: 1, msg: stringContaining('次数已用完') });
    expect((await mine(h)).body.data.find((e) => e.id === String(exam.id))?.state).toBe('submitted');
    await setExam(app, exam.id, { status: 'draft' });
    expect((await start(h, exam.id)).status).toBe(404);
    const other = await scenario();
    const stranger = await enrolledLearner(
      app,
      (await onlineCourse(app, admin, [30])).courseId,
      `exam_s${++n}`,
    );
    // Not in my exams either: they are the exams of the courses I am approved on.
    expect((await mine(stranger.headers)).body.data.map((e) => e.id)).not.toContain(String(other.exam.id));
    const refused = await start(stranger.headers, other.exam.id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(1);
  });

  it('counts states for mine: upcoming, open, in progress with its deadline, submitted, closed', async () => {
    const { exam, h } = await scenario({ attemptsAllowed: 2 });
    const stateOf = async () => (await mine(h)).body.data.find((e) => e.id === String(exam.id))!;
    expect((await stateOf()).state).toBe('open');
    const a = await start(h, exam.id);
    const s = await stateOf();
    expect(s).toMatchObject({
      state: 'in_progress',
      attemptsUsed: 1,
      inProgress: { attemptId: a.body.data.attemptId },
    });
    expect(s.inProgress?.deadlineMs).toBe(a.body.data.deadlineMs);
    await submit(h, a.body.data.attemptId, { answers: [] });
    expect(await stateOf()).toMatchObject({ state: 'open', attemptsUsed: 1, bestScore: 0, passed: false });
    await setExam(app, exam.id, { closeAt: new Date(Date.now() - 1) });
    expect((await stateOf()).state).toBe('closed');
    await setExam(app, exam.id, {
      openAt: new Date(Date.now() + HOUR),
      closeAt: new Date(Date.now() + 2 * HOUR),
    });
    expect((await stateOf()).state).toBe('upcoming');
  });
});

describe('shuffle', () => {
  it('is reproducible from the stored seed; different seeds give different orders', async () => {
    const qs = await insertQuestions(
      app,
      1,
      Array.from({ length: 8 }, () => ({ type: 'single' as const, answer: 'A', score: 1, options: 5 })),
    );
    const exam = await insertExam(app, courseId, qs, {
      shuffleQuestions: true,
      shuffleOptions: true,
      attemptsAllowed: 0,
    });
    const l = await enrolledLearner(app, courseId, `exam_shuffle${++n}`);
    const orders = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const a = await start(l.headers, exam.id);
      const [row] = await app.database.db
        .select()
        .from(eduExamAttempt)
        .where(eq(eduExamAttempt.id, Number(a.body.data.attemptId)));
      const bank = qs.map((q) => ({ question: q, score: q.score }));
      const remade = makePaper({
        seed: row!.seed,
        mode: 'fixed',
        items: bank,
        bank: [],
        rules: [],
        shuffleQuestions: true,
        shuffleOptions: true,
      });
      expect(remade).toEqual(row!.questions);
      expect(a.body.data.questions.map((q) => q.id)).toEqual(row!.questions.map((q) => q.questionId));
      orders.add(JSON.stringify(a.body.data.questions.map((q) => [q.id, q.options.map((o) => o.key)])));
      await submit(l.headers, a.body.data.attemptId);
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('saving answers', () => {
  it('is idempotent, keeps the later answer whatever the arrival order, ignores those past the deadline', async () => {
    const { qs, exam, h } = await scenario();
    const a = (await start(h, exam.id)).body.data;
    const t = Date.now() - 10_000;
    const id = clientId();
    expect((await save(h, a.attemptId, [answer(qs[0]!.id, 'C', t + 2000)], id)).body.data.saved).toBe(1);
    // A replay of the same save, and an older answer arriving late: nothing changes.
    expect((await save(h, a.attemptId, [answer(qs[0]!.id, 'C', t + 2000)], id)).body.data.saved).toBe(1);
    await save(h, a.attemptId, [answer(qs[0]!.id, 'A', t + 1000)]);
    let resumed = (await start(h, exam.id)).body.data;
    expect(resumed.answers.find((x) => x.questionId === String(qs[0]!.id))?.value).toBe('C');
    // A question not in the paper, and a value of the wrong shape, are not counted.
    const bad = await save(h, a.attemptId, [answer(999999, 'A'), answer(qs[1]!.id, 'A')]);
    expect(bad.body.data.saved).toBe(0);
    // After the deadline: answers made later are not counted; one made before it (offline) still is.
    await setAttempt(app, a.attemptId, { deadline: new Date(Date.now() - 5000) });
    const late = await save(h, a.attemptId, [
      answer(qs[2]!.id, 'F', Date.now()),
      answer(qs[0]!.id, 'B', Date.now() - 6000),
    ]);
    expect(late.body.data.saved).toBe(1);
    resumed = (await start(h, exam.id)).body.data;
    expect(resumed.answers.find((x) => x.questionId === String(qs[0]!.id))?.value).toBe('B');
    expect(resumed.answers.find((x) => x.questionId === String(qs[2]!.id))).toBeUndefined();
  });

  it("answers not found for another learner's attempt", async () => {
    const { exam, h, qs } = await scenario();
    const a = (await start(h, exam.id)).body.data;
    const other = await enrolledLearner(app, courseId, `exam_o${++n}`);
    expect((await save(other.headers, a.attemptId, [answer(qs[0]!.id, 'B')])).status).toBe(404);
    expect((await submit(other.headers, a.attemptId)).status).toBe(404);
    expect((await result(other.headers, a.attemptId)).status).toBe(404);
  });
});

describe('scoring and submit', () => {
  it('scores each type on the server: exact, partial multiple, fill alternatives normalised, per blank', async () => {
    const cases: [unknown[], number][] = [
      // single, multiple, judge, fill
      [['B', ['A', 'C', 'D'], 'F', ['  ＢＥＩＪＩＮＧ ', '119']], 10],
      [['A', ['A', 'C'], 'T', ['北京', '120']], 1.5 + 2],
      [['B', ['A', 'B'], 'F', ['', '119']], 2 + 1 + 2],
      [[null, [], null, null], 0],
    ];
    for (const [values, expected] of cases) {
      const { qs, exam, h } = await scenario({ passScore: 6 });
      const a = (await start(h, exam.id)).body.data;
      const s = await submit(h, a.attemptId, { answers: qs.map((q, i) => answer(q.id, values[i])) });
      expect(s.body.data).toMatchObject({ status: 'graded', score: expected, passed: expected >= 6 });
      const r = (await result(h, a.attemptId)).body.data;
      expect(r).toMatchObject({ released: true, reason: null, score: expected, analysisAvailable: true });
      expect(r.questions.find((q) => q.type === 'single')?.answer).toBe('B');
      expect(r.questions.reduce((s, q) => s + (q.mark ?? 0), 0)).toBe(expected);
    }
  });

  it('rounds the partial credit of a multiple choice down to half a point', async () => {
    const qs = await insertQuestions(app, 1, [{ type: 'multiple', answer: ['A', 'B', 'C'], score: 3 }]);
    const exam = await insertExam(app, courseId, qs);
    const l = await enrolledLearner(app, courseId, `exam_half${++n}`);
    const a = (await start(l.headers, exam.id)).body.data;
    const s = await submit(l.headers, a.attemptId, { answers: [answer(qs[0]!.id, ['A'])] });
    expect(s.body.data.score).toBe(1.5);
  });

  it('answers a second submit (another device) with the first outcome and changes nothing', async () => {
    const { qs, exam, h } = await scenario();
    const a = (await start(h, exam.id)).body.data;
    const id = clientId();
    const [first, twin] = await Promise.all([
      submit(h, a.attemptId, { clientId: id, answers: [answer(qs[0]!.id, 'B')] }),
      submit(h, a.attemptId, { answers: [answer(qs[2]!.id, 'F')] }),
    ]);
    expect(twin.body.data).toEqual(first.body.data);
    const replay = await submit(h, a.attemptId, { clientId: id, answers: qs.map((q) => answer(q.id, 'B')) });
    expect(replay.body.data).toEqual(first.body.data);
    const rows = await app.database.db
      .select()
      .from(eduExamAttempt)
      .where(eq(eduExamAttempt.examId, exam.id));
    expect(rows).toHaveLength(1);
    expect([2, 1]).toContain(rows[0]!.score);
    // A save replayed from an offline queue after the submit is answered, not refused, and changes nothing.
    const after = await save(
      h,
      a.attemptId,
      qs.map((q) => answer(q.id, 'B')),
    );
    expect(after.body).toMatchObject({ code: 0, data: { saved: 0 } });
    expect((await result(h, a.attemptId)).body.data.score).toBe(rows[0]!.score);
  });

  it('judges an offline submit by its corrected device time and grace window; late ones kept for review', async () => {
    const cases: { deadlineAgo: number; deviceAgo: number; offset: number; expected: string }[] = [
      // Made 10 min before the deadline, arrives an hour after: on time.
      { deadlineAgo: HOUR, deviceAgo: HOUR + 10 * 60_000, offset: 0, expected: 'graded' },
      // Made after the deadline by the device's clock, which is right (offset 0): late.
      { deadlineAgo: HOUR, deviceAgo: HOUR - 5 * 60_000, offset: 0, expected: 'late_review' },
      // The device clock runs 20 min slow: it claims 10 min before the deadline, corrected it was 10 min after.
      { deadlineAgo: HOUR, deviceAgo: HOUR + 10 * 60_000, offset: 20 * 60_000, expected: 'late_review' },
      // It runs 20 min fast: it claims 10 min after the deadline, corrected it was 10 min before.
      { deadlineAgo: HOUR, deviceAgo: HOUR - 10 * 60_000, offset: -20 * 60_000, expected: 'graded' },
      // Made in time but arriving after the grace window (24 h): kept for staff.
      { deadlineAgo: 25 * HOUR, deviceAgo: 26 * HOUR, offset: 0, expected: 'late_review' },
    ];
    for (const c of cases) {
      const { qs, exam, h } = await scenario();
      const a = (await start(h, exam.id)).body.data;
      await setAttempt(app, a.attemptId, { deadline: new Date(Date.now() - c.deadlineAgo) });
      const s = await submit(h, a.attemptId, {
        answers: [answer(qs[0]!.id, 'B', Date.now() - c.deviceAgo - 1000)],
        deviceTime: Date.now() - c.deviceAgo,
        clockOffsetMs: c.offset,
      });
      expect(s.body.data.status, JSON.stringify(c)).toBe(c.expected);
      if (c.expected === 'late_review') {
        const r = (await result(h, a.attemptId)).body.data;
        expect(r).toMatchObject({ released: false, reason: 'late_review', score: null });
        expect(r.questions.every((q) => q.answer === null && q.explanation === null && q.mark === null)).toBe(
          true,
        );
      }
    }
  });

  it('finalises an attempt nobody submitted once its deadline and grace passed, with its saved answers', async () => {
    const { qs, exam, h } = await scenario({ graceHours: 1 });
    const a = (await start(h, exam.id)).body.data;
    await save(h, a.attemptId, [answer(qs[0]!.id, 'B', Date.now() - 1000)]);
    await setAttempt(app, a.attemptId, { deadline: new Date(Date.now() - 30 * 60_000) });
    // Within the grace window it is still in progress (an offline submit may yet arrive).
    expect((await mine(h)).body.data.find((e) => e.id === String(exam.id))?.state).toBe('in_progress');
    await setAttempt(app, a.attemptId, { deadline: new Date(Date.now() - HOUR - 1000) });
    const m = (await mine(h)).body.data.find((e) => e.id === String(exam.id))!;
    expect(m).toMatchObject({
      inProgress: null,
      lastAttempt: { attemptId: a.attemptId, status: 'graded' },
      bestScore: 2,
    });
    // The first submit to arrive after that was made offline: its answers are kept and staff review it (never
    // dropped); answers it made after the deadline still do not count.
    const late = await submit(h, a.attemptId, {
      answers: [
        answer(qs[1]!.id, ['A', 'C', 'D'], Date.now() - 2 * HOUR),
        answer(qs[2]!.id, 'F', Date.now() - 2 * HOUR),
        answer(qs[3]!.id, ['Beijing', '119'], Date.now() - 1000),
      ],
    });
    expect(late.body.data).toMatchObject({ status: 'late_review', score: null });
    const kept = (await result(h, a.attemptId)).body.data;
    expect(kept).toMatchObject({ released: false, reason: 'late_review' });
    const answered = kept.questions.filter((q) => q.value !== null).map((q) => q.questionId);
    expect(answered.sort()).toEqual([qs[0]!.id, qs[1]!.id, qs[2]!.id].map(String).sort());
    // Any later submit (a replay, another phone) answers that outcome and changes nothing.
    const again = await submit(h, a.attemptId, {
      answers: qs.map((q) => answer(q.id, 'A', Date.now() - 2 * HOUR)),
    });
    expect(again.body.data).toMatchObject({ status: 'late_review', score: null });
    const still = (await result(h, a.attemptId)).body.data;
    expect(still.questions.map((q) => q.value)).toEqual(kept.questions.map((q) => q.value));
  });
});

describe('results', () => {
  it('holds the score until the close when the exam says so, and names why', async () => {
    const { qs, exam, h } = await scenario({ showScore: 'after_close', showAnalysis: 'after_close' });
    const a = (await start(h, exam.id)).body.data;
    const s = await submit(h, a.attemptId, { answers: [answer(qs[0]!.id, 'B')] });
    expect(s.body.data).toMatchObject({ status: 'graded', score: null, passed: null });
    const r = (await result(h, a.attemptId)).body;
    expect(r.data).toMatchObject({
      released: false,
      reason: 'after_close',
      score: null,
      analysisAvailable: false,
    });
    expect(r.data.releaseAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await mine(h)).body.data.find((e) => e.id === String(exam.id))?.bestScore).toBeNull();
    await setExam(app, exam.id, { closeAt: new Date(Date.now() - 1) });
    const after = (await result(h, a.attemptId)).body.data;
    expect(after).toMatchObject({ released: true, score: 2, analysisAvailable: true });
    expect(after.questions.find((q) => q.type === 'judge')?.explanation).toMatch(/EXPLANATION/);
  });

  it('never shows the analysis when the exam says never, and refuses a result before the submit', async () => {
    const { exam, h } = await scenario({ showAnalysis: 'never' });
    const a = (await start(h, exam.id)).body.data;
    expect((await result(h, a.attemptId)).body.code).toBe(1);
    await submit(h, a.attemptId);
    const r = await result(h, a.attemptId);
    expect(r.body.data).toMatchObject({ released: true, analysisAvailable: false });
    expect(r.body.data.questions.every((q) => q.answer === null && q.explanation === null)).toBe(true);
    expect(r.res.body).not.toMatch(/EXPLANATION|Beijing/);
  });

  it('sends a fill-in that matches no alternative to staff when the exam reviews fill-ins', async () => {
    const { qs, exam, h } = await scenario({ reviewFill: true });
    const a = (await start(h, exam.id)).body.data;
    const s = await submit(h, a.attemptId, {
      answers: [answer(qs[0]!.id, 'B'), answer(qs[3]!.id, ['Peking', '119'])],
    });
    expect(s.body.data).toMatchObject({ status: 'pending_review', score: null });
    expect((await result(h, a.attemptId)).body.data).toMatchObject({
      released: false,
      reason: 'pending_review',
    });
    // A fully matching fill-in is graded at once.
    const b = await scenario({ reviewFill: true });
    const ab = (await start(b.h, b.exam.id)).body.data;
    const sb = await submit(b.h, ab.attemptId, { answers: [answer(b.qs[3]!.id, ['beijing', '119'])] });
    expect(sb.body.data).toMatchObject({ status: 'graded', score: 4 });
  });
});
