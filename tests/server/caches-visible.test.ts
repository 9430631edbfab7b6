import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner, offlineCourse, onlineCourse } from './edu-helpers';

/**
 * What the server caches (docs/decisions/performance.md, "Start-up calls at the database's limit") is read first in
 * every test here, so the cache holds it, and then written through the API: the next read, at once, sees the write.
 * tests/server/multi-process.test.ts proves the same across two processes.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type Detail = {
  title: string;
  status: string;
  seatsLeft: number | null;
  sessions: { id: string; seatsLeft: number; capacity: number; venue: string }[];
  chapters: { lessons: { id: string; title: string }[] }[];
  myEnrolment: { id: string; status: string } | null;
};
type Listed = { id: string; title: string; seatsLeft: number | null };
const anonymous = { 'tenant-id': '1' };
const detail = async (id: string, h: Record<string, string> = anonymous) =>
  (await call<Detail>(app, 'GET', `/api/edu/course/details/${id}`, h)).body.data;
const listed = async (id: string, mode: string, h: Record<string, string> = anonymous) =>
  (
    await call<{ records: Listed[] }>(app, 'GET', `/api/edu/course/page?mode=${mode}&size=50`, h)
  ).body.data.records.find((c) => c.id === id);

describe('course writes are seen at once by the cached catalog', () => {
  it('a course renamed, a session moved or resized, a lesson added, renamed or deleted', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 3 });
    const learner = await newLearner(app, 'cache_reader');
    // Warm every cached view: anonymous and signed in, listing and detail.
    expect((await detail(courseId)).title).toBe('Race course');
    expect((await detail(courseId, learner.headers)).title).toBe('Race course');
    expect((await listed(courseId, 'offline'))?.title).toBe('Race course');
    expect((await listed(courseId, 'offline', learner.headers))?.seatsLeft).toBe(3);

    await call(app, 'PUT', '/api/edu/course', admin, { id: courseId, title: 'Renamed' });
    expect((await detail(courseId)).title).toBe('Renamed');
    expect((await detail(courseId, learner.headers)).title).toBe('Renamed');
    expect((await listed(courseId, 'offline'))?.title).toBe('Renamed');

    await call(app, 'PUT', '/api/edu/session', admin, { id: sessionId, capacity: 5, venue: 'Hall B' });
    expect((await detail(courseId)).sessions[0]).toMatchObject({
      capacity: 5,
      seatsLeft: 5,
      venue: 'Hall B',
    });
    expect((await listed(courseId, 'offline', learner.headers))?.seatsLeft).toBe(5);

    const online = await onlineCourse(app, admin, [60]);
    expect((await detail(online.courseId)).chapters[0]?.lessons).toHaveLength(1);
    const added = await call<{ id: string }>(app, 'POST', '/api/edu/lesson', admin, {
      courseId: online.courseId,
      chapter: 'Ch 1',
      title: 'Added',
      sort: 5,
      durationSec: 30,
    });
    expect((await detail(online.courseId)).chapters[0]?.lessons.map((l) => l.title)).toEqual(['L1', 'Added']);
    await call(app, 'PUT', '/api/edu/lesson', admin, { id: added.body.data.id, title: 'Renamed lesson' });
    expect((await detail(online.courseId)).chapters[0]?.lessons[1]?.title).toBe('Renamed lesson');
    await call(app, 'DELETE', '/api/edu/lesson', admin, [added.body.data.id]);
    expect((await detail(online.courseId)).chapters[0]?.lessons.map((l) => l.title)).toEqual(['L1']);
  });

  it('a published course taken back to draft is gone for learners at once, and still there for staff', async () => {
    const { courseId } = await offlineCourse(app, admin, { capacity: 3 });
    const learner = await newLearner(app, 'cache_draft');
    expect((await call(app, 'GET', `/api/edu/course/details/${courseId}`, learner.headers)).status).toBe(200);
    expect(await listed(courseId, 'offline')).toBeDefined();
    await call(app, 'PUT', '/api/edu/course/status', admin, { id: courseId, status: 'draft' });
    expect((await call(app, 'GET', `/api/edu/course/details/${courseId}`, learner.headers)).status).toBe(404);
    expect((await call(app, 'GET', `/api/edu/course/details/${courseId}`, anonymous)).status).toBe(404);
    expect(await listed(courseId, 'offline')).toBeUndefined();
    expect((await detail(courseId, admin)).status).toBe('draft');
    await call(app, 'DELETE', '/api/edu/course', admin, [courseId]);
    expect((await call(app, 'GET', `/api/edu/course/details/${courseId}`, admin)).status).toBe(404);
  });
});

describe('sign-ups are seen at once by the cached seats and my sign-ups', () => {
  it('a sign-up, a waiting list, a cancel that moves the waiting list up', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 1 });
    const a = await newLearner(app, 'cache_seat_a');
    const b = await newLearner(app, 'cache_seat_b');
    expect(await detail(courseId, a.headers)).toMatchObject({ seatsLeft: 1, myEnrolment: null });
    expect(await detail(courseId, b.headers)).toMatchObject({ seatsLeft: 1, myEnrolment: null });
    expect((await listed(courseId, 'offline', b.headers))?.seatsLeft).toBe(1);

    const mine = await call<{ id: string }>(app, 'POST', '/api/edu/enrolment', a.headers, {
      courseId,
      sessionId,
    });
    expect(await detail(courseId, a.headers)).toMatchObject({
      seatsLeft: 0,
      myEnrolment: { status: 'approved' },
    });
    expect(await detail(courseId, b.headers)).toMatchObject({ seatsLeft: 0, myEnrolment: null });
    expect((await listed(courseId, 'offline', b.headers))?.seatsLeft).toBe(0);

    await call(app, 'POST', '/api/edu/enrolment', b.headers, { courseId, sessionId });
    expect((await detail(courseId, b.headers)).myEnrolment?.status).toBe('waitlisted');

    // A's cancel moves B up: B's cached sign-ups change although B wrote nothing.
    await call(app, 'PUT', `/api/edu/enrolment/cancel/${mine.body.data.id}`, a.headers);
    expect((await detail(courseId, a.headers)).myEnrolment).toBeNull();
    expect((await detail(courseId, b.headers)).myEnrolment?.status).toBe('approved');
  });

  it('staff approving a sign-up, and the study records that list its course from then on', async () => {
    const online = await onlineCourse(app, admin, [60]);
    await call(app, 'PUT', '/api/edu/course', admin, { id: online.courseId, needsApproval: true });
    const l = await newLearner(app, 'cache_review');
    const records = async () =>
      (await call<{ courseId: string }[]>(app, 'GET', '/api/edu/study/mine', l.headers)).body.data.map(
        (r) => r.courseId,
      );
    expect(await records()).not.toContain(online.courseId);
    const e = await call<{ id: string }>(app, 'POST', '/api/edu/enrolment', l.headers, {
      courseId: online.courseId,
    });
    expect((await detail(online.courseId, l.headers)).myEnrolment?.status).toBe('pending');
    expect(await records()).not.toContain(online.courseId);
    await call(app, 'PUT', '/api/edu/enrolment/review', admin, { ids: [e.body.data.id], approve: true });
    expect((await detail(online.courseId, l.headers)).myEnrolment?.status).toBe('approved');
    expect(await records()).toContain(online.courseId);
  });
});

describe('progress is seen at once by the cached study records', () => {
  it('a heartbeat, a lesson added to the course, and a completion', async () => {
    const online = await onlineCourse(app, admin, [20]);
    const l = await newLearner(app, 'cache_progress');
    await call(app, 'POST', '/api/edu/enrolment', l.headers, { courseId: online.courseId });
    type R = { courseId: string; watchedSec: number; lessonsDone: number; lessonsTotal: number };
    const record = async () =>
      (await call<R[]>(app, 'GET', '/api/edu/study/mine', l.headers)).body.data.find(
        (r) => r.courseId === online.courseId,
      );
    expect(await record()).toMatchObject({ watchedSec: 0, lessonsDone: 0, lessonsTotal: 1 });
    const lessonId = online.lessons[0] ?? '';
    const first = await call(app, 'POST', '/api/edu/progress', l.headers, {
      clientId: randomUUID(),
      lessonId,
      position: 10,
      intervals: [[0, 10]],
    });
    expect(first.body).toMatchObject({ code: 0, data: { watchedSec: 10 } });
    expect(await record()).toMatchObject({ watchedSec: 10, lessonsDone: 0 });
    await call(app, 'POST', '/api/edu/lesson', admin, {
      courseId: online.courseId,
      chapter: 'Ch 2',
      title: 'More',
      durationSec: 30,
    });
    expect((await record())?.lessonsTotal).toBe(2);
    const second = await call(app, 'POST', '/api/edu/progress', l.headers, {
      clientId: randomUUID(),
      lessonId,
      position: 20,
      intervals: [[10, 20]],
    });
    expect(second.body).toMatchObject({ code: 0, data: { watchedSec: 20, completed: true } });
    expect(await record()).toMatchObject({ watchedSec: 20, lessonsDone: 1 });
  });
});

describe('who a user is and may do', () => {
  it('is cached, and forgotten when sessions change (as every write to users, roles or menus must say)', async () => {
    const l = await newLearner(app, 'cache_roles');
    const info = async () =>
      (
        await call<{ nickname: string | null; permissions: string[] }>(
          app,
          'GET',
          '/api/admin/user/info',
          l.headers,
        )
      ).body.data;
    expect((await info()).permissions).not.toContain('sys_user_view');
    expect((await call(app, 'GET', '/api/admin/user/page', l.headers)).status).toBe(403);
    // Behind the server's back (SQL by hand): the learner becomes an admin and is renamed.
    await app.database.db.execute(
      sql`insert into sys_user_role (user_id, role_id)
          select ${l.userId}, role_id from sys_role where tenant_id = 1 and role_code = 'ROLE_ADMIN'`,
    );
    await app.database.db.execute(sql`update sys_user set nickname = 'Renamed' where user_id = ${l.userId}`);
    await app.bus.publish('sessions-changed');
    expect(await info()).toMatchObject({ nickname: 'Renamed' });
    expect((await info()).permissions).toContain('sys_user_view');
    expect((await call(app, 'GET', '/api/admin/user/page', l.headers)).status).toBe(200);
  });
});
