import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../src/contract/catalog';
import { parseTicket } from '../../src/contract/signed-codes';
import { signer } from '../../src/server/lib/signing';
import { eduCourse, eduSession } from '../../src/server/db/schema';
import { cancel, enrol } from '../../src/server/modules/enrolment/enrolment.service';
import { buildTestApp } from './helpers';
import { adminHeaders, call, DAY, newLearner, offlineCourse, onlineCourse } from './edu-helpers';

type E = { id: string; status: string; ticket: string | null; sessionId: string | null };

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const enrolAs = (h: Record<string, string>, courseId: string, sessionId?: string) =>
  call<E>(app, 'POST', '/api/edu/enrolment', h, { courseId, sessionId });

describe('sign-up capacity', () => {
  it('gives the last seat to one of two racing learners and waitlists the other', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 1 });
    const [a, b] = await Promise.all([newLearner(app, 'race_a'), newLearner(app, 'race_b')]);
    const results = await Promise.all([
      enrolAs(a.headers, courseId, sessionId),
      enrolAs(b.headers, courseId, sessionId),
    ]);
    expect(results.map((r) => r.body.code)).toEqual([0, 0]);
    expect(results.map((r) => r.body.data.status).sort()).toEqual(['approved', 'waitlisted']);
    const detail = await call<{ seatsLeft: number; sessions: { seatsLeft: number; waitlisted: number }[] }>(
      app,
      'GET',
      `/api/edu/course/details/${courseId}`,
      { 'tenant-id': '1' },
    );
    expect(detail.body.data.sessions[0]).toMatchObject({ seatsLeft: 0, waitlisted: 1 });
  });

  it('never seats more than the capacity when many sign up at once', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 2 });
    const learners = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => newLearner(app, `crowd_${i}`)));
    const results = await Promise.all(learners.map((l) => enrolAs(l.headers, courseId, sessionId)));
    const statuses = results.map((r) => r.body.data.status);
    expect(statuses.filter((s) => s === 'approved')).toHaveLength(2);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(4);
  });

  it('promotes the waitlist in order as seats free up', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 1 });
    const [a, b, c] = [
      await newLearner(app, 'wl_a'),
      await newLearner(app, 'wl_b'),
      await newLearner(app, 'wl_c'),
    ];
    const ea = await enrolAs(a.headers, courseId, sessionId);
    const eb = await enrolAs(b.headers, courseId, sessionId);
    const ec = await enrolAs(c.headers, courseId, sessionId);
    expect([ea, eb, ec].map((r) => r.body.data.status)).toEqual(['approved', 'waitlisted', 'waitlisted']);
    const cancelled = await call<E>(app, 'PUT', `/api/edu/enrolment/cancel/${ea.body.data.id}`, a.headers);
    expect(cancelled.body.data.status).toBe('cancelled');
    const mineB = await call<{ records: E[] }>(app, 'GET', '/api/edu/enrolment/mine', b.headers);
    const mineC = await call<{ records: E[] }>(app, 'GET', '/api/edu/enrolment/mine', c.headers);
    expect(mineB.body.data.records[0]?.status).toBe('approved');
    expect(mineC.body.data.records[0]?.status).toBe('waitlisted');
    // Cancelling a waitlisted sign-up frees no seat and promotes nobody.
    await call(app, 'PUT', `/api/edu/enrolment/cancel/${ec.body.data.id}`, c.headers);
    expect(
      (await call<{ records: E[] }>(app, 'GET', '/api/edu/enrolment/mine', b.headers)).body.data.records[0]
        ?.status,
    ).toBe('approved');
  });

  it('lets the waitlist in when staff raise the capacity', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 1 });
    const [a, b] = [await newLearner(app, 'cap_a'), await newLearner(app, 'cap_b')];
    await enrolAs(a.headers, courseId, sessionId);
    const eb = await enrolAs(b.headers, courseId, sessionId);
    expect(eb.body.data.status).toBe('waitlisted');
    await call(app, 'PUT', '/api/edu/session', admin, { id: sessionId, capacity: 2 });
    expect(
      (await call<{ records: E[] }>(app, 'GET', '/api/edu/enrolment/mine', b.headers)).body.data.records[0]
        ?.status,
    ).toBe('approved');
  });
});

describe('sign-up rules', () => {
  it('refuses a second live sign-up, and allows one again after cancelling', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 5 });
    const l = await newLearner(app, 'twice');
    const first = await enrolAs(l.headers, courseId, sessionId);
    const again = await enrolAs(l.headers, courseId, sessionId);
    expect(again.body).toMatchObject({ code: 1, msg: '您已报名该课程' });
    await call(app, 'PUT', `/api/edu/enrolment/cancel/${first.body.data.id}`, l.headers);
    expect((await enrolAs(l.headers, courseId, sessionId)).body.data.status).toBe('approved');
  });

  it('needs a session for an offline course, one of that course', async () => {
    const { courseId } = await offlineCourse(app, admin, { capacity: 5 });
    const other = await offlineCourse(app, admin, { capacity: 5 });
    const l = await newLearner(app, 'nosession');
    expect((await enrolAs(l.headers, courseId)).body.msg).toBe('请选择场次');
    const wrong = await enrolAs(l.headers, courseId, other.sessionId);
    expect(wrong.status).toBe(404);
  });

  it('checks the enrolment window at its edges', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 5 });
    const db = app.database.db;
    const start = new Date('2030-01-01T00:00:00Z');
    const end = new Date('2030-01-10T00:00:00Z');
    await db
      .update(eduCourse)
      .set({ enrolStartAt: start, enrolEndAt: end })
      .where(eq(eduCourse.id, Number(courseId)));
    await db
      .update(eduSession)
      .set({ startAt: new Date('2030-02-01T00:00:00Z'), endAt: new Date('2030-02-01T02:00:00Z') })
      .where(eq(eduSession.id, Number(sessionId)));
    const l = await newLearner(app, 'window');
    // A learner acting through the service: no staff permission.
    const user = {
      userId: l.userId,
      username: 'window',
      tenantId: 1,
      clientId: 'pig',
      tokenId: 0,
      can: async () => false,
    };
    await expect(
      enrol(db, app.bus, user, Number(courseId), Number(sessionId), new Date(start.getTime() - 1)),
    ).rejects.toMatchObject({ key: 'enrolNotStarted' });
    await expect(enrol(db, app.bus, user, Number(courseId), Number(sessionId), end)).rejects.toMatchObject({
      key: 'enrolClosed',
    });
    const ok = await enrol(
      db,
      app.bus,
      user,
      Number(courseId),
      Number(sessionId),
      new Date(end.getTime() - 1),
    );
    expect(ok.status).toBe('approved');
    // Learners may cancel until the session starts, not from its first second.
    await expect(
      cancel(db, app.bus, user, Number(ok.id), new Date('2030-02-01T00:00:00Z')),
    ).rejects.toMatchObject({
      key: 'cancelTooLate',
    });
    const cancelled = await cancel(db, app.bus, user, Number(ok.id), new Date('2030-01-31T23:59:59Z'));
    expect(cancelled.status).toBe('cancelled');
  });

  it('refuses sessions that have started and courses that are not published', async () => {
    const started = await offlineCourse(app, admin, { capacity: 5, sessionStartsIn: -60_000 });
    const l = await newLearner(app, 'late');
    expect((await enrolAs(l.headers, started.courseId, started.sessionId)).body.msg).toBe(
      '该场次已开始，无法报名',
    );
    await call(app, 'PUT', '/api/edu/course/status', admin, { id: started.courseId, status: 'closed' });
    expect((await enrolAs(l.headers, started.courseId, started.sessionId)).status).toBe(404);
  });

  it('enrols in an online course without a session, unlimited seats', async () => {
    const { courseId } = await onlineCourse(app, admin, [30]);
    const l = await newLearner(app, 'online_one');
    const e = await enrolAs(l.headers, courseId);
    expect(e.body.data).toMatchObject({ status: 'approved', sessionId: null, ticket: null });
  });
});

describe('approval flow', () => {
  it('starts pending, holds the seat, and staff approve or reject with a reason', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 1, needsApproval: true });
    const [a, b] = [await newLearner(app, 'ap_a'), await newLearner(app, 'ap_b')];
    const ea = await enrolAs(a.headers, courseId, sessionId);
    const eb = await enrolAs(b.headers, courseId, sessionId);
    expect([ea.body.data.status, eb.body.data.status]).toEqual(['pending', 'waitlisted']);
    expect(ea.body.data.ticket).toBeNull();

    const noReason = await call(app, 'PUT', '/api/edu/enrolment/review', admin, {
      ids: [ea.body.data.id],
      approve: false,
    });
    expect(noReason.body).toMatchObject({ code: 1, msg: '驳回时请填写原因' });
    // Approving the waitlisted one while the pending one holds the only seat is refused, all or nothing.
    const full = await call(app, 'PUT', '/api/edu/enrolment/review', admin, {
      ids: [eb.body.data.id],
      approve: true,
    });
    expect(full.body.code).toBe(1);

    const rejected = await call(app, 'PUT', '/api/edu/enrolment/review', admin, {
      ids: [ea.body.data.id],
      approve: false,
      reason: '资料不全',
    });
    expect(rejected.body).toMatchObject({ code: 0, data: 1 });
    const page = await call<{ records: E[] }>(
      app,
      'GET',
      `/api/edu/enrolment/page?courseId=${courseId}`,
      admin,
    );
    const byId = new Map(page.body.data.records.map((r) => [r.id, r]));
    expect(byId.get(ea.body.data.id)).toMatchObject({ status: 'rejected', reason: '资料不全' });
    // The freed seat goes to the waitlist, pending again because the course needs approval.
    expect(byId.get(eb.body.data.id)?.status).toBe('pending');

    await call(app, 'PUT', '/api/edu/enrolment/review', admin, { ids: [eb.body.data.id], approve: true });
    const mine = await call<{ records: E[] }>(app, 'GET', '/api/edu/enrolment/mine', b.headers);
    expect(mine.body.data.records[0]?.status).toBe('approved');
    const again = await call(app, 'PUT', '/api/edu/enrolment/review', admin, {
      ids: [eb.body.data.id],
      approve: true,
    });
    expect(again.body).toMatchObject({ code: 1, msg: '只能审核待审核或候补中的报名' });
  });
});

describe('tickets', () => {
  it('signs an approved offline sign-up with the session secret, and only for its owner', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 3 });
    const [a, b] = [await newLearner(app, 'tk_a'), await newLearner(app, 'tk_b')];
    const e = await enrolAs(a.headers, courseId, sessionId);
    const res = await call<{ ticket: string }>(
      app,
      'GET',
      `/api/edu/enrolment/ticket/${e.body.data.id}`,
      a.headers,
    );
    const parsed = parseTicket(res.body.data.ticket);
    expect(parsed).toMatchObject({
      tenantId: '1',
      sessionId,
      enrolmentId: e.body.data.id,
      userId: String(a.userId),
    });
    const [session] = await app.database.db
      .select()
      .from(eduSession)
      .where(and(eq(eduSession.id, Number(sessionId))));
    expect(parsed && signer.verify(session?.secret ?? '', parsed)).toBe(true);
    expect(e.body.data.ticket).toBe(res.body.data.ticket);
    expect((await call(app, 'GET', `/api/edu/enrolment/ticket/${e.body.data.id}`, b.headers)).status).toBe(
      404,
    );
    expect(parseTicket(`${res.body.data.ticket}x`)).toBeNull();
  });
});

describe('staff side', () => {
  it('exports the filtered sign-ups to an Excel workbook', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 3 });
    const l = await newLearner(app, 'xl_a');
    await enrolAs(l.headers, courseId, sessionId);
    const res = await app.inject({
      method: 'GET',
      url: `/api/edu/enrolment/export?courseId=${courseId}`,
      headers: admin,
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws?.getRow(1).getCell(2).value).toBe('姓名');
    expect(ws?.rowCount).toBe(2);
    expect(ws?.getRow(2).getCell(2).value).toBe('xl_a');
    expect(ws?.getRow(2).getCell(7).value).toBe('已通过');
  });

  it('refuses every staff call to a learner with 403', async () => {
    const l = await newLearner(app, 'not_staff');
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 3 });
    const calls: [Parameters<typeof call>[1], string, unknown?][] = [
      [
        'POST',
        '/api/edu/course',
        { mode: 'offline', title: 'x', category: 'safety', creditHours: 1, fee: 0 },
      ],
      ['PUT', '/api/edu/course', { id: courseId, title: 'x' }],
      ['PUT', '/api/edu/course/status', { id: courseId, status: 'closed' }],
      ['DELETE', '/api/edu/course', [courseId]],
      [
        'POST',
        '/api/edu/session',
        { courseId, title: 's', startAt: '2030-01-01 09:00:00', endAt: '2030-01-01 10:00:00', capacity: 1 },
      ],
      ['PUT', '/api/edu/session', { id: sessionId, capacity: 99 }],
      ['DELETE', '/api/edu/session', [sessionId]],
      ['POST', '/api/edu/lesson', { courseId, chapter: 'c', title: 't', durationSec: 10 }],
      ['PUT', '/api/edu/lesson', { id: '1', title: 't' }],
      ['DELETE', '/api/edu/lesson', ['1']],
      ['GET', `/api/edu/enrolment/page?courseId=${courseId}`],
      ['GET', `/api/edu/enrolment/export?courseId=${courseId}`],
      ['PUT', '/api/edu/enrolment/review', { ids: ['1'], approve: true }],
      ['GET', `/api/edu/course/stats/${courseId}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(app, method, url, l.headers, body);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    // The console listing quietly falls back to the published catalog for non-staff.
    const drafts = await call<{ records: { status: string }[] }>(
      app,
      'GET',
      '/api/edu/course/page?console=true&size=100',
      l.headers,
    );
    expect(drafts.body.data.records.every((r) => r.status === 'published')).toBe(true);
    const staffView = await call<{ records: { status: string }[] }>(
      app,
      'GET',
      '/api/edu/course/page?console=true&size=100',
      admin,
    );
    expect(staffView.body.data.records.some((r) => r.status === 'draft')).toBe(true);
  });

  it('validates staff input with a clear 400 and keeps nothing of a bad write', async () => {
    const bad = await call(app, 'POST', '/api/edu/course', admin, {
      mode: 'offline',
      title: '',
      category: 'safety',
      creditHours: 1,
      fee: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('title');
    const { courseId } = await offlineCourse(app, admin, { capacity: 1 });
    const backwards = await call(app, 'POST', '/api/edu/session', admin, {
      courseId,
      title: 's',
      startAt: '2030-01-01 10:00:00',
      endAt: '2030-01-01 09:00:00',
      capacity: 1,
    });
    expect(backwards.body).toMatchObject({ code: 1, msg: '结束时间必须晚于开始时间' });
    const lessonOnOffline = await call(app, 'POST', '/api/edu/lesson', admin, {
      courseId,
      chapter: 'c',
      title: 't',
      durationSec: 10,
    });
    expect(lessonOnOffline.body.code).toBe(1);
    const detail = await call<{ sessions: unknown[] }>(
      app,
      'GET',
      `/api/edu/course/details/${courseId}`,
      admin,
    );
    expect(detail.body.data.sessions).toHaveLength(1);
  });

  it('changes only the fields an update names: every other field keeps its value, defaulted ones too', async () => {
    const course = await call<{ id: string }>(app, 'POST', '/api/edu/course', admin, {
      mode: 'offline',
      title: 'Kept',
      category: 'safety',
      summary: 'A summary',
      teacher: 'Ms Li',
      creditHours: 2,
      fee: 100,
      featured: true,
      needsApproval: true,
    });
    const courseId = course.body.data.id;
    const session = await call<{ id: string }>(app, 'POST', '/api/edu/session', admin, {
      courseId,
      title: 'S',
      startAt: '2030-01-01 09:00:00',
      endAt: '2030-01-01 12:00:00',
      venue: 'Room 1',
      address: '88 Binjiang Road',
      capacity: 5,
      signatureRequired: true,
    });
    await call(app, 'PUT', '/api/edu/course', admin, { id: courseId, title: 'Renamed' });
    await call(app, 'PUT', '/api/edu/session', admin, { id: session.body.data.id, capacity: 6 });
    const detail = (await call<CourseDetail>(app, 'GET', `/api/edu/course/details/${courseId}`, admin)).body
      .data;
    expect(detail).toMatchObject({
      title: 'Renamed',
      summary: 'A summary',
      teacher: 'Ms Li',
      featured: true,
      needsApproval: true,
      fee: 100,
    });
    expect(detail.sessions[0]).toMatchObject({
      capacity: 6,
      venue: 'Room 1',
      address: '88 Binjiang Road',
      signatureRequired: true,
    });
  });

  it('sanitises rich content on the way in', async () => {
    const res = await call<{ id: string; content: string }>(app, 'POST', '/api/edu/course', admin, {
      mode: 'online',
      title: 'XSS',
      category: 'basics',
      creditHours: 1,
      fee: 0,
      content:
        '<p onclick="x()">hi<script>alert(1)</script></p>' +
        '<img src="javascript:alert(1)"><a href="https://a.example">a</a>',
    });
    expect(res.body.data.content).not.toMatch(/script|onclick|javascript/);
    expect(res.body.data.content).toContain('<p>hi</p>');
    expect(res.body.data.content).toContain('rel="noopener noreferrer"');
  });

  it('will not delete a course with live sign-ups', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 1 });
    const l = await newLearner(app, 'keepme');
    await enrolAs(l.headers, courseId, sessionId);
    expect((await call(app, 'DELETE', '/api/edu/course', admin, [courseId])).body.msg).toBe(
      '已有报名的课程不能删除，请改为关闭',
    );
  });
});

describe('tenant scoping', () => {
  it('keeps every course, sign-up and staff list inside its tenant', async () => {
    const t1 = await offlineCourse(app, admin, { capacity: 5 });
    const l1 = await newLearner(app, 'scope_t1');
    await enrolAs(l1.headers, t1.courseId, t1.sessionId);
    const admin2 = await adminHeaders(app, 'admin2', '2');
    const l2 = await newLearner(app, 'scope_t2', 2);

    expect(
      (await call(app, 'GET', `/api/edu/course/details/${t1.courseId}`, { 'tenant-id': '2' })).status,
    ).toBe(404);
    expect((await enrolAs(l2.headers, t1.courseId, t1.sessionId)).status).toBe(404);
    const list2 = await call<{ records: { id: string }[] }>(app, 'GET', '/api/edu/course/page?size=100', {
      'tenant-id': '2',
    });
    expect(list2.body.data.records.map((r) => r.id)).not.toContain(t1.courseId);
    expect(list2.body.data.records.length).toBeGreaterThan(0);
    const page2 = await call<{ records: unknown[] }>(
      app,
      'GET',
      `/api/edu/enrolment/page?courseId=${t1.courseId}`,
      admin2,
    );
    expect(page2.body.data.records).toHaveLength(0);
    expect(
      (await call(app, 'PUT', '/api/edu/course', admin2, { id: t1.courseId, title: 'hijack' })).status,
    ).toBe(404);
    expect(
      (await call(app, 'PUT', '/api/edu/session', admin2, { id: t1.sessionId, capacity: 1 })).status,
    ).toBe(404);
    expect((await call(app, 'GET', `/api/edu/course/stats/${t1.courseId}`, admin2)).status).toBe(404);
    const mine = await call<{ records: E[] }>(app, 'GET', '/api/edu/enrolment/mine', l1.headers);
    expect(
      (await call(app, 'PUT', `/api/edu/enrolment/cancel/${mine.body.data.records[0]?.id}`, admin2)).status,
    ).toBe(404);
    // A token of tenant 1 is refused under tenant 2's header.
    expect(
      (await call(app, 'GET', '/api/edu/enrolment/mine', { ...l1.headers, 'tenant-id': '2' })).status,
    ).toBe(403);
  });
});

describe('catalog', () => {
  it('lists the seeded catalog by mode, category, keyword and phase, published only, with seats', async () => {
    const h = { 'tenant-id': '1' };
    const all = await call<{
      records: { mode: string; status: string; title: string; seatsLeft: number | null; category: string }[];
      total: string;
    }>(app, 'GET', '/api/edu/course/page?size=100', h);
    expect(Number(all.body.data.total)).toBeGreaterThanOrEqual(8);
    expect(all.body.data.records.every((r) => r.status === 'published')).toBe(true);
    const offline = await call<{ records: { mode: string }[] }>(
      app,
      'GET',
      '/api/edu/course/page?mode=offline&size=100',
      h,
    );
    expect(offline.body.data.records.every((r) => r.mode === 'offline')).toBe(true);
    const fire = await call<{ records: { category: string }[] }>(
      app,
      'GET',
      '/api/edu/course/page?category=fire',
      h,
    );
    expect(fire.body.data.records.length).toBeGreaterThan(0);
    expect(fire.body.data.records.every((r) => r.category === 'fire')).toBe(true);
    const kw = await call<{ records: { title: string }[] }>(
      app,
      'GET',
      `/api/edu/course/page?keyword=${encodeURIComponent('电梯')}`,
      h,
    );
    expect(kw.body.data.records.map((r) => r.title)).toEqual(['电梯安全管理入门']);
    const upcoming = await call<{ records: { title: string }[] }>(
      app,
      'GET',
      '/api/edu/course/page?phase=upcoming',
      h,
    );
    expect(upcoming.body.data.records.map((r) => r.title)).toContain('2027 年度物业管理师继续教育（预告）');
    const paged = await call<{ records: unknown[]; pages: string; size: string; current: string }>(
      app,
      'GET',
      '/api/edu/course/page?size=3&current=2',
      h,
    );
    expect(paged.body.data).toMatchObject({ size: '3', current: '2' });
    expect(paged.body.data.records).toHaveLength(3);
  });

  it('lets anonymous visitors read the portal dictionaries, and only those', async () => {
    const cats = await call<{ value: string }[]>(app, 'GET', '/api/admin/dict/type/course_category', {
      'tenant-id': '1',
    });
    expect(cats.body.data.map((c) => c.value)).toEqual(['basics', 'safety', 'fire', 'service']);
    expect((await call(app, 'GET', '/api/admin/dict/type/some_internal', { 'tenant-id': '1' })).status).toBe(
      424,
    );
  });

  it('shows my live sign-up in the detail when signed in, and seats count down', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 2 });
    const l = await newLearner(app, 'detail_me');
    const before = await call<{ seatsLeft: number; myEnrolment: E | null }>(
      app,
      'GET',
      `/api/edu/course/details/${courseId}`,
      l.headers,
    );
    expect(before.body.data).toMatchObject({ seatsLeft: 2, myEnrolment: null });
    await enrolAs(l.headers, courseId, sessionId);
    const after = await call<{ seatsLeft: number; myEnrolment: E | null }>(
      app,
      'GET',
      `/api/edu/course/details/${courseId}`,
      l.headers,
    );
    expect(after.body.data.seatsLeft).toBe(1);
    expect(after.body.data.myEnrolment?.status).toBe('approved');
    expect(
      (await call(app, 'GET', `/api/edu/course/details/${courseId}`, { 'tenant-id': '1' })).body,
    ).toMatchObject({ data: { myEnrolment: null } });
  });
});

void DAY;
