import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from './message-helpers';
import { freshDatabase, startServer, stop, token, type Server } from './process-helpers';

/**
 * Notices across server processes, as deployed (the README's scale-out path): two processes on one PostgreSQL
 * database. A notice written through one is pushed at once to the live streams the other holds: the writer says
 * `messages-changed` on the bus (PostgreSQL's NOTIFY), and each process counts again for its own streams.
 */
let a: Server;
let b: Server;
let db: { url: string; drop: () => Promise<void> };

beforeAll(async () => {
  db = await freshDatabase();
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await startServer({ DATABASE_URL: db.url });
  b = await startServer({ DATABASE_URL: db.url });
}, 200_000);
// The streams B holds are ended by B as it stops (a client that aborted its own would leave its socket to B).
afterAll(async () => {
  await Promise.all([stop(a), stop(b)]);
  await db?.drop();
});

const signIn = async (username: string, password: string) => {
  const t = (await (await token(a, username, password)).json()) as { access_token: string; user_id: string };
  const headers = {
    authorization: `Bearer ${t.access_token}`,
    'tenant-id': '1',
    'content-type': 'application/json',
  };
  return { headers, userId: t.user_id };
};
const post = (s: Server, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: Object.fromEntries(
      Object.entries(headers).filter(([k]) => body !== undefined || k !== 'content-type'),
    ),
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: number; data: { id: string } }>);

describe('notices across processes', () => {
  it('a stream on one process hears the notices written through the other', async () => {
    const { headers: staff } = await signIn('admin', 'Admin@2026');
    const { headers: learner, userId } = await signIn('learner01', 'Learner@2026');
    const staffStream = await openStream(b.url, staff);
    const learnerStream = await openStream(b.url, learner);
    const before = (await staffStream.next())?.data?.count ?? -1;
    expect(await learnerStream.next()).toEqual({ event: 'unread', data: { count: 0 } });
    // Work for staff, written on A: B's staff stream counts it.
    expect((await post(a, '/api/edu/feedback', learner, { category: 'other', content: '跨进程' })).code).toBe(
      0,
    );
    expect(await staffStream.next()).toEqual({ event: 'unread', data: { count: before + 1 } });
    // An announcement sent on A to the learner; read on A: B's learner stream follows both.
    const written = await post(a, '/api/admin/sysMessage', staff, {
      title: '跨进程公告',
      userList: [{ id: userId }],
    });
    expect(written.code).toBe(0);
    expect((await post(a, `/api/admin/sysMessage/send?id=${written.data.id}`, staff)).code).toBe(0);
    expect(await learnerStream.next()).toEqual({ event: 'unread', data: { count: 1 } });
    await post(a, '/api/admin/sysMessage/read/all', learner);
    expect(await learnerStream.next()).toEqual({ event: 'unread', data: { count: 0 } });
  });
});
