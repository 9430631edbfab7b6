import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt, ExamResult, MyExam, SubmitResult } from '../../src/contract/exam-learner';
import type { AttemptDetail, AttemptRow, AttemptStats } from '../../src/contract/exam-attempts';
import type { Exam, Question } from '../../src/contract/exam';
import { buildTestApp } from './helpers';
import { adminHeaders, call, DAY, onlineCourse, wireTime } from './edu-helpers';
import { clientId, enrolledLearner, setAttempt } from './exam-helpers';
import { readXlsx } from './people-helpers';
import { stringContaining } from './matchers';

let app: FastifyInstance;
let admin: Record<string, string>;
let foreign: Record<string, string>;
let courseId: string;
const q: Record<string, Question> = {};
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  foreign = await adminHeaders(app, 'admin2', '2');
  courseId = (await onlineCourse(app, admin, [30])).courseId;
  const make = async (name: string, body: object) =>
    (q[name] = (
      await call<Question>(app, 'POST', '/api/edu/question', admin, { stem: `ADMIN-${name}`, ...body })
    ).body.data);
  await make('single', {
    type: 'single',
    options: [
      { key: 'A', text: 'a' },
      { key: 'B', text: 'b' },
    ],
    answer: 'A',
    score: 2,
  });
  await make('judge', { type: 'judge', answer: 'T', score: 1 });
  await make('fill', { type: 'fill', answer: [['x']], score: 3 });
});
afterAll(() => app.close());

const base = () => ({
  courseId,
  title: 'Admin exam',
  mode: 'fixed' as const,
  items: [
    { questionId: q.single!.id, score: 2 },
    { questionId: q.judge!.id, score: 1 },
    { questionId: q.fill!.id, score: 3 },
  ],
  passScore: 3,
  durationMin: 20,
  attemptsAllowed: 0,
  openAt: wireTime(-DAY),
  closeAt: wireTime(DAY),
});
const create = (body: object) => call<Exam>(app, 'POST', '/api/edu/exam', admin, body);

describe('papers', () => {
  it('computes the total, and refuses what cannot work', async () => {
    const ok = await create({ ...base(), status: 'published' });
    expect(ok.body.data).toMatchObject({
      totalScore: 6,
      questionCount: 3,
      attemptCount: 0,
      status: 'published',
    });
    expect(ok.body.data.items.map((i) => i.type)).toEqual(['single', 'judge', 'fill']);
    const bad: [object, string][] = [
      [{ passScore: 7 }, '及格分（7）不能高于总分（6）'],
      [{ openAt: wireTime(DAY), closeAt: wireTime(-DAY) }, '开始时间必须早于结束时间'],
      [{ items: [{ questionId: '99999999', score: 1 }], passScore: 1 }, '99999999'],
      [
        {
          items: [
            { questionId: q.judge!.id, score: 1 },
            { questionId: q.judge!.id, score: 1 },
          ],
          passScore: 1,
        },
        '重复',
      ],
      [{ items: [], passScore: 0, status: 'published' }, '不能发布'],
      [
        { mode: 'random', rules: [{ type: 'fill', categoryId: null, count: 50, score: 1 }], passScore: 1 },
        '需要 50 道',
      ],
      [
        {
          mode: 'random',
          rules: [
            { type: 'judge', categoryId: null, count: 30, score: 1 },
            { type: 'judge', categoryId: null, count: 30, score: 1 },
          ],
          passScore: 1,
        },
        '需要 60 道',
      ],
    ];
    for (const [change, msg] of bad) {
      const res = await create({ ...base(), ...change });
      expect(res.body.code, msg).toBe(1);
      expect(res.body.msg).toContain(msg);
    }
    expect((await create({ ...base(), courseId: '99999999' })).status).toBe(404);
    const random = await create({
      ...base(),
      mode: 'random',
      rules: [{ type: 'judge', categoryId: null, count: 1, score: 4 }],
      passScore: 2,
    });
    expect(random.body.data).toMatchObject({ totalScore: 4, questionCount: 1, items: [] });
    // An edit is checked as the exam will be.
    const edit = await call<Exam>(app, 'PUT', '/api/edu/exam', admin, {
      id: ok.body.data.id,
      passScore: 100,
    });
    expect(edit.body.code).toBe(1);
    const renamed = await call<Exam>(app, 'PUT', '/api/edu/exam', admin, {
      id: ok.body.data.id,
      title: 'Renamed',
    });
    expect(renamed.body.data).toMatchObject({ title: 'Renamed', totalScore: 6, items: ok.body.data.items });
  });

  it("keeps tenants apart and refuses learners; another tenant's questions cannot be put on a paper", async () => {
    const exam = (await create(base())).body.data;
    expect((await call(app, 'GET', `/api/edu/exam/details/${exam.id}`, foreign)).status).toBe(404);
    expect((await call(app, 'PUT', '/api/edu/exam', foreign, { id: exam.id, title: 'x' })).status).toBe(404);
    expect((await call(app, 'DELETE', '/api/edu/exam', foreign, [exam.id])).status).toBe(404);
    expect((await call(app, 'GET', `/api/edu/exam/attempt/page?examId=${exam.id}`, foreign)).status).toBe(
      404,
    );
    const theirs = await call(app, 'POST', '/api/edu/exam', foreign, { ...base(), courseId: '1' });
    expect(theirs.status).toBe(404);
    const learner = await enrolledLearner(app, courseId, 'admin_test_learner');
    expect((await call(app, 'GET', '/api/edu/exam/page', learner.headers)).status).toBe(403);
    expect(
      (await call(app, 'GET', `/api/edu/exam/attempt/page?examId=${exam.id}`, learner.headers)).status,
    ).toBe(403);
    expect(
      (await call(app, 'PUT', '/api/edu/exam/attempt/reopen', learner.headers, { id: '1', minutes: 5 }))
        .status,
    ).toBe(403);
  });

  it('refuses deleting an exam with attempts, and a question on a paper', async () => {
    const exam = (await create({ ...base(), status: 'published' })).body.data;
    const l = await enrolledLearner(app, courseId, 'del_learner');
    await call(app, 'POST', `/api/edu/exam/${exam.id}/attempt`, l.headers);
    expect((await call(app, 'DELETE', '/api/edu/exam', admin, [exam.id])).body).toMatchObject({ code: 1 });
    const used = await call(app, 'DELETE', '/api/edu/question', admin, [q.judge!.id]);
    expect(used.body).toMatchObject({ code: 1, msg: stringContaining('不能删除') });
    const empty = (await create({ ...base(), items: [], passScore: 0 })).body.data;
    expect((await call(app, 'DELETE', '/api/edu/exam', admin, [empty.id])).body.code).toBe(0);
  });
});

describe('results', () => {
  async function taken(
    o: object,
    answers: (ids: Record<string, string>) => { questionId: string; value: unknown }[],
  ) {
    const exam = (await create({ ...base(), status: 'published', ...o })).body.data;
    const learners = [];
    for (let i = 0; i < 3; i++) {
      const l = await enrolledLearner(app, courseId, `res_${exam.id}_${i}`);
      const a = (await call<Attempt>(app, 'POST', `/api/edu/exam/${exam.id}/attempt`, l.headers)).body.data;
      learners.push({ ...l, attemptId: a.attemptId });
    }
    return { exam, learners, answers };
  }
  const submit = (h: Record<string, string>, attemptId: string, answers: unknown[]) =>
    call<SubmitResult>(app, 'POST', `/api/edu/exam/attempt/${attemptId}/submit`, h, {
      clientId: clientId(),
      answers: answers.map((a) => ({ ...(a as object), answeredAtMs: Date.now() })),
      deviceTime: Date.now(),
      clockOffsetMs: 0,
    });

  it('lists attempts, draws the score chart, exports, and finalises the abandoned ones first', async () => {
    const { exam, learners } = await taken({}, () => []);
    await submit(learners[0]!.headers, learners[0]!.attemptId, [
      { questionId: q.single!.id, value: 'A' },
      { questionId: q.judge!.id, value: 'T' },
      { questionId: q.fill!.id, value: ['x'] },
    ]);
    await submit(learners[1]!.headers, learners[1]!.attemptId, [{ questionId: q.single!.id, value: 'A' }]);
    // The third never came back: past deadline and grace it is finalised with what it saved (nothing).
    await setAttempt(app, learners[2]!.attemptId, { deadline: new Date(Date.now() - 25 * 3600_000) });
    const page = await call<{ records: AttemptRow[]; total: string }>(
      app,
      'GET',
      `/api/edu/exam/attempt/page?examId=${exam.id}`,
      admin,
    );
    expect(page.body.data.total).toBe('3');
    const byId = new Map(page.body.data.records.map((r) => [r.id, r]));
    expect(byId.get(learners[0]!.attemptId)).toMatchObject({
      status: 'graded',
      score: 6,
      passed: true,
      answered: 3,
      questionCount: 3,
    });
    expect(byId.get(learners[1]!.attemptId)).toMatchObject({ score: 2, passed: false, answered: 1 });
    expect(byId.get(learners[2]!.attemptId)).toMatchObject({ status: 'graded', score: 0 });
    const stats = await call<AttemptStats>(
      app,
      'GET',
      `/api/edu/exam/attempt/stats?examId=${exam.id}`,
      admin,
    );
    expect(stats.body.data).toMatchObject({ attempts: 3, graded: 3, passed: 1, average: 2.67, highest: 6 });
    expect(stats.body.data.bands).toHaveLength(10);
    expect(stats.body.data.bands.map((b) => b.count)).toEqual([1, 0, 0, 1, 0, 0, 0, 0, 0, 1]);
    const out = await app.inject({
      method: 'GET',
      url: `/api/edu/exam/attempt/export?examId=${exam.id}`,
      headers: admin,
    });
    const rows = await readXlsx(out.rawPayload);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('得分');
    const detail = await call<AttemptDetail>(
      app,
      'GET',
      `/api/edu/exam/attempt/details/${learners[1]!.attemptId}`,
      admin,
    );
    expect(detail.body.data.questions.find((x) => x.type === 'single')).toMatchObject({
      value: 'A',
      mark: 2,
      correct: true,
      answer: 'A',
    });
  });

  it('reviews fill-ins and late attempts, and re-opens an attempt with its answers', async () => {
    const { learners } = await taken({ reviewFill: true }, () => []);
    const [a, b, c] = learners as [
      (typeof learners)[number],
      (typeof learners)[number],
      (typeof learners)[number],
    ];
    const pending = await submit(a.headers, a.attemptId, [
      { questionId: q.single!.id, value: 'A' },
      { questionId: q.fill!.id, value: ['y'] },
    ]);
    expect(pending.body.data.status).toBe('pending_review');
    const tooHigh = await call(app, 'PUT', '/api/edu/exam/attempt/review', admin, {
      id: a.attemptId,
      marks: [{ questionId: q.fill!.id, mark: 4 }],
    });
    expect(tooHigh.body).toMatchObject({ code: 1 });
    const notFill = await call(app, 'PUT', '/api/edu/exam/attempt/review', admin, {
      id: a.attemptId,
      marks: [{ questionId: q.single!.id, mark: 1 }],
    });
    expect(notFill.body).toMatchObject({ code: 1 });
    const reviewed = await call<AttemptDetail>(app, 'PUT', '/api/edu/exam/attempt/review', admin, {
      id: a.attemptId,
      marks: [{ questionId: q.fill!.id, mark: 3 }],
    });
    expect(reviewed.body.data).toMatchObject({ status: 'graded', score: 5, passed: true });
    const result = await call<ExamResult>(
      app,
      'GET',
      `/api/edu/exam/attempt/${a.attemptId}/result`,
      a.headers,
    );
    expect(result.body.data).toMatchObject({ released: true, score: 5 });
    // A late one: a decision is needed; rejected is final and says so to the learner.
    await setAttempt(app, b.attemptId, { deadline: new Date(Date.now() - 3600_000) });
    const late = await submit(b.headers, b.attemptId, [{ questionId: q.judge!.id, value: 'T' }]);
    expect(late.body.data.status).toBe('late_review');
    expect(
      (await call(app, 'PUT', '/api/edu/exam/attempt/review', admin, { id: b.attemptId })).body.code,
    ).toBe(1);
    const rejected = await call<AttemptDetail>(app, 'PUT', '/api/edu/exam/attempt/review', admin, {
      id: b.attemptId,
      decision: 'reject',
      note: 'too late',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reviewNote: 'too late' });
    expect(
      (await call<ExamResult>(app, 'GET', `/api/edu/exam/attempt/${b.attemptId}/result`, b.headers)).body
        .data,
    ).toMatchObject({ released: false, reason: 'rejected' });
    expect(
      (await call(app, 'PUT', '/api/edu/exam/attempt/review', admin, { id: b.attemptId, decision: 'accept' }))
        .body.code,
    ).toBe(1);
    // Accepting a late attempt grades it with the answers made in time.
    await setAttempt(app, c.attemptId, { deadline: new Date(Date.now() - 3600_000) });
    await submit(c.headers, c.attemptId, []);
    const accepted = await call<AttemptDetail>(app, 'PUT', '/api/edu/exam/attempt/review', admin, {
      id: c.attemptId,
      decision: 'accept',
    });
    expect(accepted.body.data).toMatchObject({ status: 'graded', score: 0, passed: false });
    // Re-open: in progress again with a new deadline, the answers kept; the learner resumes it.
    const reopened = await call<AttemptDetail>(app, 'PUT', '/api/edu/exam/attempt/reopen', admin, {
      id: a.attemptId,
      minutes: 10,
    });
    expect(reopened.body.data).toMatchObject({ status: 'in_progress', score: null });
    const mine = await call<MyExam[]>(app, 'GET', '/api/edu/exam/mine', a.headers);
    const state = mine.body.data.find((e) => e.inProgress?.attemptId === a.attemptId);
    expect(state?.inProgress?.deadlineMs).toBeGreaterThan(Date.now() + 9 * 60_000);
    const resumed = await call<Attempt>(app, 'POST', `/api/edu/exam/${state!.id}/attempt`, a.headers);
    expect(resumed.body.data.attemptId).toBe(a.attemptId);
    expect(resumed.body.data.answers.find((x) => x.questionId === q.single!.id)?.value).toBe('A');
    expect(
      (await call(app, 'PUT', '/api/edu/exam/attempt/reopen', admin, { id: a.attemptId, minutes: 10 })).body
        .code,
    ).toBe(1);
  });
});

describe('course completion on study records', () => {
  it('needs every lesson done and, when the course has a published exam, the exam passed', async () => {
    const course = await onlineCourse(app, admin, [20]);
    const l = await enrolledLearner(app, course.courseId, 'completion_learner');
    type Rec = {
      courseId: string;
      completed: boolean;
      exam: { passed: boolean; bestScore: number | null } | null;
    };
    const record = async () =>
      (await call<Rec[]>(app, 'GET', '/api/edu/study/mine', l.headers)).body.data.find(
        (r) => r.courseId === course.courseId,
      )!;
    expect(await record()).toMatchObject({ completed: false, exam: null });
    for (const from of [0, 10])
      await call(app, 'POST', '/api/edu/progress', l.headers, {
        clientId: clientId(),
        lessonId: course.lessons[0],
        position: from + 10,
        intervals: [[from, from + 10]],
      });
    // Lessons done and no exam: completed.
    expect(await record()).toMatchObject({ completed: true, exam: null });
    const exam = (
      await call<Exam>(app, 'POST', '/api/edu/exam', admin, {
        ...base(),
        courseId: course.courseId,
        status: 'published',
        items: [{ questionId: q.judge!.id, score: 1 }],
        passScore: 1,
      })
    ).body.data;
    expect(await record()).toMatchObject({ completed: false, exam: { passed: false, bestScore: null } });
    const fail = (await call<Attempt>(app, 'POST', `/api/edu/exam/${exam.id}/attempt`, l.headers)).body.data;
    await call(app, 'POST', `/api/edu/exam/attempt/${fail.attemptId}/submit`, l.headers, {
      clientId: clientId(),
      answers: [{ questionId: q.judge!.id, value: 'F', answeredAtMs: Date.now() }],
      deviceTime: Date.now(),
      clockOffsetMs: 0,
    });
    expect(await record()).toMatchObject({ completed: false, exam: { passed: false, bestScore: 0 } });
    const pass = (await call<Attempt>(app, 'POST', `/api/edu/exam/${exam.id}/attempt`, l.headers)).body.data;
    await call(app, 'POST', `/api/edu/exam/attempt/${pass.attemptId}/submit`, l.headers, {
      clientId: clientId(),
      answers: [{ questionId: q.judge!.id, value: 'T', answeredAtMs: Date.now() }],
      deviceTime: Date.now(),
      clockOffsetMs: 0,
    });
    expect(await record()).toMatchObject({ completed: true, exam: { passed: true, bestScore: 1 } });
  });
});
