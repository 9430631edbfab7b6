import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@contract/message';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { openStream } from './message-helpers';

/**
 * The live unread count (GET /api/admin/sysMessage/stream) over real HTTP, read with fetch as the client reads it:
 * `event: unread` at open and whenever the caller's messages change, never compressed, three streams a person,
 * and every stream closed when the app closes.
 */
let app: FastifyInstance;
let base: string;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const announce = async (title: string, userIds: number[]) => {
  const m = await call<Message>(app, 'POST', '/api/admin/sysMessage', admin, {
    title,
    userList: userIds.map((id) => ({ id: String(id) })),
  });
  await call(app, 'POST', `/api/admin/sysMessage/send?id=${m.body.data.id}`, admin);
};

describe('the live unread count', () => {
  it('opens with the count and pushes it when the caller’s messages change, uncompressed and unbuffered', async () => {
    const r = await newLearner(app, 'live_reader');
    const other = await newLearner(app, 'live_other');
    const s = await openStream(base, r.headers);
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.res.headers.get('content-encoding')).toBeNull();
    expect(s.res.headers.get('cache-control')).toContain('no-transform');
    expect(s.res.headers.get('x-accel-buffering')).toBe('no');
    expect(await s.next()).toEqual({ event: 'unread', data: { count: 0 } });
    // Someone else's message changes nothing of the reader's: the next count is the reader's own.
    await announce('别人的', [other.userId]);
    await announce('给你的', [r.userId]);
    expect(await s.next()).toEqual({ event: 'unread', data: { count: 1 } });
    await announce('再一条', [r.userId, other.userId]);
    expect(await s.next()).toEqual({ event: 'unread', data: { count: 2 } });
    await call(app, 'POST', '/api/admin/sysMessage/read/all', r.headers);
    expect(await s.next()).toEqual({ event: 'unread', data: { count: 0 } });
  });

  it('tells staff of work waiting the moment it arrives', async () => {
    const s = await openStream(base, admin);
    const first = (await s.next())?.data?.count ?? -1;
    const l = await newLearner(app, 'live_feedback');
    await call(app, 'POST', '/api/edu/feedback', l.headers, { category: 'other', content: '现场没有电' });
    expect(await s.next()).toEqual({ event: 'unread', data: { count: first + 1 } });
  });

  it('keeps three streams a person: a fourth closes the oldest', async () => {
    const r = await newLearner(app, 'live_tabs');
    const streams = [];
    for (let i = 0; i < 4; i++) {
      const s = await openStream(base, r.headers);
      expect(await s.next()).toMatchObject({ event: 'unread' });
      streams.push(s);
    }
    expect(await streams[0]!.next()).toBeNull();
    await announce('四个窗口', [r.userId]);
    for (const s of streams.slice(1)) expect(await s.next()).toEqual({ event: 'unread', data: { count: 1 } });
  });

  it('needs a token like every other call', async () => {
    const res = await app.inject({ url: '/api/admin/sysMessage/stream' });
    expect([res.statusCode, res.json()]).toEqual([
      424,
      { code: 1, msg: '用户凭证已过期', data: 'invalid_bearer_token' },
    ]);
  });
});

describe('closing the app', () => {
  it('ends every open stream, so a shutdown is not held', async () => {
    const own = await buildTestApp();
    const url = await own.listen({ port: 0, host: '127.0.0.1' });
    const s = await openStream(url, await adminHeaders(own));
    expect(await s.next()).toMatchObject({ event: 'unread' });
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await s.next()).toBeNull();
  });
});
