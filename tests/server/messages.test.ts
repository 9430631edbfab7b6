import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feedback } from '@contract/feedback';
import { eduCourse } from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner, offlineCourse, onlineCourse } from './edu-helpers';
import { enterpriseWithMembers, freshCreditCode, registerEnterprise } from './enterprise-helpers';
import { clientId, enrolledLearner, insertExam, insertQuestions, setAttempt } from './exam-helpers';
import { inbox, latest, recipientsOf, staffWith } from './message-helpers';

/**
 * Notices the system sends (modules/message `notify`): staff hear of work waiting — each notice goes to exactly the
 * users of the tenant whose roles hold the permission — and a learner or enterprise admin of a decision about
 * them, in the reader's language, with the page it leads to.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;
let bystander: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off' });
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
  // Staff who see the lists but decide nothing: none of the notices is theirs.
  bystander = (
    await staffWith(app, 'msg_bystander', ['edu_enrolment_view', 'edu_feedback_view', 'edu_exam_view'])
  ).headers;
});
afterAll(() => app.close());

/** A late submit of a one-question exam: the learner, the exam and the attempt. */
async function lateSubmit(tag: string) {
  const { courseId } = await onlineCourse(app, admin, [30]);
  const [q] = await insertQuestions(app, 1, [{ type: 'judge', answer: 'T', score: 2 }]);
  const exam = await insertExam(app, courseId, [{ id: q!.id, score: 2 }], { title: `考试 ${tag}` });
  const learner = await enrolledLearner(app, courseId, `msg_exam_${tag}`);
  const started = await call<{ attemptId: string }>(
    app,
    'POST',
    `/api/edu/exam/${exam.id}/attempt`,
    learner.headers,
  );
  const attemptId = started.body.data.attemptId;
  await setAttempt(app, attemptId, { deadline: new Date(Date.now() - 3600_000) });
  const submitted = await call<{ status: string }>(
    app,
    'POST',
    `/api/edu/exam/attempt/${attemptId}/submit`,
    learner.headers,
    {
      clientId: clientId(),
      answers: [{ questionId: String(q!.id), value: 'T', answeredAtMs: Date.now() }],
      deviceTime: Date.now(),
      clockOffsetMs: 0,
    },
  );
  expect(submitted.body.data.status).toBe('late_review');
  return { learner, exam, attemptId };
}

/** Each kind of work that waits for staff: how it happens, who may do it, where its notice leads. */
const STAFF_EVENTS: {
  kind: string;
  permission: string;
  happen: () => Promise<string>;
  title: [string, string];
}[] = [
  {
    kind: 'feedback-sent',
    permission: 'edu_feedback_reply',
    title: ['新的意见反馈', 'New feedback'],
    happen: async () => {
      const l = await newLearner(app, 'msg_fb_sender');
      await call(app, 'POST', '/api/edu/feedback', l.headers, { category: 'other', content: '投影仪坏了' });
      return '/admin/edu/feedback?status=open';
    },
  },
  {
    kind: 'enrolment-pending',
    permission: 'edu_enrolment_review',
    title: ['新的报名待审核', 'A sign-up waits for review'],
    happen: async () => {
      const c = await offlineCourse(app, admin, { capacity: 5, needsApproval: true });
      const l = await newLearner(app, 'msg_enrol_pending');
      const e = await call<{ status: string }>(app, 'POST', '/api/edu/enrolment', l.headers, c);
      expect(e.body.data.status).toBe('pending');
      return `/admin/edu/enrolment?courseId=${c.courseId}&status=pending`;
    },
  },
  {
    kind: 'enterprise-submitted',
    permission: 'edu_enterprise_review',
    title: ['企业资料待审核', 'An enterprise waits for review'],
    happen: async () => {
      await registerEnterprise(app, 901);
      return '/admin/edu/enterprise?status=pending';
    },
  },
  {
    kind: 'invoice-requested',
    permission: 'edu_enterprise_invoice',
    title: ['新的开票申请', 'A new invoice request'],
    happen: async () => {
      const e = await enterpriseWithMembers(app, 'msg_inv', { members: 1 });
      const c = await offlineCourse(app, admin, { capacity: 5 });
      await app.database.db
        .update(eduCourse)
        .set({ fee: 12_345 })
        .where(eq(eduCourse.id, Number(c.courseId)));
      const userIds = [String(e.members[0]!.userId)];
      await call(app, 'POST', '/api/edu/enterprise/enrol', e.headers, { ...c, userIds });
      const profile = await call<{ id: string }>(app, 'POST', '/api/edu/enterprise/invoice', e.headers, {
        type: 'normal',
        title: '发票抬头',
        taxNo: freshCreditCode(),
        email: 'fin@example.com',
      });
      const [billable] = (
        await call<{ enrolmentId: string }[]>(app, 'GET', '/api/edu/enterprise/invoice/billable', e.headers)
      ).body.data;
      const asked = await call(app, 'POST', '/api/edu/enterprise/invoice/request', e.headers, {
        profileId: profile.body.data.id,
        enrolmentIds: [billable!.enrolmentId],
      });
      expect(asked.body.code).toBe(0);
      return '/admin/edu/enterprise?tab=invoices';
    },
  },
  {
    kind: 'exam-late-submit',
    permission: 'edu_exam_review',
    title: ['逾期提交待审核', 'A late submission waits for review'],
    happen: async () => {
      const { exam } = await lateSubmit('staff');
      return `/admin/edu/examResult?examId=${exam.id}&status=late_review`;
    },
  },
];

describe('work waiting for staff', () => {
  for (const event of STAFF_EVENTS)
    it(`${event.kind}: to exactly the holders of ${event.permission} in the tenant`, async () => {
      const holder = await staffWith(app, `msg_${event.permission}`, [event.permission]);
      const link = await event.happen();
      const notice = await latest(app, holder.headers, event.kind);
      expect(notice).toMatchObject({
        category: '1',
        sendFlag: '1',
        readFlag: '0',
        link,
        title: event.title[0],
      });
      expect((await latest(app, holder.headers, event.kind, 'en'))?.title).toBe(event.title[1]);
      // The tenant's administrators hold every permission; the bystander and tenant 2 hear nothing.
      expect(await recipientsOf(app, admin, notice!.id)).toEqual(['admin', `msg_${event.permission}`]);
      expect((await inbox(app, bystander)).records.map((m) => m.id)).not.toContain(notice!.id);
      expect((await inbox(app, admin2)).records.map((m) => m.id)).not.toContain(notice!.id);
    });

  it('says who and what in the reader’s language, from the facts it was written with', async () => {
    const c = await offlineCourse(app, admin, { capacity: 5, needsApproval: true });
    await app.database.db
      .update(eduCourse)
      .set({ title: '物业安全培训' })
      .where(eq(eduCourse.id, Number(c.courseId)));
    const l = await newLearner(app, 'msg_words');
    await call(app, 'POST', '/api/edu/enrolment', l.headers, c);
    expect(await latest(app, admin, 'enrolment-pending')).toMatchObject({
      content: 'msg_words 报名了《物业安全培训》，请审核。',
    });
    expect(await latest(app, admin, 'enrolment-pending', 'en')).toMatchObject({
      content: 'msg_words signed up for "物业安全培训"; please review the sign-up.',
    });
  });

  it('tells of an enterprise’s several sign-ups in one notice, and of none in a dry run', async () => {
    const e = await enterpriseWithMembers(app, 'msg_bulk', { members: 3 });
    const c = await offlineCourse(app, admin, { capacity: 5, needsApproval: true });
    const userIds = e.members.map((m) => String(m.userId));
    const before = (await inbox(app, admin)).total;
    await call(app, 'POST', '/api/edu/enterprise/enrol', e.headers, { ...c, userIds, dryRun: true });
    expect((await inbox(app, admin)).total).toBe(before);
    await call(app, 'POST', '/api/edu/enterprise/enrol', e.headers, { ...c, userIds });
    expect((await inbox(app, admin)).total).toBe(String(Number(before) + 1));
    expect((await latest(app, admin, 'enrolment-pending'))?.content).toBe(
      'msg_bulk 物业 为《Race course》报名了 3 人，请审核。',
    );
  });
});

describe('decisions about a learner or an enterprise', () => {
  it('a sign-up approved, or rejected with the reason: to the learner alone', async () => {
    const c = await offlineCourse(app, admin, { capacity: 5, needsApproval: true });
    const yes = await newLearner(app, 'msg_enrol_yes');
    const no = await newLearner(app, 'msg_enrol_no');
    const ids = [];
    for (const l of [yes, no])
      ids.push((await call<{ id: string }>(app, 'POST', '/api/edu/enrolment', l.headers, c)).body.data.id);
    await call(app, 'PUT', '/api/edu/enrolment/review', admin, { ids: [ids[0]], approve: true });
    await call(app, 'PUT', '/api/edu/enrolment/review', admin, {
      ids: [ids[1]],
      approve: false,
      reason: '名额已满',
    });
    const approved = await latest(app, yes.headers, 'enrolment-reviewed');
    expect(approved).toMatchObject({
      title: '报名已通过审核',
      content: '您报名的《Race course》已通过审核。',
    });
    expect(approved?.link).toBe('/person/myStudy/signUp');
    expect(await latest(app, no.headers, 'enrolment-reviewed', 'en')).toMatchObject({
      title: 'Sign-up not approved',
      content: 'Your sign-up for "Race course" was not approved. Reason: 名额已满',
    });
    expect(await recipientsOf(app, admin, approved!.id)).toEqual(['msg_enrol_yes']);
    // A review refused (already decided) writes nothing, and sends nothing.
    const before = (await inbox(app, yes.headers)).total;
    expect(
      (await call(app, 'PUT', '/api/edu/enrolment/review', admin, { ids: [ids[0]], approve: true })).body
        .code,
    ).toBe(1);
    expect((await inbox(app, yes.headers)).total).toBe(before);
  });

  it('an enterprise reviewed: to its admin, with the reason', async () => {
    const e = await registerEnterprise(app, 902);
    await call(app, 'PUT', '/api/edu/enterprise/review', admin, {
      id: e.id,
      approve: false,
      reason: '执照模糊',
    });
    expect(await latest(app, e.headers, 'enterprise-reviewed')).toMatchObject({
      title: '企业审核未通过',
      content: '企业“企业902”未通过审核，原因：执照模糊',
      link: '/enterprise/info',
    });
  });

  it('feedback answered: to its sender, on the sender’s own feedback page', async () => {
    const person = await newLearner(app, 'msg_fb_person');
    const e = await enterpriseWithMembers(app, 'msg_fb_ent');
    for (const [who, link] of [
      [person.headers, '/person/feedback'],
      [e.headers, '/enterprise/feedback'],
    ] as const) {
      const f = await call<Feedback>(app, 'POST', '/api/edu/feedback', who, {
        category: 'other',
        content: 'x',
      });
      await call(app, 'PUT', '/api/edu/feedback/reply', admin, { id: f.body.data.id, reply: '已处理' });
      expect(await latest(app, who, 'feedback-answered')).toMatchObject({ content: '回复：已处理', link });
    }
    // A closed feedback takes no reply: nothing is sent.
    const f = await call<Feedback>(app, 'POST', '/api/edu/feedback', person.headers, {
      category: 'other',
      content: 'y',
    });
    await call(app, 'PUT', '/api/edu/feedback/close', admin, { id: f.body.data.id });
    const before = (await inbox(app, person.headers)).total;
    expect(
      (await call(app, 'PUT', '/api/edu/feedback/reply', admin, { id: f.body.data.id, reply: 'z' })).body
        .code,
    ).toBe(1);
    expect((await inbox(app, person.headers)).total).toBe(before);
  });

  it('an exam result: a late submit refused, or accepted and marked', async () => {
    const refused = await lateSubmit('refused');
    await call(app, 'PUT', '/api/edu/exam/attempt/review', admin, {
      id: refused.attemptId,
      decision: 'reject',
      note: '超过宽限期',
    });
    expect(await latest(app, refused.learner.headers, 'exam-result')).toMatchObject({
      title: '逾期提交未被接受',
      content: '您逾期提交的考试《考试 refused》未被接受。超过宽限期',
      link: `/person/test/resultHas?attemptId=${refused.attemptId}`,
    });
    const accepted = await lateSubmit('accepted');
    await call(app, 'PUT', '/api/edu/exam/attempt/review', admin, {
      id: accepted.attemptId,
      decision: 'accept',
    });
    expect(await latest(app, accepted.learner.headers, 'exam-result', 'en')).toMatchObject({
      title: 'Exam marked',
      content: 'Your exam "考试 accepted" has been marked; see your result.',
    });
  });
});
