import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feedback, FeedbackAdminRow } from '@contract/feedback';
import type { Page } from '@contract/envelope';
import { sysDictItem } from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { png, uploadFile } from './personal-helpers';
import { PDF, registerEnterprise } from './enterprise-helpers';

/** Feedback's category and attachments, and staff's inbox (reply, close, reopen). */
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off' });
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const send = (headers: Record<string, string>, body: unknown) =>
  call<Feedback>(app, 'POST', '/api/edu/feedback', headers, body);
/** A document the caller uploads (by the document rules): its stored name. */
async function doc(
  headers: Record<string, string>,
  dir = 'doc',
  file = { name: 'a.pdf', type: 'application/pdf', data: PDF },
) {
  const url = await uploadFile(app, headers, file, dir);
  return new URLSearchParams(url.split('?')[1]).get('fileName') ?? '';
}
const inbox = async (q: string, headers = admin) =>
  (await call<Page<FeedbackAdminRow>>(app, 'GET', `/api/edu/feedback/page?size=50&${q}`, headers)).body.data;

describe('sending feedback', () => {
  it('takes only a live category of the tenant’s dictionary', async () => {
    const learner = await newLearner(app, 'fb_cat');
    expect((await send(learner.headers, { category: 'nonsense', content: 'x' })).body).toMatchObject({
      code: 1,
      msg: '请选择反馈类别',
    });
    expect((await send(learner.headers, { category: 'exam', content: 'x' })).body.code).toBe(0);
    // Staff delete the item: it is no longer a category. (Tenant 2 keeps its own.)
    await app.database.db
      .update(sysDictItem)
      .set({ delFlag: '1' })
      .where(
        and(
          eq(sysDictItem.tenantId, 1),
          eq(sysDictItem.dictType, 'feedback_category'),
          eq(sysDictItem.itemValue, 'exam'),
        ),
      );
    expect((await send(learner.headers, { category: 'exam', content: 'x' })).body.code).toBe(1);
    const other = await newLearner(app, 'fb_cat2', 2);
    expect((await send(other.headers, { category: 'exam', content: 'x' })).body.code).toBe(0);
  });

  it('takes as attachments only documents this user uploaded in this tenant, at most five', async () => {
    const learner = await newLearner(app, 'fb_att');
    const other = await newLearner(app, 'fb_att_other');
    const foreign = await newLearner(app, 'fb_att_foreign', 2);
    const mine = [await doc(learner.headers), await doc(learner.headers)];
    const theirs = await doc(other.headers);
    const elsewhere = await doc(foreign.headers);
    const image = await doc(learner.headers, 'image', {
      name: 'a.png',
      type: 'image/png',
      data: await png(),
    });
    for (const bad of [
      [theirs],
      [elsewhere],
      [image],
      ['0123456789abcdef0123456789abcdef.pdf'],
      [...mine, theirs],
    ])
      expect(
        (await send(learner.headers, { category: 'other', content: 'x', attachments: bad })).body,
      ).toMatchObject({ code: 1, msg: '附件不存在，请重新上传' });
    const five = [...mine, ...(await Promise.all([1, 2, 3].map(() => doc(learner.headers))))];
    const sent = await send(learner.headers, {
      category: 'other',
      content: 'x',
      attachments: [...five, five[0]].slice(0, 5),
    });
    expect(sent.body.data.attachments).toHaveLength(5);
    expect(
      (await send(learner.headers, { category: 'other', content: 'x', attachments: [...five, mine[0]] }))
        .status,
    ).toBe(400);
    // The same file twice is one attachment.
    const twice = await send(learner.headers, {
      category: 'other',
      content: 'x',
      attachments: [mine[0], mine[0]],
    });
    expect(twice.body.data.attachments).toEqual([mine[0]]);
  });
});

describe("staff's inbox", () => {
  it('lists with filters and who sent it, replies, closes and reopens; the sender sees the reply', async () => {
    const learner = await newLearner(app, 'fb_flow');
    const e = await registerEnterprise(app, 150);
    const f = (await send(learner.headers, { category: 'checkin', content: '签到二维码扫不出来 fb_flow' }))
      .body.data;
    const g = (await send(e.headers, { category: 'enrolment', content: '企业报名咨询' })).body.data;

    expect((await inbox('keyword=fb_flow')).records).toMatchObject([
      { id: f.id, username: 'fb_flow', name: 'fb_flow', enterpriseName: null, status: 'open', replyBy: null },
    ]);
    expect((await inbox('category=enrolment')).records.find((r) => r.id === g.id)).toMatchObject({
      username: 'ent_a150',
      enterpriseName: '企业150',
    });
    expect((await inbox('keyword=二维码&category=enrolment')).records).toEqual([]);
    expect((await call(app, 'GET', '/api/edu/feedback/page?status=done', admin)).status).toBe(400);

    const put = (what: string, body: unknown, headers = admin) =>
      call<Feedback>(app, 'PUT', `/api/edu/feedback/${what}`, headers, body);
    expect((await put('reply', { id: f.id, reply: '  ' })).body).toMatchObject({
      code: 1,
      msg: '请输入回复内容',
    });
    expect((await put('reply', { id: f.id, reply: '字'.repeat(1001) })).body).toMatchObject({
      code: 1,
      msg: '回复不能超过1000字',
    });
    expect((await put('reopen', { id: f.id })).body).toMatchObject({
      code: 1,
      msg: '只能重新打开已关闭的反馈',
    });
    const replied = await put('reply', { id: f.id, reply: ' 请刷新页面后重试 ' });
    expect(replied.body.data).toMatchObject({ status: 'replied', reply: '请刷新页面后重试' });
    expect(replied.body.data.replyTime).not.toBeNull();
    // A second reply replaces the first (1000 characters is the most).
    expect((await put('reply', { id: f.id, reply: '字'.repeat(1000) })).body.data.reply).toHaveLength(1000);

    const mine = async () =>
      (await call<Page<Feedback>>(app, 'GET', '/api/edu/feedback/mine', learner.headers)).body.data
        .records[0];
    expect(await mine()).toMatchObject({ id: f.id, status: 'replied', reply: '字'.repeat(1000) });
    expect((await inbox('status=replied')).records.find((r) => r.id === f.id)?.replyBy).toBe('admin');

    expect((await put('close', { id: f.id })).body.data.status).toBe('closed');
    expect((await put('close', { id: f.id })).body).toMatchObject({ code: 1, msg: '该反馈已关闭' });
    expect((await put('reply', { id: f.id, reply: 'x' })).body).toMatchObject({
      code: 1,
      msg: '该反馈已关闭，请先重新打开',
    });
    expect((await put('reopen', { id: f.id })).body.data).toMatchObject({ status: 'open' });
    expect((await mine())?.status).toBe('open');
    // An open one closes too; an unknown one is 404.
    expect((await put('close', { id: g.id })).body.data.status).toBe('closed');
    for (const what of ['close', 'reopen']) expect((await put(what, { id: '999999' })).status).toBe(404);
    expect((await put('reply', { id: '999999', reply: 'x' })).status).toBe(404);
  });

  it("is staff's only, and never another tenant's", async () => {
    const learner = await newLearner(app, 'fb_perm');
    const f = (await send(learner.headers, { category: 'other', content: 'fb_perm secret' })).body.data;
    const e = await registerEnterprise(app, 151);
    for (const headers of [learner.headers, e.headers]) {
      expect((await call(app, 'GET', '/api/edu/feedback/page', headers)).status).toBe(403);
      for (const what of ['reply', 'close', 'reopen'])
        expect(
          (await call(app, 'PUT', `/api/edu/feedback/${what}`, headers, { id: f.id, reply: 'x' })).status,
        ).toBe(403);
    }
    const foreign = await adminHeaders(app, 'admin2', '2');
    expect((await inbox('keyword=fb_perm', foreign)).records).toEqual([]);
    for (const what of ['reply', 'close'])
      expect(
        (await call(app, 'PUT', `/api/edu/feedback/${what}`, foreign, { id: f.id, reply: 'x' })).status,
      ).toBe(404);
    expect((await call(app, 'GET', '/api/edu/feedback/page', { ...foreign, 'tenant-id': '1' })).status).toBe(
      403,
    );
    expect((await inbox('keyword=fb_perm')).records[0]).toMatchObject({ status: 'open', reply: null });
  });

  it('serves an attachment to its sender and to staff only', async () => {
    const learner = await newLearner(app, 'fb_file');
    const other = await newLearner(app, 'fb_file_other');
    const name = await doc(learner.headers);
    const unrelated = await doc(learner.headers);
    const f = (await send(learner.headers, { category: 'other', content: 'x', attachments: [name] })).body
      .data;
    const get = (headers: Record<string, string>, fileName = name, id = f.id) =>
      app.inject({
        method: 'GET',
        url: `/api/edu/feedback/attachment?id=${id}&fileName=${fileName}`,
        headers,
      });
    for (const headers of [learner.headers, admin]) {
      const res = await get(headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    expect((await get(other.headers)).statusCode).toBe(404);
    expect((await get(admin, unrelated)).statusCode).toBe(404);
    expect((await get(admin, name, '999999')).statusCode).toBe(404);
    expect((await get(await adminHeaders(app, 'admin2', '2'))).statusCode).toBe(404);
    expect((await get(admin, '../etc/passwd')).statusCode).toBe(400);
  });
});
