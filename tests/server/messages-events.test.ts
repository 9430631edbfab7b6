import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRequest } from '@contract/enterprise';
import { eduCourse, sysMessage } from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner, offlineCourse } from './edu-helpers';
import { addMember, enterpriseWithMembers, freshCreditCode, PDF } from './enterprise-helpers';
import { inbox, latest, recipientsOf } from './message-helpers';
import { uploadFile } from './personal-helpers';

/** The English notice of a seat freed for someone on the waitlist, with the session's time in it. */
const SEAT_FREED_EN = new RegExp(
  String.raw`^A seat came free: your sign-up for "Race course" \(session S1, [\d: -]+\) ` +
    String.raw`moved from the waitlist to approved\.$`,
);

/**
 * Notices of a decision that reaches people without their asking: a waitlisted sign-up moved up by a freed seat
 * (to the learner), and an invoice request issued or rejected (to the enterprise's admin). Each is written with
 * its event, once, in the event's tenant.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;
type Headers = Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off' });
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

const enrolAs = (h: Headers, place: { courseId: string; sessionId: string }) =>
  call<{ id: string; status: string }>(app, 'POST', '/api/edu/enrolment', h, place);
const promotedOf = async (h: Headers) =>
  (await inbox(app, h, '&category=1')).records.filter((m) => m.kind === 'enrolment-promoted');
/** The tenant a message was written in, read from the database. */
const tenantOf = async (id: string) =>
  (
    await app.database.db
      .select()
      .from(sysMessage)
      .where(eq(sysMessage.id, Number(id)))
  )[0]?.tenantId;

/** A session of `capacity` seats, all taken, and `waiting` more learners waitlisted behind them. */
async function fullSession(tag: string, capacity: number, waiting: number, needsApproval = false) {
  const place = await offlineCourse(app, admin, { capacity, needsApproval });
  const learners = [];
  for (let i = 0; i < capacity + waiting; i++) {
    const l = await newLearner(app, `ev_${tag}_${i}`);
    const e = await enrolAs(l.headers, place);
    learners.push({
      ...l,
      username: `ev_${tag}_${i}`,
      enrolmentId: e.body.data.id,
      status: e.body.data.status,
    });
  }
  return { place, learners };
}

describe('a waitlisted sign-up moved up', () => {
  it('tells the promoted learner alone, once, in their language, in the tenant', async () => {
    const { learners } = await fullSession('cancel', 1, 2);
    const [a, b, c] = learners;
    expect(learners.map((l) => l.status)).toEqual(['approved', 'waitlisted', 'waitlisted']);
    await call(app, 'PUT', `/api/edu/enrolment/cancel/${a!.enrolmentId}`, a!.headers);

    const notices = await promotedOf(b!.headers);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: '候补报名已递补',
      link: '/person/myStudy/signUp',
      readFlag: '0',
    });
    expect(notices[0]!.content).toMatch(
      /^有名额空出，您报名的《Race course》（场次：S1，\d{4}-\d\d-\d\d \d\d:\d\d）已从候补转为已通过。$/,
    );
    const en = await latest(app, b!.headers, 'enrolment-promoted', 'en');
    expect(en?.title).toBe('A seat came free');
    expect(en?.content).toMatch(SEAT_FREED_EN);
    expect(await recipientsOf(app, admin, notices[0]!.id)).toEqual([b!.username]);
    for (const other of [a!, c!]) expect(await promotedOf(other.headers)).toEqual([]);
    // Written in tenant 1: tenant 2's staff do not see it, in their inbox or their list of messages.
    expect(await tenantOf(notices[0]!.id)).toBe(1);
    expect((await inbox(app, admin2)).records.map((m) => m.id)).not.toContain(notices[0]!.id);
    const staff2 = await call<{ records: { id: string }[] }>(
      app,
      'GET',
      '/api/admin/sysMessage/page',
      admin2,
    );
    expect(staff2.body.data.records.map((m) => m.id)).not.toContain(notices[0]!.id);
  });

  it('says pending review when the course needs approval (a pending sign-up rejected)', async () => {
    const { learners } = await fullSession('review', 1, 1, true);
    const [a, b] = learners;
    expect(learners.map((l) => l.status)).toEqual(['pending', 'waitlisted']);
    await call(app, 'PUT', '/api/edu/enrolment/review', admin, {
      ids: [a!.enrolmentId],
      approve: false,
      reason: '资料不全',
    });
    expect(await latest(app, b!.headers, 'enrolment-promoted')).toMatchObject({
      content: expect.stringMatching(/已从候补转为待审核。$/) as string,
    });
    expect((await latest(app, b!.headers, 'enrolment-promoted', 'en'))?.content).toMatch(
      /moved from the waitlist to pending review\.$/,
    );
    expect(await promotedOf(a!.headers)).toEqual([]);
  });

  it('tells each learner a raised capacity lets in, and not those still waiting', async () => {
    const { place, learners } = await fullSession('raise', 1, 3);
    await call(app, 'PUT', '/api/edu/session', admin, { id: place.sessionId, capacity: 3 });
    expect(await Promise.all(learners.map(async (l) => (await promotedOf(l.headers)).length))).toEqual([
      0, 1, 1, 0,
    ]);
  });

  it('sends nothing when a cancel promotes nobody', async () => {
    const { learners } = await fullSession('none', 1, 1);
    const [a, b] = learners;
    const totals = async () => Promise.all(learners.map(async (l) => (await inbox(app, l.headers)).total));
    const before = await totals();
    // A waitlisted sign-up cancelled frees no seat; then the seat holder's frees one nobody waits for.
    for (const l of [b!, a!]) {
      const res = await call(app, 'PUT', `/api/edu/enrolment/cancel/${l.enrolmentId}`, l.headers);
      expect(res.body.code).toBe(0);
    }
    expect(await totals()).toEqual(before);
  });
});

describe('an invoice request handled', () => {
  type Ent = Awaited<ReturnType<typeof enterpriseWithMembers>>;
  let ent: Ent;
  let profileId: string;
  let course: { courseId: string; sessionId: string };
  let member = 0;

  beforeAll(async () => {
    ent = await enterpriseWithMembers(app, 'ev_inv');
    course = await offlineCourse(app, admin, { capacity: 20 });
    await app.database.db
      .update(eduCourse)
      .set({ fee: 12_345 })
      .where(eq(eduCourse.id, Number(course.courseId)));
    const p = await call<{ id: string }>(app, 'POST', '/api/edu/enterprise/invoice', ent.headers, {
      type: 'normal',
      title: '发票抬头',
      taxNo: freshCreditCode(),
      email: 'fin@example.com',
    });
    profileId = p.body.data.id;
  });

  /** A new member signed up for the paid course by the enterprise, and an invoice asked for it. */
  async function request(): Promise<InvoiceRequest> {
    const m = await addMember(app, ent.id, `ev_inv_m${++member}`);
    await call(app, 'POST', '/api/edu/enterprise/enrol', ent.headers, {
      ...course,
      userIds: [String(m.userId)],
    });
    const [row] = (
      await call<{ enrolmentId: string }[]>(app, 'GET', '/api/edu/enterprise/invoice/billable', ent.headers)
    ).body.data;
    const asked = await call<InvoiceRequest>(
      app,
      'POST',
      '/api/edu/enterprise/invoice/request',
      ent.headers,
      {
        profileId,
        enrolmentIds: [row!.enrolmentId],
      },
    );
    expect(asked.body.code).toBe(0);
    return asked.body.data;
  }

  const handled = async (h: Headers) =>
    (await inbox(app, h, '&category=1')).records.filter((m) => m.kind === 'invoice-handled');

  it('issued: the enterprise admin is told the number and amount, once', async () => {
    const r = await request();
    const url = await uploadFile(
      app,
      admin,
      { name: 'invoice.pdf', type: 'application/pdf', data: PDF },
      'doc',
    );
    const invoiceFile = new URL(url, 'http://peixun.test').searchParams.get('fileName') ?? '';
    const issue = (invoiceNo: string) =>
      call(app, 'PUT', '/api/edu/invoice/issue', admin, { id: r.id, invoiceNo, invoiceFile });
    expect((await issue('04400077')).body.code).toBe(0);

    const [notice, ...more] = await handled(ent.headers);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: '发票已开具',
      content: '您申请的 123.45 元发票已开具，发票号码：04400077，可下载电子发票。',
      link: '/enterprise/invoice',
    });
    expect(await latest(app, ent.headers, 'invoice-handled', 'en')).toMatchObject({
      title: 'Invoice issued',
      content: 'Your invoice of 123.45 yuan was issued, number 04400077; the e-invoice can be downloaded.',
    });
    expect(await recipientsOf(app, admin, notice!.id)).toEqual(['ev_inv_admin']);
    expect(await tenantOf(notice!.id)).toBe(1);
    expect((await inbox(app, admin2)).records.map((m) => m.id)).not.toContain(notice!.id);

    // Handled already: refused, and nothing more is sent.
    expect((await issue('2')).body.code).toBe(1);
    const rejected = await call(app, 'PUT', '/api/edu/invoice/reject', admin, { id: r.id, reason: 'x' });
    expect(rejected.body.code).toBe(1);
    expect(await handled(ent.headers)).toHaveLength(1);
  });

  it('rejected: the enterprise admin is told the reason; its members and other enterprises nothing', async () => {
    const other = await enterpriseWithMembers(app, 'ev_inv_other');
    const r = await request();
    const reject = () => call(app, 'PUT', '/api/edu/invoice/reject', admin, { id: r.id, reason: '抬头有误' });
    expect((await reject()).body.code).toBe(0);
    const notice = await latest(app, ent.headers, 'invoice-handled');
    expect(notice).toMatchObject({
      title: '开票申请被驳回',
      content: '您申请的 123.45 元发票被驳回，原因：抬头有误',
      link: '/enterprise/invoice',
    });
    expect(await latest(app, ent.headers, 'invoice-handled', 'en')).toMatchObject({
      title: 'Invoice request rejected',
      content: 'Your request for an invoice of 123.45 yuan was rejected. Reason: 抬头有误',
    });
    expect(await recipientsOf(app, admin, notice!.id)).toEqual(['ev_inv_admin']);
    expect(await handled(other.headers)).toEqual([]);
    const count = (await handled(ent.headers)).length;
    expect((await reject()).body.code).toBe(1);
    expect(await handled(ent.headers)).toHaveLength(count);
  });
});
