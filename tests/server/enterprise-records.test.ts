import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enrolment } from '@contract/enrolment';
import type { EnterpriseEnrolAnswer } from '@contract/enterprise';
import type { Page } from '@contract/envelope';
import { eduEnrolment, eduEnterpriseMember, eduSession, sysUser } from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, call, DAY, newLearner, offlineCourse } from './edu-helpers';
import { addMember, enterpriseWithMembers } from './enterprise-helpers';
import { readXlsx, upload, xlsx } from './people-helpers';

/** An enterprise's bulk enrolment and its sign-up records, over HTTP. */
let app: FastifyInstance;
let admin: Record<string, string>;
type Ent = Awaited<ReturnType<typeof enterpriseWithMembers>>;
let ent: Ent;
let other: Ent;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  ent = await enterpriseWithMembers(app, 'rec_a', { members: 4 });
  other = await enterpriseWithMembers(app, 'rec_b', { members: 1 });
});
afterAll(() => app.close());

type RowErrors = { lineNum: number; errors: string[] }[];
const enrol = (headers: Record<string, string>, body: Record<string, unknown>) =>
  call<EnterpriseEnrolAnswer>(app, 'POST', '/api/edu/enterprise/enrol', headers, body);
const ids = (...users: { userId: number }[]) => users.map((u) => String(u.userId));
const m = (i: number) => ent.members[i]!;
const signUpsOf = (courseId: string) =>
  app.database.db
    .select()
    .from(eduEnrolment)
    .where(eq(eduEnrolment.courseId, Number(courseId)));
const phoneOf = async (userId: number) =>
  (await app.database.db.select().from(sysUser).where(eq(sysUser.userId, userId)))[0]?.phone ?? '';

describe('bulk enrolment of members', () => {
  it("follows a person's rules: seats counted across the batch, then waitlist; the enterprise recorded", async () => {
    const c = await offlineCourse(app, admin, { capacity: 2 });
    const res = await enrol(ent.headers, { ...c, userIds: ids(m(0), m(1), m(2)) });
    expect(res.body).toMatchObject({ code: 0, data: { dryRun: false, errors: [] } });
    expect(res.body.data.enrolled.map((r) => [r.lineNum, r.userId, r.status])).toEqual([
      [1, String(m(0).userId), 'approved'],
      [2, String(m(1).userId), 'approved'],
      [3, String(m(2).userId), 'waitlisted'],
    ]);
    const rows = await signUpsOf(c.courseId);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.enterpriseId === ent.id && r.sessionId === Number(c.sessionId))).toBe(true);
  });

  it('starts a course needing approval pending, and sees the seats a person took a moment before', async () => {
    const c = await offlineCourse(app, admin, { capacity: 2, needsApproval: true });
    const alone = await newLearner(app, 'rec_alone');
    expect(
      (await call(app, 'POST', '/api/edu/enrolment', alone.headers, c)).body.data as Enrolment,
    ).toMatchObject({ status: 'pending' });
    const res = await enrol(ent.headers, { ...c, userIds: ids(m(0), m(1)) });
    expect(res.body.data.enrolled.map((r) => r.status)).toEqual(['pending', 'waitlisted']);
  });

  it('shares the last seat with a person signing up at the same moment: one seat, one waitlisted', async () => {
    const c = await offlineCourse(app, admin, { capacity: 1 });
    const person = await newLearner(app, 'rec_racer');
    const [batch, alone] = await Promise.all([
      enrol(ent.headers, { ...c, userIds: ids(m(0)) }),
      call<Enrolment>(app, 'POST', '/api/edu/enrolment', person.headers, c),
    ]);
    expect([batch.body.data.enrolled[0]?.status, alone.body.data.status].sort()).toEqual([
      'approved',
      'waitlisted',
    ]);
    expect((await signUpsOf(c.courseId)).map((r) => r.status).sort()).toEqual(['approved', 'waitlisted']);
  });

  it('answers every bad row in the caller language and writes nothing when one is wrong', async () => {
    const c = await offlineCourse(app, admin, { capacity: 5 });
    const stranger = await newLearner(app, 'rec_stranger');
    expect((await call(app, 'POST', '/api/edu/enrolment', m(3).headers, c)).body.code).toBe(0);
    const res = await enrol(
      { ...ent.headers, 'accept-language': 'en' },
      { ...c, userIds: ids(m(0), stranger, other.members[0]!, m(3), m(0)) },
    );
    expect(res.body).toMatchObject({ code: 1, msg: 'Import failed, the following data is invalid' });
    expect(res.body.data as unknown as RowErrors).toEqual([
      { lineNum: 2, errors: ['Not a member of this enterprise'] },
      { lineNum: 3, errors: ['Not a member of this enterprise'] },
      { lineNum: 5, errors: ['The same person as row 1'] },
      { lineNum: 4, errors: ['This member has already signed up for this course'] },
    ]);
    // Only the member's own sign-up: the good row 1 was not written either.
    expect((await signUpsOf(c.courseId)).map((r) => r.userId)).toEqual([m(3).userId]);
    const zh = await enrol(ent.headers, { ...c, userIds: ids(stranger) });
    expect(zh.body.data as unknown as RowErrors).toEqual([{ lineNum: 1, errors: ['不是本企业的成员'] }]);
  });

  it('answers a dry run with what each row would become and writes nothing', async () => {
    const c = await offlineCourse(app, admin, { capacity: 1 });
    const dry = await enrol(ent.headers, { ...c, userIds: ids(m(0), m(1)), dryRun: true });
    expect(dry.body).toMatchObject({ code: 0, data: { dryRun: true, errors: [] } });
    expect(dry.body.data.enrolled.map((r) => [r.lineNum, r.status])).toEqual([
      [1, 'approved'],
      [2, 'waitlisted'],
    ]);
    expect(await signUpsOf(c.courseId)).toEqual([]);
    // A dry run with a bad row answers the row, and a real run after it starts from the same seats.
    const bad = await enrol(ent.headers, { ...c, userIds: ids(m(0), m(0)), dryRun: true });
    expect(bad.body.code).toBe(1);
    const real = await enrol(ent.headers, { ...c, userIds: ids(m(1), m(0)) });
    expect(real.body.data.enrolled.map((r) => r.status)).toEqual(['approved', 'waitlisted']);
  });

  it('keeps the course rules: a session of the course, not started, a published course', async () => {
    const c = await offlineCourse(app, admin, { capacity: 3 });
    expect((await enrol(ent.headers, { courseId: c.courseId, userIds: ids(m(0)) })).body).toMatchObject({
      code: 1,
      msg: expect.stringContaining('场次') as unknown,
    });
    await app.database.db
      .update(eduSession)
      .set({ startAt: new Date(Date.now() - 60_000) })
      .where(eq(eduSession.id, Number(c.sessionId)));
    expect((await enrol(ent.headers, { ...c, userIds: ids(m(0)) })).body.code).toBe(1);
    const draft = await call<{ id: string }>(app, 'POST', '/api/edu/course', admin, {
      mode: 'online',
      title: 'Draft',
      category: 'basics',
      creditHours: 1,
      fee: 0,
    });
    expect((await enrol(ent.headers, { courseId: draft.body.data.id, userIds: ids(m(0)) })).status).toBe(404);
    expect(await signUpsOf(c.courseId)).toEqual([]);
  });

  it('is for an approved enterprise admin only', async () => {
    const c = await offlineCourse(app, admin, { capacity: 3 });
    const pending = await enterpriseWithMembers(app, 'rec_p', { members: 1, status: 'pending' });
    expect((await enrol(pending.headers, { ...c, userIds: ids(pending.members[0]!) })).body).toMatchObject({
      code: 1,
      msg: '企业尚未通过审核，暂不能使用此功能',
    });
    expect((await enrol(m(0).headers, { ...c, userIds: ids(m(0)) })).status).toBe(403);
    expect((await enrol(admin, { ...c, userIds: ids(m(0)) })).status).toBe(403);
    expect(await signUpsOf(c.courseId)).toEqual([]);
  });

  it("never enrols another tenant's user or reaches another tenant's course", async () => {
    const c = await offlineCourse(app, admin, { capacity: 3 });
    const foreign = await enterpriseWithMembers(app, 'rec_t2', { members: 1, tenantId: 2 });
    // Tenant 2's enterprise names tenant 1's course and its own member: the course is not found there.
    expect((await enrol(foreign.headers, { ...c, userIds: ids(foreign.members[0]!) })).status).toBe(404);
    // A member row pointing across tenants is no member.
    await app.database.db
      .insert(eduEnterpriseMember)
      .values({ tenantId: 2, enterpriseId: foreign.id, userId: m(0).userId });
    expect((await enrol(ent.headers, { ...c, userIds: ids(m(0)) })).body.code).toBe(0);
    await app.database.db
      .delete(eduEnterpriseMember)
      .where(and(eq(eduEnterpriseMember.tenantId, 2), eq(eduEnterpriseMember.userId, m(0).userId)));
  });
});

describe('bulk enrolment by Excel', () => {
  it('gives the template in the caller language and reads either header', async () => {
    const zh = await app.inject({
      method: 'GET',
      url: '/api/edu/enterprise/enrol/template',
      headers: ent.headers,
    });
    expect(zh.statusCode).toBe(200);
    expect(await readXlsx(zh.rawPayload)).toEqual([['姓名', '手机号']]);
    const en = await app.inject({
      method: 'GET',
      url: '/api/edu/enterprise/enrol/template',
      headers: { ...ent.headers, 'accept-language': 'en' },
    });
    expect(await readXlsx(en.rawPayload)).toEqual([['Name', 'Mobile']]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/edu/enterprise/enrol/template', headers: m(0).headers }))
        .statusCode,
    ).toBe(403);
  });

  it('answers bad rows by their sheet row numbers, then enrols a good sheet, all or none', async () => {
    const c = await offlineCourse(app, admin, { capacity: 1, needsApproval: true });
    const url = (dryRun: boolean) =>
      `/api/edu/enterprise/enrol/import?courseId=${c.courseId}&sessionId=${c.sessionId}&dryRun=${dryRun}`;
    const [p0, p1, p2] = [await phoneOf(m(0).userId), await phoneOf(m(1).userId), await phoneOf(m(2).userId)];
    const bad = await xlsx(
      ['姓名', '手机号'],
      [
        ['rec_a_m1', p0],
        ['someone else', p1],
        ['', ''],
        ['', '13000000000'],
        ['rec_a_m3', ''],
      ],
    );
    const res = await upload(app, url(false), ent.headers, bad);
    expect(res.json()).toMatchObject({
      code: 1,
      data: [
        { lineNum: 3, errors: ['姓名与该手机号的成员不一致'] },
        { lineNum: 5, errors: ['不是本企业的成员'] },
        { lineNum: 6, errors: ['请填写手机号'] },
      ],
    });
    expect(await signUpsOf(c.courseId)).toEqual([]);

    const good = await xlsx(
      ['Name', 'Mobile'],
      [
        ['rec_a_m1', p0],
        ['', p2],
      ],
    );
    const dry = await upload(app, url(true), ent.headers, good);
    expect(dry.json()).toMatchObject({ code: 0, data: { dryRun: true } });
    expect(await signUpsOf(c.courseId)).toEqual([]);
    const done = (await upload(app, url(false), ent.headers, good)).json<{ data: EnterpriseEnrolAnswer }>();
    expect(done.data.enrolled.map((r) => [r.lineNum, r.userId, r.status])).toEqual([
      [2, String(m(0).userId), 'pending'],
      [3, String(m(2).userId), 'waitlisted'],
    ]);
    // The same sheet again: both already enrolled, by their rows.
    expect((await upload(app, url(false), ent.headers, good)).json()).toMatchObject({
      code: 1,
      data: [{ lineNum: 2 }, { lineNum: 3 }],
    });
  });

  it('refuses a sheet without the columns', async () => {
    const c = await offlineCourse(app, admin, { capacity: 1 });
    const res = await upload(
      app,
      `/api/edu/enterprise/enrol/import?courseId=${c.courseId}&sessionId=${c.sessionId}`,
      ent.headers,
      await xlsx(['用户名'], [['x']]),
    );
    expect(res.json()).toMatchObject({ code: 1 });
  });
});

describe("an enterprise's sign-up records", () => {
  let courseA: { courseId: string; sessionId: string };
  let courseB: { courseId: string; sessionId: string };
  const list = (query: string, headers = ent.headers) =>
    call<Page<Enrolment>>(app, 'GET', `/api/edu/enterprise/record?size=50${query}`, headers);

  beforeAll(async () => {
    courseA = await offlineCourse(app, admin, { capacity: 1 });
    courseB = await offlineCourse(app, admin, { capacity: 5 });
    await enrol(ent.headers, { ...courseA, userIds: ids(m(0), m(1)) });
    // A member's own sign-up is the enterprise's too; another enterprise's member's is not.
    await call(app, 'POST', '/api/edu/enrolment', m(2).headers, courseB);
    await call(app, 'POST', '/api/edu/enrolment', other.members[0]!.headers, courseB);
  });

  it('lists what it made and its members made, with the filters', async () => {
    const a = (await list(`&courseId=${courseA.courseId}`)).body.data;
    expect(a.total).toBe('2');
    expect(a.records.map((r) => [r.userId, r.status, r.enterpriseId])).toEqual([
      [String(m(1).userId), 'waitlisted', String(ent.id)],
      [String(m(0).userId), 'approved', String(ent.id)],
    ]);
    const b = (await list(`&courseId=${courseB.courseId}`)).body.data;
    expect(b.records.map((r) => [r.userId, r.enterpriseId])).toEqual([[String(m(2).userId), null]]);
    expect((await list(`&courseId=${courseA.courseId}&status=waitlisted`)).body.data.total).toBe('1');
    expect((await list(`&userId=${m(0).userId}&courseId=${courseA.courseId}`)).body.data.total).toBe('1');
    // Another enterprise's member, named as a filter, is still not here.
    expect((await list(`&userId=${other.members[0]!.userId}`)).body.data.total).toBe('0');
    expect((await list(`&courseId=${courseB.courseId}`, other.headers)).body.data.records).toHaveLength(1);
    expect((await list('', m(0).headers)).status).toBe(403);
  });

  it('exports the same filter as a workbook in the caller language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/edu/enterprise/record/export?courseId=${courseA.courseId}`,
      headers: { ...ent.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet[0]?.[1]).toBe('Name');
    expect(sheet.slice(1).map((r) => [r[1], r[6]])).toEqual([
      ['rec_a_m1', 'Approved'],
      ['rec_a_m2', 'Waitlisted'],
    ]);
    const zh = await app.inject({
      method: 'GET',
      url: `/api/edu/enterprise/record/export?courseId=${courseA.courseId}`,
      headers: ent.headers,
    });
    expect((await readXlsx(zh.rawPayload))[0]?.[1]).toBe('姓名');
  });

  it("cancels one by a person's rules and promotes the waitlist; never another's", async () => {
    const [waiting, seated] = (await list(`&courseId=${courseA.courseId}`)).body.data.records;
    const cancel = (id: string, headers = ent.headers) =>
      call<Enrolment>(app, 'PUT', '/api/edu/enterprise/record/cancel', headers, { id });
    expect((await cancel(seated!.id, other.headers)).status).toBe(404);
    const theirs = (await list(`&courseId=${courseB.courseId}`, other.headers)).body.data.records[0]!;
    expect((await cancel(theirs.id)).status).toBe(404);
    expect((await cancel(seated!.id, m(0).headers)).status).toBe(403);

    expect((await cancel(seated!.id)).body.data).toMatchObject({ status: 'cancelled' });
    expect((await list(`&courseId=${courseA.courseId}&status=approved`)).body.data.records).toMatchObject([
      { id: waiting!.id },
    ]);
    expect((await cancel(seated!.id)).body).toMatchObject({ code: 1, msg: '当前状态的报名不能取消' });

    // A member's own sign-up, once its session has started, is too late to cancel.
    const own = (await list(`&courseId=${courseB.courseId}`)).body.data.records[0]!;
    await app.database.db
      .update(eduSession)
      .set({ startAt: new Date(Date.now() - DAY) })
      .where(eq(eduSession.id, Number(courseB.sessionId)));
    expect((await cancel(own.id)).body).toMatchObject({ code: 1 });
    expect((await list(`&courseId=${courseB.courseId}`)).body.data.records[0]?.status).toBe('approved');
  });

  it('follows a member who leaves: their own sign-ups go with them, those the enterprise made stay', async () => {
    const leaver = await addMember(app, ent.id, 'rec_leaver');
    const c = await offlineCourse(app, admin, { capacity: 5 });
    await call(app, 'POST', '/api/edu/enrolment', leaver.headers, c);
    expect((await list(`&userId=${leaver.userId}`)).body.data.total).toBe('1');
    await app.database.db
      .update(eduEnterpriseMember)
      .set({ delFlag: '1' })
      .where(eq(eduEnterpriseMember.userId, leaver.userId));
    expect((await list(`&userId=${leaver.userId}`)).body.data.total).toBe('0');
    expect((await list(`&courseId=${courseA.courseId}`)).body.data.total).toBe('2');
  });
});
