import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanIntervals, mergeProgress } from '../../src/server/modules/study/study.service';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner, onlineCourse } from './edu-helpers';

type P = {
  lessonId: string;
  position: number;
  watchedSec: number;
  completed: boolean;
  intervals: [number, number][];
};
type R = {
  courseId: string;
  lessonsDone: number;
  lessonsTotal: number;
  hours: number;
  watchedSec: number;
  lastStudiedAt: string | null;
  lessons: P[];
};

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

let seq = 0;
const beat = (
  h: Record<string, string>,
  lessonId: string,
  intervals: [number, number][],
  position = 0,
  clientId = `client-${++seq}-${Math.random()}`,
) => call<P>(app, 'POST', '/api/edu/progress', h, { clientId, lessonId, position, intervals });

async function enrolledLearner(name: string, durations: number[]) {
  const course = await onlineCourse(app, admin, durations);
  const l = await newLearner(app, name);
  await call(app, 'POST', '/api/edu/enrolment', l.headers, { courseId: course.courseId });
  return { ...course, ...l };
}

describe('progress merge', () => {
  it('counts a replayed heartbeat once, whatever the number of repeats', async () => {
    const l = await enrolledLearner('replay', [100]);
    const lesson = l.lessons[0] ?? '';
    const first = await beat(l.headers, lesson, [[0, 10]], 10, 'same-client-id');
    const repeats = await Promise.all([
      beat(l.headers, lesson, [[0, 10]], 10, 'same-client-id'),
      beat(l.headers, lesson, [[0, 10]], 10, 'same-client-id'),
    ]);
    expect(first.body.data.watchedSec).toBe(10);
    for (const r of repeats) expect(r.body.data).toEqual(first.body.data);
    // Even a repeat id with different content answers the first outcome and changes nothing.
    const forged = await beat(l.headers, lesson, [[0, 90]], 90, 'same-client-id');
    expect(forged.body.data.watchedSec).toBe(10);
    const records = await call<R[]>(app, 'GET', '/api/edu/study/mine', l.headers);
    expect(records.body.data.find((r) => r.courseId === l.courseId)?.watchedSec).toBe(10);
  });

  it('merges out-of-order and overlapping intervals without double counting or losing time', async () => {
    const l = await enrolledLearner('ooo', [100]);
    const lesson = l.lessons[0] ?? '';
    await beat(l.headers, lesson, [[20, 30]], 30);
    await beat(l.headers, lesson, [[0, 10]], 10); // arrives late (was queued offline)
    await beat(l.headers, lesson, [[5, 25]], 25); // overlaps both
    const last = await beat(
      l.headers,
      lesson,
      [
        [40, 45],
        [44, 50],
      ],
      50,
    );
    expect(last.body.data).toMatchObject({
      watchedSec: 40,
      position: 50,
      completed: false,
      intervals: [
        [0, 30],
        [40, 50],
      ],
    });
  });

  it('does not lose time when two different heartbeats are the first ones at the same moment', async () => {
    const l = await enrolledLearner('firsts', [100]);
    const lesson = l.lessons[0] ?? '';
    await Promise.all([
      beat(l.headers, lesson, [[0, 10]]),
      beat(l.headers, lesson, [[50, 60]]),
      beat(l.headers, lesson, [[70, 75]]),
    ]);
    const records = await call<R[]>(app, 'GET', '/api/edu/study/mine', l.headers);
    expect(records.body.data.find((r) => r.courseId === l.courseId)?.lessons[0]?.watchedSec).toBe(25);
  });

  it('completes at 95 % of the lesson really watched, not a second before', async () => {
    const l = await enrolledLearner('complete', [100, 50]);
    const [a = '', b = ''] = l.lessons;
    const almost = await beat(l.headers, a, [[0, 94.99]], 94.99);
    expect(almost.body.data.completed).toBe(false);
    // Seeking to the end and watching the last seconds is position, not watched time.
    const skipped = await beat(l.headers, a, [[99, 100]], 100);
    expect(skipped.body.data).toMatchObject({ completed: true, watchedSec: 95.99 });
    const done = await beat(l.headers, b, [[0, 47.5]], 47.5);
    expect(done.body.data.completed).toBe(true);
    const records = await call<R[]>(app, 'GET', '/api/edu/study/mine', l.headers);
    const rec = records.body.data.find((r) => r.courseId === l.courseId);
    expect(rec).toMatchObject({ lessonsDone: 2, lessonsTotal: 2, hours: 3 });
    expect(rec?.lastStudiedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('earns a completed lesson its share of the credit hours', async () => {
    const l = await enrolledLearner('share', [100, 50]);
    await beat(l.headers, l.lessons[1] ?? '', [[0, 50]], 50);
    const rec = (await call<R[]>(app, 'GET', '/api/edu/study/mine', l.headers)).body.data.find(
      (r) => r.courseId === l.courseId,
    );
    expect(rec).toMatchObject({ lessonsDone: 1, hours: 1 });
  });

  it('clamps intervals to the lesson and to one heartbeat, and drops empty ones', () => {
    expect(
      cleanIntervals(
        [
          [-5, 10],
          [90, 150],
          [30, 20],
          [5, 5],
        ],
        100,
      ),
    ).toEqual([
      [0, 10],
      [90, 100],
    ]);
    expect(cleanIntervals([[0, 5000]], 3600)).toEqual([[0, 600]]);
    const merged = mergeProgress(
      { position: 80, intervals: [[0, 10]], completed: true },
      { durationSec: 100 },
      { position: 20, intervals: [] },
    );
    expect(merged).toMatchObject({ position: 80, completed: true, watchedSec: 10 });
  });

  it('refuses progress from a learner who is not signed up, and for unknown lessons', async () => {
    const course = await onlineCourse(app, admin, [60]);
    const l = await newLearner(app, 'stranger');
    const res = await beat(l.headers, course.lessons[0] ?? '', [[0, 5]]);
    expect(res.body).toMatchObject({ code: 1, msg: '请先报名该课程并通过审核' });
    expect((await beat(l.headers, '999999', [[0, 5]])).status).toBe(404);
    const bad = await call(app, 'POST', '/api/edu/progress', l.headers, {
      clientId: 'x',
      lessonId: course.lessons[0],
      position: -1,
      intervals: [],
    });
    expect(bad.status).toBe(400);
  });

  it('keeps study records per tenant and per learner', async () => {
    const l = await enrolledLearner('own_records', [60]);
    await beat(l.headers, l.lessons[0] ?? '', [[0, 30]], 30);
    const other = await newLearner(app, 'other_records');
    const theirs = await call<R[]>(app, 'GET', '/api/edu/study/mine', other.headers);
    expect(theirs.body.data.find((r) => r.courseId === l.courseId)).toBeUndefined();
  });
});

describe('study credit needs a sign-up of that course', () => {
  it('refuses progress, video and records for a course the learner never joined, whatever else they did', async () => {
    // Approved on one course of the tenant…
    const l = await enrolledLearner('credit_a', [20]);
    // …and trying another one.
    const other = await onlineCourse(app, admin, [20]);
    const lesson = other.lessons[0] ?? '';
    const res = await beat(l.headers, lesson, [[0, 20]], 20);
    expect(res.body).toMatchObject({ code: 1, msg: '请先报名该课程并通过审核' });
    expect((await call(app, 'GET', `/api/edu/lesson/video-url/${lesson}`, l.headers)).status).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/edu/lesson/video/${lesson}`, headers: l.headers }))
        .statusCode,
    ).toBe(403);
    const records = await call<R[]>(app, 'GET', '/api/edu/study/mine', l.headers);
    expect(records.body.data.map((r) => r.courseId)).toEqual([l.courseId]);
    // Its own course still counts.
    expect((await beat(l.headers, l.lessons[0] ?? '', [[0, 20]], 20)).body.data.completed).toBe(true);
  });

  it('stops counting once the sign-up is cancelled, and the records no longer list the course', async () => {
    const l = await enrolledLearner('credit_cancel', [20]);
    await beat(l.headers, l.lessons[0] ?? '', [[0, 5]], 5);
    const mine = await call<{ records: { id: string }[] }>(app, 'GET', '/api/edu/enrolment/mine', l.headers);
    await call(app, 'PUT', `/api/edu/enrolment/cancel/${mine.body.data.records[0]?.id}`, l.headers);
    expect((await beat(l.headers, l.lessons[0] ?? '', [[5, 20]], 20)).body.code).toBe(1);
    expect((await call<R[]>(app, 'GET', '/api/edu/study/mine', l.headers)).body.data).toEqual([]);
  });
});

describe('lesson video', () => {
  it('serves byte ranges to an enrolled learner, with the token in the header or through a signed link', async () => {
    const l = await enrolledLearner('viewer', [30]);
    const url = `/api/edu/lesson/video/${l.lessons[0]}`;
    const full = await app.inject({ method: 'GET', url, headers: l.headers });
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['content-type']).toBe('video/mp4');
    const size = Number(full.headers['content-length']);
    expect(size).toBeGreaterThan(10_000);
    const part = await app.inject({ method: 'GET', url, headers: { ...l.headers, range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.length).toBe(100);
    expect(part.rawPayload.equals(full.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await app.inject({ method: 'GET', url, headers: { ...l.headers, range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(full.rawPayload.subarray(size - 10))).toBe(true);
    const beyond = await app.inject({
      method: 'GET',
      url,
      headers: { ...l.headers, range: `bytes=${size + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);
    // A <video> element plays a signed link, issued after the sign-up check; a token in the URL is not read.
    const link = await call<{ url: string }>(
      app,
      'GET',
      `/api/edu/lesson/video-url/${l.lessons[0]}`,
      l.headers,
    );
    expect(link.body.data.url).toMatch(/^\/api\/edu\/lesson\/video\/\d+\?TENANT-ID=1&expires=\d+&signature=/);
    expect(link.body.data.url).not.toContain(l.token);
    const viaLink = await app.inject({
      method: 'GET',
      url: link.body.data.url,
      headers: { range: 'bytes=0-9' },
    });
    expect(viaLink.statusCode).toBe(206);
    expect(viaLink.rawPayload.equals(full.rawPayload.subarray(0, 10))).toBe(true);
    const viaToken = await app.inject({ method: 'GET', url: `${url}?access_token=${l.token}&TENANT-ID=1` });
    expect(viaToken.statusCode).toBe(424);
    // The link names one lesson: another lesson's path under the same signature plays nothing.
    const other = await app.inject({
      method: 'GET',
      url: link.body.data.url.replace(`/video/${l.lessons[0]}`, `/video/${Number(l.lessons[0]) + 1}`),
    });
    expect(other.statusCode).toBe(424);
  });

  it('issues a video link only to learners approved on the course, and it expires', async () => {
    const l = await enrolledLearner('viewer_link', [30]);
    const stranger = await newLearner(app, 'viewer_link_x');
    expect(
      (await call(app, 'GET', `/api/edu/lesson/video-url/${l.lessons[0]}`, stranger.headers)).status,
    ).toBe(403);
    const { url } = (
      await call<{ url: string }>(app, 'GET', `/api/edu/lesson/video-url/${l.lessons[0]}`, l.headers)
    ).body.data;
    const expired = url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 1}`);
    expect((await app.inject({ method: 'GET', url: expired })).statusCode).toBe(424);
    const tampered = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(424);
  });

  it('refuses the video without a token, to learners not signed up, and across tenants', async () => {
    const l = await enrolledLearner('viewer2', [30]);
    const url = `/api/edu/lesson/video/${l.lessons[0]}`;
    expect((await app.inject({ method: 'GET', url, headers: { 'tenant-id': '1' } })).statusCode).toBe(424);
    const stranger = await newLearner(app, 'viewer3');
    expect((await app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(403);
    const t2 = await newLearner(app, 'viewer_t2', 2);
    expect((await app.inject({ method: 'GET', url, headers: t2.headers })).statusCode).toBe(404);
  });
});

describe('course statistics', () => {
  it('counts enrolled, started and completed learners and hours', async () => {
    const l = await enrolledLearner('stat_a', [10, 10]);
    const b = await newLearner(app, 'stat_b');
    await call(app, 'POST', '/api/edu/enrolment', b.headers, { courseId: l.courseId });
    await beat(l.headers, l.lessons[0] ?? '', [[0, 10]], 10);
    await beat(l.headers, l.lessons[1] ?? '', [[0, 10]], 10);
    await beat(b.headers, l.lessons[0] ?? '', [[0, 3]], 3);
    const stats = await call<{
      enrolled: number;
      started: number;
      completed: number;
      hours: number;
      lessons: { started: number; completed: number }[];
    }>(app, 'GET', `/api/edu/course/stats/${l.courseId}`, admin);
    expect(stats.body.data).toMatchObject({ enrolled: 2, started: 2, completed: 1, hours: 3 });
    expect(stats.body.data.lessons).toEqual([
      expect.objectContaining({ started: 2, completed: 1 }),
      expect.objectContaining({ started: 1, completed: 1 }),
    ]);
  });
});

describe('seeded media', () => {
  it('copies the demo covers, videos and seal into DATA_DIR/files', () => {
    const root = join(app.env.DATA_DIR, 'files', '1');
    expect(existsSync(join(root, 'video'))).toBe(true);
    expect(readdirSync(join(root, 'video'))).toHaveLength(3);
    const images = readdirSync(join(root, 'image'));
    // Eight covers, each with its AVIF and WebP copies at 320 and 480 px.
    expect(images.filter((f) => f.endsWith('.jpg'))).toHaveLength(8);
    expect(images.filter((f) => /-w(320|480)\.(avif|webp)$/.test(f))).toHaveLength(32);
    // And the association's seal, on its certificates' template.
    expect(images.filter((f) => f.endsWith('.png'))).toHaveLength(1);
    expect(images).toHaveLength(41);
  });
});
