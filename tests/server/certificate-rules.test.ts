import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateRule } from '@contract/certificate';
import {
  eduCertificate,
  eduCertificateRule,
  eduCheckin,
  eduCourse,
  eduExam,
  eduExamAttempt,
  eduLessonProgress,
} from '../../src/server/db/schema';
import { considerCertificate } from '../../src/server/modules/certificate';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner, offlineCourse, onlineCourse } from './edu-helpers';
import { enrolledLearner, insertExam, insertQuestions } from './exam-helpers';

/** What earns a course's certificate: its rule, set by staff, and the learner's lessons, check-ins and exam. */
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off' });
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const setRule = (rule: Partial<CertificateRule> & { courseId: string }) =>
  call<CertificateRule>(app, 'PUT', '/api/edu/certificate/rule', admin, {
    enabled: true,
    checkinShare: 100,
    validityMonths: null,
    ...rule,
  });
const held = (userId: number, courseId: string) =>
  app.database.db
    .select()
    .from(eduCertificate)
    .where(and(eq(eduCertificate.userId, userId), eq(eduCertificate.courseId, Number(courseId))));
/** The learner's lesson, completed at `at` (as the progress desk records it). */
const complete = (userId: number, courseId: string, lessonId: string, at: Date) =>
  app.database.db.insert(eduLessonProgress).values({
    tenantId: 1,
    userId,
    courseId: Number(courseId),
    lessonId: Number(lessonId),
    completed: true,
    completedAt: at,
    watchedSec: 60,
  });

describe("a course's rule", () => {
  it('is off until staff set it, and refuses a rule nobody could meet', async () => {
    const empty = await call<{ id: string }>(app, 'POST', '/api/edu/course', admin, {
      mode: 'online',
      title: 'No lessons',
      category: 'basics',
      creditHours: 1,
      fee: 0,
    });
    const courseId = empty.body.data.id;
    expect((await call(app, 'GET', `/api/edu/certificate/rule/${courseId}`, admin)).body.data).toEqual({
      courseId,
      enabled: false,
      checkinShare: 100,
      validityMonths: null,
      examId: null,
    });
    expect((await setRule({ courseId })).body).toMatchObject({
      code: 1,
      msg: '该线上课程还没有课时，无法按完成课时颁发证书',
    });
    // Off, it may be saved as it is.
    expect((await setRule({ courseId, enabled: false })).body.code).toBe(0);
    for (const bad of [
      { checkinShare: 0 },
      { checkinShare: 101 },
      { validityMonths: 0 },
      { validityMonths: 121 },
      { examId: 'x1' },
    ])
      expect((await setRule({ courseId, ...bad })).status).toBe(400);
    expect((await setRule({ courseId: '999999' })).status).toBe(404);
  });
});

describe('earning by the rule', () => {
  it('online: every lesson complete, then the exam passed; dated by the last, valid for the months set', async () => {
    const { courseId, lessons } = await onlineCourse(app, admin, [60, 60]);
    expect((await setRule({ courseId, validityMonths: 24 })).body.code).toBe(0);
    const learner = await newLearner(app, 'rule_online');
    await complete(learner.userId, courseId, lessons[0]!, new Date('2026-11-02T02:00:00Z'));
    expect(
      await considerCertificate(app.database.db, app.bus, 1, learner.userId, Number(courseId)),
    ).toBeNull();
    await complete(learner.userId, courseId, lessons[1]!, new Date('2026-11-03T17:00:00Z'));
    // With a published exam, lessons alone are not enough.
    const exam = await insertExam(app, courseId, []);
    expect(
      await considerCertificate(app.database.db, app.bus, 1, learner.userId, Number(courseId)),
    ).toBeNull();
    await app.database.db.insert(eduExamAttempt).values({
      tenantId: 1,
      examId: exam.id,
      courseId: Number(courseId),
      userId: learner.userId,
      attemptNo: 1,
      seed: 1,
      questions: [],
      totalScore: 1,
      status: 'graded',
      deadline: new Date(),
      submittedAt: new Date('2026-11-01T00:00:00Z'),
      score: 1,
      passed: true,
    });
    const made = await considerCertificate(app.database.db, app.bus, 1, learner.userId, Number(courseId));
    // 17:00 UTC on 3 November is 4 November in China; two years on.
    expect(made).toMatchObject({ completedOn: '2026-11-04', expiresOn: '2028-11-04', issuedHow: 'rule' });
    expect(
      await considerCertificate(app.database.db, app.bus, 1, learner.userId, Number(courseId)),
    ).toBeNull();
    expect(await held(learner.userId, courseId)).toHaveLength(1);
  });

  it('classroom: checked in to the share of sessions set, rounded up', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 5 });
    const second = await call<{ id: string }>(app, 'POST', '/api/edu/session', admin, {
      courseId,
      title: 'S2',
      startAt: '2030-01-02 09:00:00',
      endAt: '2030-01-02 10:00:00',
      capacity: 5,
      venue: 'Room 2',
    });
    expect(second.body.code).toBe(0);
    const learner = await newLearner(app, 'rule_classroom');
    const checkIn = (session: string) =>
      app.database.db.insert(eduCheckin).values({
        tenantId: 1,
        sessionId: Number(session),
        userId: learner.userId,
        method: 'manual',
        outcome: 'accepted',
        clientId: `rule-${session}`,
        deviceId: 'test',
      });
    // Half of two sessions is one.
    expect((await setRule({ courseId, checkinShare: 50 })).body.code).toBe(0);
    await checkIn(sessionId);
    expect(
      await considerCertificate(app.database.db, app.bus, 1, learner.userId, Number(courseId)),
    ).toMatchObject({
      expiresOn: null,
    });
    // 51% of two is two: another learner with one session has not earned it.
    expect((await setRule({ courseId, checkinShare: 51 })).body.code).toBe(0);
    const other = await newLearner(app, 'rule_classroom_2');
    await app.database.db.insert(eduCheckin).values({
      tenantId: 1,
      sessionId: Number(sessionId),
      userId: other.userId,
      method: 'manual',
      outcome: 'accepted',
      clientId: 'rule-other',
      deviceId: 'test',
    });
    expect(await considerCertificate(app.database.db, app.bus, 1, other.userId, Number(courseId))).toBeNull();
  });

  it('gives nothing while the rule is off', async () => {
    const { courseId, lessons } = await onlineCourse(app, admin, [60]);
    const learner = await newLearner(app, 'rule_off');
    await complete(learner.userId, courseId, lessons[0]!, new Date());
    expect(
      await considerCertificate(app.database.db, app.bus, 1, learner.userId, Number(courseId)),
    ).toBeNull();
    expect((await setRule({ courseId })).body.code).toBe(0);
    expect(
      await considerCertificate(app.database.db, app.bus, 1, learner.userId, Number(courseId)),
    ).not.toBeNull();
  });
});

describe('the moments a certificate is issued', () => {
  it('the heartbeat that completes the last lesson (also replayed, twice) issues it once', async () => {
    const { courseId, lessons } = await onlineCourse(app, admin, [20, 20]);
    expect((await setRule({ courseId })).body.code).toBe(0);
    const learner = await newLearner(app, 'moment_online');
    await call(app, 'POST', '/api/edu/enrolment', learner.headers, { courseId });
    const beat = (lessonId: string, clientId: string) =>
      call(app, 'POST', '/api/edu/progress', learner.headers, {
        clientId,
        lessonId,
        position: 20,
        intervals: [[0, 20]],
      });
    await beat(lessons[0]!, 'moment-1');
    await app.certificates.settled();
    expect(await held(learner.userId, courseId)).toHaveLength(0);
    // The last lesson's heartbeat, sent twice at once as a queue replaying it would.
    await Promise.all([beat(lessons[1]!, 'moment-2'), beat(lessons[1]!, 'moment-2')]);
    await app.certificates.settled();
    expect(await held(learner.userId, courseId)).toHaveLength(1);
  });

  it('an accepted check-in completes a classroom course; a rejected one does not', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 5 });
    expect((await setRule({ courseId })).body.code).toBe(0);
    const learner = await newLearner(app, 'moment_classroom');
    const enrolment = await call<{ id: string }>(app, 'POST', '/api/edu/enrolment', learner.headers, {
      courseId,
      sessionId,
    });
    const checkIn = (clientId: string, enrolmentId: string) =>
      call<{ outcome: string }>(app, 'POST', '/api/edu/checkin', admin, {
        clientId,
        method: 'manual',
        sessionId,
        enrolmentId,
        deviceId: 'moment',
        deviceTime: Date.now(),
      });
    // A sign-up that is not this session's: rejected, nothing issued.
    expect((await checkIn('moment-wrong', '999999')).body.data.outcome).toBe('rejected');
    await app.certificates.settled();
    expect(await held(learner.userId, courseId)).toHaveLength(0);
    expect((await checkIn('moment-now', enrolment.body.data.id)).body.data.outcome).toBe('accepted');
    await app.certificates.settled();
    expect(await held(learner.userId, courseId)).toHaveLength(1);
  });

  it('a submitted exam that passes completes a course whose lessons were done; one that fails does not', async () => {
    const { courseId, lessons } = await onlineCourse(app, admin, [20]);
    const qs = await insertQuestions(app, 1, [{ type: 'judge', answer: 'T', score: 2 }]);
    const exam = await insertExam(app, courseId, qs, { passScore: 2, attemptsAllowed: 2 });
    expect((await setRule({ courseId })).body.code).toBe(0);
    const learner = await enrolledLearner(app, courseId, 'moment_exam');
    await complete(learner.userId, courseId, lessons[0]!, new Date());
    const sit = async (value: string) => {
      const attempt = await call<{ attemptId: string }>(
        app,
        'POST',
        `/api/edu/exam/${exam.id}/attempt`,
        learner.headers,
      );
      const done = await call<{ passed: boolean }>(
        app,
        'POST',
        `/api/edu/exam/attempt/${attempt.body.data.attemptId}/submit`,
        learner.headers,
        {
          clientId: `moment-exam-${value}`,
          answers: [{ questionId: String(qs[0]!.id), value, answeredAtMs: Date.now() }],
          deviceTime: Date.now(),
          clockOffsetMs: 0,
        },
      );
      await app.certificates.settled();
      return done.body.data;
    };
    expect(await sit('F')).toMatchObject({ passed: false });
    expect(await held(learner.userId, courseId)).toHaveLength(0);
    expect(await sit('T')).toMatchObject({ passed: true });
    expect(await held(learner.userId, courseId)).toHaveLength(1);
  });

  it('switching a rule on (or lowering its share) issues to those who already meet it', async () => {
    const { courseId, lessons } = await onlineCourse(app, admin, [20]);
    const done = await enrolledLearner(app, courseId, 'moment_before');
    const halfway = await enrolledLearner(app, courseId, 'moment_halfway');
    await complete(done.userId, courseId, lessons[0]!, new Date());
    // Saved off: nobody is looked at.
    expect((await setRule({ courseId, enabled: false })).body.code).toBe(0);
    await app.certificates.settled();
    expect(await held(done.userId, courseId)).toHaveLength(0);
    expect((await setRule({ courseId })).body.code).toBe(0);
    await app.certificates.settled();
    expect(await held(done.userId, courseId)).toHaveLength(1);
    expect(await held(halfway.userId, courseId)).toHaveLength(0);
  });
});

describe("the demo's courses", () => {
  it('earn certificates as seeded: online with no expiry, classroom valid 36 months, none where none can', async () => {
    const db = app.database.db;
    const courses = await db
      .select({
        title: eduCourse.title,
        mode: eduCourse.mode,
        status: eduCourse.status,
        enabled: eduCertificateRule.enabled,
        validity: eduCertificateRule.validityMonths,
        examId: eduCertificateRule.examId,
      })
      .from(eduCourse)
      .leftJoin(eduCertificateRule, eq(eduCertificateRule.courseId, eduCourse.id))
      .where(eq(eduCourse.tenantId, 1));
    const rule = (title: string) => courses.find((c) => c.title.startsWith(title));
    expect(rule('《物业管理条例》要点解读')).toMatchObject({ mode: 'online', enabled: true, validity: null });
    expect(rule('演示签到')).toMatchObject({ mode: 'offline', enabled: true, validity: 36 });
    // Of the check-in demo's three exams (a practice, one not open yet), the final one is to be passed.
    const [final] = await db
      .select()
      .from(eduExam)
      .where(eq(eduExam.id, rule('演示签到')?.examId ?? 0));
    expect(final?.title).toMatch(/^物业安全与服务结业考试/);
    // The draft, and the 2027 course with no session yet, have no rule.
    expect(rule('智慧物业平台操作')).toMatchObject({ status: 'draft', enabled: null });
    expect(rule('2027 年度')).toMatchObject({ enabled: null });
    const published = courses.filter((c) => c.status === 'published');
    expect(published.filter((c) => c.enabled).length).toBe(published.length - 1);
  });
});

describe('the exam a rule names', () => {
  const passed = (userId: number, courseId: string, examId: number, at: Date) =>
    app.database.db.insert(eduExamAttempt).values({
      tenantId: 1,
      examId,
      courseId: Number(courseId),
      userId,
      attemptNo: 1,
      seed: 1,
      questions: [],
      totalScore: 1,
      status: 'graded',
      deadline: at,
      submittedAt: at,
      score: 1,
      passed: true,
    });

  it('is one published exam of the course, or else every one of them must be passed', async () => {
    const { courseId, lessons } = await onlineCourse(app, admin, [60]);
    const [final, practice] = [await insertExam(app, courseId, []), await insertExam(app, courseId, [])];
    const learner = await newLearner(app, 'rule_exam_named');
    await complete(learner.userId, courseId, lessons[0]!, new Date('2026-11-02T02:00:00Z'));
    await passed(learner.userId, courseId, final.id, new Date('2026-11-05T02:00:00Z'));
    const consider = () => considerCertificate(app.database.db, app.bus, 1, learner.userId, Number(courseId));

    // Named by nobody: the practice exam is still owed.
    expect((await setRule({ courseId })).body.data).toMatchObject({ examId: null });
    expect(await consider()).toBeNull();
    // Another course's exam, or a draft of this one, is refused, and the rule stays as it was.
    const other = await onlineCourse(app, admin, [60]);
    const elsewhere = await insertExam(app, other.courseId, []);
    const draft = await insertExam(app, courseId, [], { status: 'draft' });
    for (const examId of [elsewhere.id, draft.id, 999_999])
      expect((await setRule({ courseId, examId: String(examId) })).body).toMatchObject({
        code: 1,
        msg: '所选考试不是该课程已发布的考试',
      });
    expect((await call(app, 'GET', `/api/edu/certificate/rule/${courseId}`, admin)).body.data).toMatchObject({
      examId: null,
    });
    // The final exam named: passing it is enough, and the day it was passed dates the certificate.
    expect((await setRule({ courseId, examId: String(final.id) })).body.data).toMatchObject({
      examId: String(final.id),
    });
    expect(await consider()).toMatchObject({ completedOn: '2026-11-05' });
    expect(practice.id).not.toBe(final.id);
  });

  it('counts a score shown only after the exam closes from the close, not before', async () => {
    const { courseId, lessons } = await onlineCourse(app, admin, [60]);
    const hour = 3600_000;
    const later = await insertExam(app, courseId, [], {
      showScore: 'after_close',
      closeAt: new Date(Date.now() + hour),
    });
    const learner = await newLearner(app, 'rule_exam_close');
    await complete(learner.userId, courseId, lessons[0]!, new Date(Date.now() - 2 * hour));
    await passed(learner.userId, courseId, later.id, new Date(Date.now() - hour));
    expect((await setRule({ courseId, examId: String(later.id) })).body.code).toBe(0);
    const consider = () => considerCertificate(app.database.db, app.bus, 1, learner.userId, Number(courseId));
    expect(await consider()).toBeNull();
    await app.database.db
      .update(eduExam)
      .set({ closeAt: new Date(Date.now() - 60_000) })
      .where(eq(eduExam.id, later.id));
    expect(await consider()).toMatchObject({ issuedHow: 'rule' });
  });
});
