import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Topic } from '../../src/server/lib/bus';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner, offlineCourse } from './edu-helpers';
import { insertExam } from './exam-helpers';

/**
 * One way to announce a change: the service that wrote says what changed on the bus, and each per-process cache
 * forgets on that news. Each test reads first (so the cache holds it), writes through the API, and sees both the
 * news said and the next read, at once, reflect the write. Routes and hooks never announce
 * (tests/tooling/module-graph.test.ts holds that).
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let said: { topic: Topic; keys: readonly string[] | undefined }[];
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  const publish = app.bus.publish.bind(app.bus);
  app.bus.publish = async (topic, keys) => {
    said.push({ topic, keys });
    return publish(topic, keys);
  };
});
beforeEach(() => {
  said = [];
});
afterAll(() => app.close());

const topics = () => said.map((s) => s.topic);

describe('write → news → forget', () => {
  it('tokens: a session kicked out says sessions-changed, and its token is refused at its next request', async () => {
    const learner = await newLearner(app, 'news_kicked');
    expect((await call(app, 'GET', '/api/admin/user/info', learner.headers)).status).toBe(200);
    const rows = await call<{ records: { accessToken: string }[] }>(
      app,
      'GET',
      '/api/admin/sys-token/page?size=100&username=news_kicked',
      admin,
    );
    said = [];
    await call(app, 'DELETE', '/api/admin/sys-token/delete', admin, [rows.body.data.records[0]!.accessToken]);
    expect(topics()).toEqual(['sessions-changed']);
    expect((await call(app, 'GET', '/api/admin/user/info', learner.headers)).status).toBe(424);
  });

  it('tenants: a tenant created says tenants-changed for its id; its end moved to the past: 426 at once', async () => {
    const created = await call<{ id: string }>(app, 'POST', '/api/admin/tenant', admin, {
      name: '新闻分会',
      code: 'newsbranch',
      startTime: '2020-01-01 00:00:00',
      endTime: '2099-12-31',
      status: '0',
      username: 'newsadmin',
      password: 'News@2026x',
    });
    const id = created.body.data.id;
    expect(said).toContainEqual({ topic: 'tenants-changed', keys: [id] });
    const asTenant = { 'tenant-id': id };
    expect((await call(app, 'GET', '/api/edu/course/page', asTenant)).status).toBe(200);
    said = [];
    await call(app, 'PUT', '/api/admin/tenant', admin, { id, endTime: '2021-01-01 00:00:00' });
    expect(said).toEqual([{ topic: 'tenants-changed', keys: [id] }]);
    expect((await call(app, 'GET', '/api/edu/course/page', asTenant)).status).toBe(426);
  });

  it('catalog: a course written says courses-changed, a sign-up seats-changed; the detail shows both', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 2 });
    expect(topics()).toEqual(['courses-changed', 'courses-changed', 'courses-changed']);
    const seats = async () =>
      (
        await call<{ seatsLeft: number }>(app, 'GET', `/api/edu/course/details/${courseId}`, {
          'tenant-id': '1',
        })
      ).body.data.seatsLeft;
    expect(await seats()).toBe(2);
    const learner = await newLearner(app, 'news_signup');
    said = [];
    await call(app, 'POST', '/api/edu/enrolment', learner.headers, { courseId, sessionId });
    expect(topics()).toEqual(['seats-changed']);
    expect(await seats()).toBe(1);
    said = [];
    await call(app, 'PUT', '/api/edu/course', admin, { id: courseId, title: 'Renamed by news' });
    expect(topics()).toEqual(['courses-changed']);
    const title = (
      await call<{ title: string }>(app, 'GET', `/api/edu/course/details/${courseId}`, { 'tenant-id': '1' })
    ).body.data.title;
    expect(title).toBe('Renamed by news');
  });

  it('exams: an exam deleted says exams-changed for its tenant only', async () => {
    const { courseId } = await offlineCourse(app, admin, { capacity: 1 });
    const exam = await insertExam(app, courseId, [], { status: 'draft' });
    said = [];
    const removed = await call(app, 'DELETE', '/api/edu/exam', admin, [String(exam.id)]);
    expect(removed.status).toBe(200);
    expect(said).toEqual([{ topic: 'exams-changed', keys: ['1'] }]);
  });

  it('nothing is said by a read, or by a write that was refused', async () => {
    await call(app, 'GET', '/api/edu/course/page', { 'tenant-id': '1' });
    await call(app, 'PUT', '/api/edu/course', admin, { id: '999999999', title: 'nobody' });
    await call(app, 'DELETE', '/api/admin/menu/999999999', admin);
    expect(said).toEqual([]);
  });
});
