import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eduSession, sysUser } from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, call, DAY, newLearner, offlineCourse, wireTime } from './edu-helpers';
import { insertExam, setExam } from './exam-helpers';

/** The .ics files and the private feed, read back with ical.js (Mozilla's iCalendar parser). */

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type Parsed = { events: ICAL.Event[]; calendar: ICAL.Component };
function parse(text: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const statusOf = (e: ICAL.Event) => String(e.component.getFirstPropertyValue('status'));
const alarmsOf = (e: ICAL.Event) =>
  e.component.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger')));

/** A learner signed up (and, the course needing no approval, approved) for a new session three days ahead. */
async function signedUp(name: string) {
  const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 5 });
  const learner = await newLearner(app, name);
  const e = await call<{ id: string }>(app, 'POST', '/api/edu/enrolment', learner.headers, {
    courseId,
    sessionId,
  });
  expect(e.body.code).toBe(0);
  return { courseId, sessionId, learner, enrolmentId: e.body.data.id };
}

describe('a session in the calendar', () => {
  it('is one event in Asia/Shanghai with its VTIMEZONE, venue, link, check-in note and two alarms', async () => {
    const { sessionId, learner } = await signedUp('cal-one');
    const res = await get(`/api/edu/calendar/session/${sessionId}.ics`, learner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`session-${sessionId}.ics`);
    const { calendar, events } = parse(res.body);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Shanghai');
    expect(events).toHaveLength(1);
    const [event] = events as [ICAL.Event];
    const [session] = await app.database.db
      .select()
      .from(eduSession)
      .where(eq(eduSession.id, Number(sessionId)));
    expect(event.startDate.zone?.tzid).toBe('Asia/Shanghai');
    expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(session!.startAt.getTime() / 1000) * 1000);
    expect(event.endDate.toJSDate().getTime()).toBe(Math.floor(session!.endAt.getTime() / 1000) * 1000);
    expect(event.location).toBe('Room 1');
    expect(event.summary).toBe('Race course · S1');
    expect(event.description).toContain('签到时间');
    expect(event.description).toContain('签到二维码');
    expect(String(event.component.getFirstPropertyValue('url'))).toMatch(/\/#\/person\/myStudy\/signUp$/);
    expect(statusOf(event)).toBe('CONFIRMED');
    expect(alarmsOf(event)).toEqual(['-P1D', '-PT1H']);
    expect(event.uid).toBe(`session-${sessionId}-${session!.courseId}-u${learner.userId}@t1.peixun`);
    // DTSTAMP is UTC, as RFC 5545 wants.
    expect(res.body).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  });

  it("speaks English when asked, and follows the learner's alarm settings", async () => {
    const { sessionId, learner } = await signedUp('cal-en');
    const saved = await call(app, 'PUT', '/api/edu/calendar/mine', learner.headers, { alarmDay: false });
    expect(saved.body.code).toBe(0);
    const res = await get(`/api/edu/calendar/session/${sessionId}.ics`, {
      ...learner.headers,
      'accept-language': 'en',
    });
    const [event] = parse(res.body).events as [ICAL.Event];
    expect(event.description).toContain('Check-in:');
    expect(alarmsOf(event)).toEqual(['-PT1H']);
  });

  it('keeps its UID and raises SEQUENCE when staff move the session; a cancelled sign-up is CANCELLED', async () => {
    const { sessionId, learner, enrolmentId } = await signedUp('cal-move');
    const url = `/api/edu/calendar/session/${sessionId}.ics`;
    const [before] = parse((await get(url, learner.headers)).body).events as [ICAL.Event];
    await new Promise((r) => setTimeout(r, 1100));
    const moved = await call(app, 'PUT', '/api/edu/session', admin, {
      id: sessionId,
      startAt: wireTime(4 * DAY),
      endAt: wireTime(4 * DAY + 7200_000),
    });
    expect(moved.body.code).toBe(0);
    const [after] = parse((await get(url, learner.headers)).body).events as [ICAL.Event];
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.startDate.toJSDate().getTime()).toBeGreaterThan(
      before.startDate.toJSDate().getTime() + DAY - 60_000,
    );
    await new Promise((r) => setTimeout(r, 1100));
    const cancelled = await call(app, 'PUT', `/api/edu/enrolment/cancel/${enrolmentId}`, learner.headers);
    expect(cancelled.body.code).toBe(0);
    const [gone] = parse((await get(url, learner.headers)).body).events as [ICAL.Event];
    expect(statusOf(gone)).toBe('CANCELLED');
    expect(gone.uid).toBe(before.uid);
    expect(gone.sequence).toBeGreaterThan(after.sequence);
    expect(alarmsOf(gone)).toEqual([]);
  });

  it('is refused to others (403), for no session (404), and without a token (424)', async () => {
    const { sessionId } = await signedUp('cal-owner');
    const other = await newLearner(app, 'cal-other');
    const mine = await call(app, 'GET', `/api/edu/calendar/session/${sessionId}.ics`, other.headers);
    expect(mine.status).toBe(403);
    expect(mine.body.msg).toBe('您没有报名该场次，或报名已被取消');
    const none = await call(app, 'GET', '/api/edu/calendar/session/999999999.ics', other.headers);
    expect(none.status).toBe(404);
    expect((await get(`/api/edu/calendar/session/${sessionId}.ics`)).statusCode).toBe(424);
    expect((await get('/api/edu/calendar/session/abc.ics', other.headers)).statusCode).toBe(400);
  });
});

describe('the link a list gives', () => {
  it('opens the file without a token, is refused when altered, and goes once the sign-up is cancelled', async () => {
    const { courseId, sessionId, learner, enrolmentId } = await signedUp('cal-link');
    type Mine = { records: { id: string; calendarUrl?: string | null }[] };
    const mine = await call<Mine>(app, 'GET', '/api/edu/enrolment/mine', learner.headers);
    const url = mine.body.data.records.find((r) => r.id === enrolmentId)?.calendarUrl ?? '';
    expect(url).toMatch(new RegExp(`^/api/edu/calendar/session/${sessionId}\\.ics\\?`));
    const opened = await get(url);
    expect(opened.statusCode).toBe(200);
    expect(parse(opened.body).events[0]?.uid).toContain(`-u${learner.userId}@`);
    // Someone else's number in the link, or another tenant: the signature no longer holds.
    const other = url.replace(/([?&]u=)\d+/, '$11');
    expect((await get(other)).statusCode).toBe(403);
    expect((await get(url.replace('TENANT-ID=1', 'TENANT-ID=2'))).statusCode).not.toBe(200);
    const detail = await call<{ myEnrolment: { calendarUrl?: string | null } }>(
      app,
      'GET',
      `/api/edu/course/details/${courseId}`,
      learner.headers,
    );
    expect(detail.body.data.myEnrolment.calendarUrl).toMatch(/^\/api\/edu\/calendar\/session\//);
    await call(app, 'PUT', `/api/edu/enrolment/cancel/${enrolmentId}`, learner.headers);
    const after = await call<Mine>(app, 'GET', '/api/edu/enrolment/mine', learner.headers);
    expect(after.body.data.records.find((r) => r.id === enrolmentId)?.calendarUrl).toBeNull();
  });
});

describe('an exam window in the calendar', () => {
  it('spans the window with alarms before its close; one with no closing time says so', async () => {
    const { courseId, learner } = await signedUp('cal-exam');
    const exam = await insertExam(app, courseId, []);
    const mine = await call<{ id: string; calendarUrl?: string | null }[]>(
      app,
      'GET',
      '/api/edu/exam/mine',
      learner.headers,
    );
    const link = mine.body.data.find((e) => e.id === String(exam.id))?.calendarUrl ?? '';
    expect((await get(link)).statusCode).toBe(200);
    const res = await get(`/api/edu/calendar/exam/${exam.id}.ics`, learner.headers);
    expect(res.statusCode).toBe(200);
    const [event] = parse(res.body).events as [ICAL.Event];
    expect(event.endDate.toJSDate().getTime()).toBe(Math.floor(exam.closeAt!.getTime() / 1000) * 1000);
    expect(event.summary).toBe('考试：Race course · Test exam');
    const related = event.component
      .getAllSubcomponents('valarm')
      .map((a) => a.getFirstProperty('trigger')?.getParameter('related'));
    expect(related).toEqual(['END', 'END']);
    await setExam(app, exam.id, { closeAt: null });
    const open = await call(app, 'GET', `/api/edu/calendar/exam/${exam.id}.ics`, learner.headers);
    expect(open.status).toBe(409);
    expect(open.body.msg).toBe('该考试还没有设定时间，暂时无法加入日历');
    const stranger = await newLearner(app, 'cal-exam-stranger');
    expect((await call(app, 'GET', `/api/edu/calendar/exam/${exam.id}.ics`, stranger.headers)).status).toBe(
      404,
    );
  });
});

describe('the private feed', () => {
  it('holds sessions and exam windows, answers 304 to a poll with its ETag or date, stops on reset', async () => {
    const { courseId, sessionId, learner } = await signedUp('cal-feed');
    await insertExam(app, courseId, []);
    const mine = await call<{ feedUrl: string; webcalUrl: string; hasPhone: boolean; smsReminders: boolean }>(
      app,
      'GET',
      '/api/edu/calendar/mine',
      learner.headers,
    );
    expect(mine.body.data.webcalUrl).toMatch(/^webcal:\/\/.+\/api\/edu\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(mine.body.data.smsReminders).toBe(false);
    const path = new URL(mine.body.data.feedUrl).pathname;
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    const { events } = parse(first.body);
    expect(events.map((e) => e.summary)).toEqual(
      expect.arrayContaining(['Race course · S1', '考试：Race course · Test exam']),
    );
    expect(events.some((e) => e.uid.startsWith(`session-${sessionId}-`))).toBe(true);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect((await get(path, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(path, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get(path, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Staff move the session: the next poll gets the new entry.
    await new Promise((r) => setTimeout(r, 1100));
    await call(app, 'PUT', '/api/edu/session', admin, { id: sessionId, venue: 'Room 2' });
    const moved = await get(path, { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(parse(moved.body).events.find((e) => e.uid.startsWith(`session-${sessionId}-`))?.location).toBe(
      'Room 2',
    );
    // Reset: the old address is gone at once.
    const reset = await call<{ feedUrl: string }>(
      app,
      'POST',
      '/api/edu/calendar/mine/reset',
      learner.headers,
    );
    expect(reset.body.data.feedUrl).not.toBe(mine.body.data.feedUrl);
    const old = await get(path);
    expect(old.statusCode).toBe(404);
    expect(old.json<{ msg: string }>().msg).toContain('已失效');
    expect((await get(new URL(reset.body.data.feedUrl).pathname)).statusCode).toBe(200);
    expect((await get('/api/edu/calendar/not-a-token.ics')).statusCode).toBe(400);
  });

  it('gives staff who manage courses a feed of every session, and nobody else', async () => {
    const { sessionId, learner } = await signedUp('cal-staff');
    type Mine = { webcalUrl: string; staffWebcalUrl: string | null };
    const staff = (await call<Mine>(app, 'GET', '/api/edu/calendar/mine', admin)).body.data;
    expect(staff.staffWebcalUrl).toBe(`${staff.webcalUrl}?staff=1`);
    const staffFeed = await get(
      new URL(staff.staffWebcalUrl!.replace(/^webcal:/, 'http:')).pathname + '?staff=1',
    );
    expect(staffFeed.statusCode).toBe(200);
    const { calendar, events } = parse(staffFeed.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('培训场次（工作人员）');
    expect(events.some((e) => e.uid.startsWith(`session-${sessionId}-`))).toBe(true);
    const mine = (await call<Mine>(app, 'GET', '/api/edu/calendar/mine', learner.headers)).body.data;
    expect(mine.staffWebcalUrl).toBeNull();
    const path = new URL(mine.webcalUrl.replace(/^webcal:/, 'http:')).pathname;
    expect((await get(`${path}?staff=1`)).statusCode).toBe(404);
    expect((await get(`${path}?staff=yes`)).statusCode).toBe(400);
  });

  it('turns texts on only for an account with a mobile number', async () => {
    const learner = await newLearner(app, 'cal-nophone');
    await app.database.db.update(sysUser).set({ phone: null }).where(eq(sysUser.userId, learner.userId));
    const refused = await call(app, 'PUT', '/api/edu/calendar/mine', learner.headers, { smsReminders: true });
    expect(refused.body.code).toBe(1);
    expect(refused.body.msg).toContain('没有手机号');
    const bad = await call(app, 'PUT', '/api/edu/calendar/mine', learner.headers, { smsReminders: 'yes' });
    expect(bad.status).toBe(400);
  });
});
