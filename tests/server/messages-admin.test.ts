import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, MessageDetail } from '@contract/message';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { inbox, latest, recipientsOf, staffWith, unread } from './message-helpers';
import { anyString } from './matchers';

/**
 * pig's 站内信 as staff manage it (`/admin/sysMessage/*`, sys_message_*) and as each reader reads it: announcements
 * written, sent, edited and deleted in pig's dialect; read flags and the bell; refusals by permission and tenant.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;
type Learner = Awaited<ReturnType<typeof newLearner>>;
let a: Learner;
let b: Learner;
let c: Learner;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
  [a, b, c] = [
    await newLearner(app, 'ann_a'),
    await newLearner(app, 'ann_b'),
    await newLearner(app, 'ann_c'),
  ];
});
afterAll(() => app.close());

const write = (body: Record<string, unknown>, headers = admin, method: 'POST' | 'PUT' = 'POST') =>
  call<Message>(app, method, '/api/admin/sysMessage', headers, { content: '正文', ...body });
const send = (id: string, headers = admin) =>
  call(app, 'POST', `/api/admin/sysMessage/send?id=${id}`, headers);
const to = (...who: Learner[]) => who.map((l) => ({ id: String(l.userId), name: 'x', avatar: null }));
/** An announcement to these learners, sent. */
async function announced(title: string, ...who: Learner[]) {
  const m = (await write({ title, userList: to(...who) })).body.data;
  expect((await send(m.id)).body).toEqual({ code: 0, msg: null, data: true });
  return m;
}

describe('announcements', () => {
  it('are written unsent, seen by their recipients once sent, in pig’s dialect', async () => {
    const res = await write({ title: '停电通知', sort: 5, link: '/person/feedback', userList: to(a, b) });
    expect(res.body).toMatchObject({ code: 0, msg: null });
    const m = res.body.data;
    expect(m).toMatchObject({ category: '0', kind: 'announcement', sendFlag: '0', allFlag: '0', sort: 5 });
    expect(m.id).toMatch(/^\d+$/);
    expect((await inbox(app, a.headers)).records.map((r) => r.id)).not.toContain(m.id);
    await send(m.id);
    const page = await inbox(app, a.headers);
    expect(page).toMatchObject({
      total: anyString(),
      size: '50',
      current: '1',
      pages: anyString(),
    });
    expect(page.records.find((r) => r.id === m.id)).toMatchObject({
      title: '停电通知',
      readFlag: '0',
      sendFlag: '1',
    });
    expect((await inbox(app, c.headers)).records.map((r) => r.id)).not.toContain(m.id);
    // pig's detail: the people it names, ids as strings; and who of them read it.
    const detail = await call<MessageDetail>(app, 'GET', `/api/admin/sysMessage/${m.id}`, admin);
    expect(detail.body.data.userList.map((u) => [u.id, u.username])).toEqual([
      [String(a.userId), 'ann_a'],
      [String(b.userId), 'ann_b'],
    ]);
    await call(app, 'POST', `/api/admin/sysMessage/read?id=${m.id}`, a.headers);
    const reads = await call<{ records: { userId: string; readFlag: string; title: string }[] }>(
      app,
      'GET',
      `/api/admin/sysMessage/user/read/page?messageId=${m.id}`,
      admin,
    );
    expect(reads.body.data.records).toMatchObject([
      { userId: String(a.userId), readFlag: '1', title: '停电通知' },
      { userId: String(b.userId), readFlag: '0' },
    ]);
    // The tenant's list has it, by title.
    const list = await call<{ records: (Message & { recipients: number })[] }>(
      app,
      'GET',
      '/api/admin/sysMessage/page?title=停电',
      admin,
    );
    // …with how many people it names, counted by the list's one query.
    expect(list.body.data.records.find((r) => r.id === m.id)).toMatchObject({ recipients: 2 });
  });

  it('to everyone of the tenant when no one is named (allFlag), and not to another tenant', async () => {
    const m = (await write({ title: '全体公告' })).body.data;
    expect(m.allFlag).toBe('1');
    await send(m.id);
    for (const l of [a, b, c]) expect((await inbox(app, l.headers)).records.map((r) => r.id)).toContain(m.id);
    expect((await inbox(app, admin2)).records.map((r) => r.id)).not.toContain(m.id);
    const detail = await call<MessageDetail>(app, 'GET', `/api/admin/sysMessage/${m.id}`, admin);
    expect(detail.body.data.userList).toEqual([]);
  });

  it('are edited (new recipients keep their read flag) and deleted; a system notice is not edited', async () => {
    const m = await announced('旧标题', a, b);
    await call(app, 'POST', `/api/admin/sysMessage/read?id=${m.id}`, b.headers);
    const edited = await write({ id: m.id, title: '新标题', userList: to(b, c) }, admin, 'PUT');
    expect(edited.body.data).toMatchObject({ title: '新标题', sendFlag: '1' });
    expect(await recipientsOf(app, admin, m.id)).toEqual(['ann_b', 'ann_c']);
    expect((await inbox(app, b.headers)).records.find((r) => r.id === m.id)?.readFlag).toBe('1');
    expect((await inbox(app, a.headers)).records.map((r) => r.id)).not.toContain(m.id);
    expect((await call(app, 'DELETE', '/api/admin/sysMessage', admin, [m.id])).body.data).toBe(true);
    expect((await inbox(app, c.headers)).records.map((r) => r.id)).not.toContain(m.id);
    expect((await call(app, 'GET', `/api/admin/sysMessage/${m.id}`, admin)).status).toBe(404);
    // A notice the system sent (feedback to staff) keeps what it said.
    await call(app, 'POST', '/api/edu/feedback', a.headers, { category: 'other', content: 'x' });
    const notice = (await latest(app, admin, 'feedback-sent'))!;
    const refused = await write({ id: notice.id, title: 'x' }, admin, 'PUT');
    expect(refused.body).toMatchObject({ code: 1, msg: '系统通知不能修改' });
  });
});

describe('reading', () => {
  it('counts the unread, lists the latest five, marks one (idempotent, one’s own only) or all read', async () => {
    const r = await newLearner(app, 'ann_reader');
    const ids = [];
    for (let i = 1; i <= 7; i++) ids.push((await announced(`第${i}条`, r, a)).id);
    const bell = await unread(app, r.headers);
    expect(bell.count).toBe(7);
    expect(bell.latest.map((m) => m.title)).toEqual(['第7条', '第6条', '第5条', '第4条', '第3条']);
    for (let i = 0; i < 2; i++) {
      const res = await call(app, 'POST', `/api/admin/sysMessage/read?id=${ids[6]}`, r.headers);
      expect(res.body).toEqual({ code: 0, msg: null, data: true });
      expect((await unread(app, r.headers)).count).toBe(6);
    }
    // Another reader's read of the same message is theirs alone; so is a message that is not one's own.
    await call(app, 'POST', `/api/admin/sysMessage/read?id=${ids[5]}`, a.headers);
    expect((await unread(app, r.headers)).count).toBe(6);
    await call(app, 'POST', `/api/admin/sysMessage/read?id=${ids[0]}`, b.headers);
    expect((await inbox(app, r.headers, '&readFlag=1')).records.map((m) => m.id)).toEqual([ids[6]]);
    await call(app, 'POST', '/api/admin/sysMessage/read/all', r.headers);
    expect(await unread(app, r.headers)).toEqual({ count: 0, latest: [] });
    expect((await inbox(app, r.headers, '&readFlag=0')).total).toBe('0');
  });

  it('orders by sort, then newest first', async () => {
    const r = await newLearner(app, 'ann_order');
    const low = (await write({ title: '普通', userList: to(r) })).body.data;
    const high = (await write({ title: '置顶', sort: 9, userList: to(r) })).body.data;
    const later = (await write({ title: '后发', userList: to(r) })).body.data;
    for (const m of [low, high, later]) await send(m.id);
    expect((await inbox(app, r.headers)).records.map((m) => m.title)).toEqual(['置顶', '后发', '普通']);
  });
});

describe('refusals and bounds', () => {
  it('refuses staff calls without the sys_message_* buttons (403)', async () => {
    const m = await announced('权限', a);
    const viewer = await staffWith(app, 'ann_viewer', ['sys_message_view']);
    expect((await call(app, 'GET', `/api/admin/sysMessage/${m.id}`, viewer.headers)).status).toBe(200);
    const calls = [
      ['GET', '/api/admin/sysMessage/page'],
      ['GET', `/api/admin/sysMessage/${m.id}`],
      ['GET', `/api/admin/sysMessage/user/read/page?messageId=${m.id}`],
      ['POST', '/api/admin/sysMessage', { title: 't' }],
      ['PUT', '/api/admin/sysMessage', { id: m.id, title: 't' }],
      ['POST', `/api/admin/sysMessage/send?id=${m.id}`],
      ['DELETE', '/api/admin/sysMessage', [m.id]],
    ] as const;
    for (const [method, url, body] of calls) {
      const learner = await call(app, method, url, a.headers, body);
      expect([learner.status, learner.body.code], `${method} ${url}`).toEqual([403, 1]);
    }
    for (const [method, url, body] of calls.slice(3))
      expect((await call(app, method, url, viewer.headers, body)).status, `${method} ${url}`).toBe(403);
  });

  it("never lets another tenant's staff read, send, edit or delete a tenant's message", async () => {
    const m = await announced('本租户', a);
    for (const [method, url, body] of [
      ['GET', `/api/admin/sysMessage/${m.id}`],
      ['GET', `/api/admin/sysMessage/user/read/page?messageId=${m.id}`],
      ['POST', `/api/admin/sysMessage/send?id=${m.id}`],
      ['PUT', '/api/admin/sysMessage', { id: m.id, title: '改' }],
    ] as const)
      expect((await call(app, method, url, admin2, body)).status, `${method} ${url}`).toBe(404);
    await call(app, 'DELETE', '/api/admin/sysMessage', admin2, [m.id]);
    await call(app, 'POST', `/api/admin/sysMessage/read?id=${m.id}`, admin2);
    expect((await call(app, 'GET', `/api/admin/sysMessage/${m.id}`, admin)).body.data).toMatchObject({
      title: '本租户',
    });
    expect((await inbox(app, a.headers)).records.find((r) => r.id === m.id)?.readFlag).toBe('0');
    const list = await call<{ records: Message[] }>(
      app,
      'GET',
      '/api/admin/sysMessage/page?size=200',
      admin2,
    );
    expect(list.body.data.records.map((r) => r.id)).not.toContain(m.id);
    // A person of tenant 2 is nobody tenant 1 can write to.
    const other = await newLearner(app, 'ann_other_tenant', 2);
    expect((await write({ title: 'x', userList: to(a, other) })).body).toMatchObject({
      code: 1,
      msg: `接收人不存在或不属于本租户：${other.userId}`,
    });
  });

  it('takes pig-ui’s own form: a new message with id "", and a readers’ list asked without a message', async () => {
    // pig-ui's internal/form.vue sends id '' for a new one, and its receive drawer loads once with no messageId.
    const made = await write({
      id: '',
      category: '0',
      title: 'pig-ui 页面新增',
      content: '<p>y</p>',
      allFlag: '0',
      sort: 0,
      userList: [],
    });
    expect(made.body).toMatchObject({ code: 0, data: { title: 'pig-ui 页面新增', allFlag: '1' } });
    const none = await call<{ records: unknown[]; total: string }>(
      app,
      'GET',
      '/api/admin/sysMessage/user/read/page?current=1&size=10&descs=&ascs=',
      admin,
    );
    expect(none.body).toMatchObject({ code: 0, data: { records: [], total: '0' } });
    // An id that is neither empty nor an id is still refused.
    expect((await write({ id: 'x1', title: 'x', userList: to(a) })).status).toBe(400);
  });

  it('holds a title to 100 characters, the people named to 500, a link to a path of the app', async () => {
    expect((await write({ title: '标'.repeat(100), userList: to(a) })).body.code).toBe(0);
    expect((await write({ title: '标'.repeat(101), userList: to(a) })).status).toBe(400);
    expect((await write({ title: '  ', userList: to(a) })).status).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => ({ id: String(i + 1) }));
    expect((await write({ title: 'x', userList: many })).status).toBe(400);
    const unknown = await write({ title: 'x', userList: [{ id: '999999' }] });
    expect([unknown.status, unknown.body.msg]).toEqual([400, '接收人不存在或不属于本租户：999999']);
    const en = await call(
      app,
      'POST',
      '/api/admin/sysMessage',
      { ...admin, 'accept-language': 'en' },
      {
        title: 'x',
        userList: [{ id: '999999' }],
      },
    );
    expect(en.body.msg).toBe('These recipients are not users of this organisation: 999999');
    for (const link of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/\\evil'])
      expect((await write({ title: 'x', link, userList: to(a) })).status, link).toBe(400);
    expect(
      (await write({ title: 'x', link: '/admin/edu/feedback?status=open', userList: to(a) })).body.code,
    ).toBe(0);
    expect((await call(app, 'POST', '/api/admin/sysMessage/send?id=abc', admin)).status).toBe(400);
    expect((await call(app, 'POST', '/api/admin/sysMessage/send?id=999999', admin)).status).toBe(404);
    expect((await call(app, 'DELETE', '/api/admin/sysMessage', admin, [])).status).toBe(400);
  });
});
