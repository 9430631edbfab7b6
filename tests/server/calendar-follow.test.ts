import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FOLLOW_MAX } from '../../src/contract/reminder-rules';
import { eduCourse, eduCourseFollow } from '../../src/server/db/schema';
import { formatTime as fmt } from '../../src/server/lib/wire';
import { buildTestApp } from './helpers';
import { adminHeaders, call, DAY, newLearner, offlineCourse } from './edu-helpers';

/** Following a course: its sign-up deadline in the learner's feed until they sign up; the feed's Last-Modified. */

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type Followed = { courseId: string; title: string; enrolEndAt: string | null; signedUp: boolean };
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const events = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
};
const deadlineOf = (text: string, courseId: string) =>
  events(text).find((e) => e.uid.startsWith(`deadline-${courseId}-`));
const follow = (headers: Record<string, string>, courseId: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  call<Followed[]>(app, method, `/api/edu/calendar/follow/${courseId}`, headers);
async function feedPath(headers: Record<string, string>) {
  const mine = await call<{ feedUrl: string }>(app, 'GET', '/api/edu/calendar/mine', headers);
  return new URL(mine.body.data.feedUrl).pathname;
}
const aSecond = () => new Promise((r) => setTimeout(r, 1100));

describe('following a course', () => {
  it('puts its sign-up deadline in the feed until the learner signs up, then takes it out', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 5 });
    const learner = await newLearner(app, 'follow-one');
    const path = await feedPath(learner.headers);
    expect(deadlineOf((await get(path)).body, courseId)).toBeUndefined();

    const first = await follow(learner.headers, courseId);
    expect(first.body.code).toBe(0);
    // Following twice is following once (a phone may send it again).
    const again = await follow(learner.headers, courseId);
    const [course] = await app.database.db
      .select()
      .from(eduCourse)
      .where(eq(eduCourse.id, Number(courseId)));
    expect(again.body.data).toEqual([
      { courseId, title: 'Race course', enrolEndAt: fmt(course!.enrolEndAt), signedUp: false },
    ]);
    const deadline = Math.floor(course!.enrolEndAt!.getTime() / 1000) * 1000;

    const polled = await get(path);
    const entry = deadlineOf(polled.body, courseId);
    expect(entry?.summary).toBe('报名截止：Race course');
    expect(entry?.endDate.toJSDate().getTime()).toBe(deadline);
    expect(entry?.startDate.toJSDate().getTime()).toBe(deadline - 30 * 60_000);
    expect(entry?.startDate.zone?.tzid).toBe('Asia/Shanghai');
    expect(entry?.description).toContain('报名于');
    expect(String(entry?.component.getFirstPropertyValue('url'))).toMatch(
      new RegExp(`/#/detail\\?id=${courseId}$`),
    );
    // Its alarms ring before the deadline itself.
    const alarms = entry!.component.getAllSubcomponents('valarm').map((a) => a.getFirstProperty('trigger'));
    expect(alarms.map((t) => String(t?.getFirstValue()))).toEqual(['-P1D', '-PT1H']);
    expect(alarms.map((t) => t?.getParameter('related'))).toEqual(['END', 'END']);
    // In the learner's language.
    await call(app, 'GET', '/api/edu/calendar/mine', { ...learner.headers, 'accept-language': 'en' });
    expect(deadlineOf((await get(path)).body, courseId)?.summary).toBe('Sign-up closes: Race course');

    // Signed up: the deadline no longer matters, and the feed says it changed.
    const before = await get(path);
    await aSecond();
    const e = await call(app, 'POST', '/api/edu/enrolment', learner.headers, { courseId, sessionId });
    expect(e.body.code).toBe(0);
    const after = await get(path, { 'if-modified-since': String(before.headers['last-modified']) });
    expect(after.statusCode).toBe(200);
    expect(deadlineOf(after.body, courseId)).toBeUndefined();
    expect(
      (await call<Followed[]>(app, 'GET', '/api/edu/calendar/follow', learner.headers)).body.data,
    ).toEqual([expect.objectContaining({ courseId, signedUp: true })]);
  });

  it('stops on unfollowing: the entry goes, and Last-Modified rises though no entry in the feed is newer', async () => {
    const { courseId } = await offlineCourse(app, admin, { capacity: 5 });
    const learner = await newLearner(app, 'follow-stop');
    const path = await feedPath(learner.headers);
    await follow(learner.headers, courseId);
    const following = await get(path);
    const lastModified = String(following.headers['last-modified']);
    // Asked again unchanged: the same date, and 304 for it.
    expect((await get(path)).headers['last-modified']).toBe(lastModified);
    expect((await get(path, { 'if-modified-since': lastModified })).statusCode).toBe(304);

    const stopped = await follow(learner.headers, courseId, 'DELETE');
    expect(stopped.body).toMatchObject({ code: 0, data: [] });
    // Within the same second as the last body: still a later date, so a poll by date sees the change.
    const gone = await get(path, { 'if-modified-since': lastModified });
    expect(gone.statusCode).toBe(200);
    expect(Date.parse(String(gone.headers['last-modified']))).toBeGreaterThan(Date.parse(lastModified));
    expect(deadlineOf(gone.body, courseId)).toBeUndefined();
    // Unfollowing what is not followed changes nothing.
    expect((await follow(learner.headers, courseId, 'DELETE')).body.code).toBe(0);
  });

  it('is for published courses of the tenant only, and needs a signed-in learner', async () => {
    const { courseId } = await offlineCourse(app, admin, { capacity: 5 });
    const learner = await newLearner(app, 'follow-refused');
    const draft = await call<{ id: string }>(app, 'POST', '/api/edu/course', admin, {
      mode: 'online',
      title: 'Draft',
      category: 'safety',
      creditHours: 1,
      fee: 0,
    });
    const refused = await follow(learner.headers, draft.body.data.id);
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe('课程不存在或未发布');
    expect((await follow(learner.headers, '999999999')).status).toBe(404);
    expect((await follow(learner.headers, 'x1')).status).toBe(400);
    // Another association's learner cannot reach this course.
    const elsewhere = await newLearner(app, 'follow-elsewhere', 2);
    expect((await follow(elsewhere.headers, courseId)).status).toBe(404);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/edu/calendar/follow/${courseId}`,
      headers: { 'tenant-id': '1' },
    });
    expect(anonymous.statusCode).toBe(424);
  });

  it(`holds at most ${FOLLOW_MAX} live courses a learner; a deleted one frees its place`, async () => {
    const learner = await newLearner(app, 'follow-many');
    const db = app.database.db;
    const rows = await db
      .insert(eduCourse)
      .values(
        Array.from({ length: FOLLOW_MAX + 1 }, (_, i) => ({
          tenantId: 1,
          mode: 'online',
          title: `Many ${i}`,
          category: 'safety',
          status: 'published',
          enrolEndAt: new Date(Date.now() + 5 * DAY),
        })),
      )
      .returning({ id: eduCourse.id });
    const ids = rows.map((r) => String(r.id));
    await db
      .insert(eduCourseFollow)
      .values(
        ids
          .slice(0, FOLLOW_MAX - 1)
          .map((id) => ({ tenantId: 1, userId: learner.userId, courseId: Number(id) })),
      );
    // One place left: taken.
    expect((await follow(learner.headers, ids[FOLLOW_MAX - 1]!)).body.code).toBe(0);
    // Full: refused, with the number.
    const full = await follow(learner.headers, ids[FOLLOW_MAX]!);
    expect(full.status).toBe(409);
    expect(full.body.msg).toBe(`最多可关注 ${FOLLOW_MAX} 门课程，请先取消关注一些`);
    // Following one already followed is no new place.
    expect((await follow(learner.headers, ids[0]!)).body.code).toBe(0);
    // A followed course deleted since holds no place.
    await db
      .update(eduCourse)
      .set({ delFlag: '1' })
      .where(eq(eduCourse.id, Number(ids[1])));
    const freed = await follow(learner.headers, ids[FOLLOW_MAX]!);
    expect(freed.body.code).toBe(0);
    expect(freed.body.data).toHaveLength(FOLLOW_MAX);
  });
});
