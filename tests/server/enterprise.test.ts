import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CODES } from '@contract/permissions';
import { creditCodeCheckChar } from '@contract/enterprise-rules';
import { type Enterprise, type InvoiceProfile } from '@contract/enterprise';
import { type Feedback } from '@contract/feedback';
import type { Page } from '@contract/envelope';
import { eduEnterprise, eduFeedback, sysRole, sysUser, sysUserRole } from '../../src/server/db/schema';
import { bearer, buildTestApp, login } from './helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { smsCode as sentCode, uploadFile } from './personal-helpers';
import { licenceIn } from './enterprise-helpers';

/** Enterprises' registration, info and invoice profiles, and feedback, over HTTP. */
let app: FastifyInstance;
let ip = 0;
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

const CODES = ['914403001922038216', '9144030071526726XG', '91330100716105852F', '91110000802100433B'];
const PASSWORD = 'Enterprise@2026';
/** A valid credit code per enterprise of the tests (its check character computed). */
const codeOf = (n: number) => {
  const first17 = `91440300000${String(n).padStart(6, '0')}`;
  return first17 + (creditCodeCheckChar(first17) ?? '');
};

beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off' });
});
afterAll(() => app.close());

const smsCode = (phone: string, tenant = '1') => sentCode(app, phone, false, tenant);

const registerBody = (n: number, over: Record<string, unknown> = {}) => ({
  name: `物业公司${n}`,
  creditCode: codeOf(n),
  contactName: '张联系',
  contactPhone: `1370000${String(n).padStart(4, '0')}`,
  code: '0000',
  licenceFile: 'licence.pdf',
  username: `ent_user${n}`,
  password: PASSWORD,
  ...over,
});

/** The licence registrations name: uploaded once per tenant ('licence.pdf' in a body stands for it). */
const licences = new Map<string, string>();
const licenceOf = async (tenant: string) => {
  if (!licences.has(tenant)) licences.set(tenant, await licenceIn(app, tenant));
  return licences.get(tenant) ?? '';
};

/** A registration, each from its own address so the route's per-address limit never counts these tests. */
async function register(body: Record<string, unknown>, tenant = '1') {
  const payload =
    body.licenceFile === 'licence.pdf' ? { ...body, licenceFile: await licenceOf(tenant) } : body;
  const res = await app.inject({
    method: 'POST',
    url: '/api/edu/enterprise/register',
    headers: { 'tenant-id': tenant },
    payload,
    remoteAddress: nextIp(),
  });
  return {
    status: res.statusCode,
    body: res.json<{
      code: number;
      msg: string | null;
      data: { enterpriseId: string; userId: string; status: string };
    }>(),
  };
}

/** Registers enterprise `n` in the tenant with a real SMS code and signs its admin in. */
async function registered(n: number, tenant = '1') {
  const body = registerBody(n);
  const res = await register({ ...body, code: await smsCode(body.contactPhone, tenant) }, tenant);
  expect(res.body).toMatchObject({ code: 0, data: { status: 'pending' } });
  const { access_token } = await login(app, body.username, PASSWORD, { tenant });
  return { id: res.body.data.enterpriseId, headers: { ...bearer(access_token), 'tenant-id': tenant } };
}

const setStatus = (id: string, status: string, reviewReason: string | null = null) =>
  app.database.db
    .update(eduEnterprise)
    .set({ status, reviewReason })
    .where(eq(eduEnterprise.id, Number(id)));

describe('enterprise registration', () => {
  it('checks the credit code as typed and the SMS code, then creates it pending with its admin', async () => {
    expect((await register(registerBody(1, { creditCode: '9144030071526726XA' }))).body).toMatchObject({
      code: 1,
      msg: '统一社会信用代码格式不正确或校验位错误',
    });
    expect((await register(registerBody(1, { creditCode: ' ' + codeOf(1).slice(1) }))).body.code).toBe(1);
    expect((await register(registerBody(1, { name: ' ' }))).body.code).toBe(1);
    expect((await register(registerBody(1, { licenceFile: '' }))).body.code).toBe(1);
    expect((await register(registerBody(1, { code: '1234' }))).body).toMatchObject({ code: 1 });
    expect((await register(registerBody(1, { password: 'weak' }))).body).toMatchObject({ code: 1 });

    const body = registerBody(1);
    const res = await register({ ...body, code: await smsCode(body.contactPhone) });
    expect(res.body).toMatchObject({ code: 0, data: { status: 'pending', username: 'ent_user1' } });
    const [role] = await app.database.db
      .select({ code: sysRole.roleCode })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
      .where(eq(sysUserRole.userId, Number(res.body.data.userId)));
    expect(role?.code).toBe(ROLE_CODES.enterprise);
    const [user] = await app.database.db
      .select()
      .from(sysUser)
      .where(eq(sysUser.userId, Number(res.body.data.userId)));
    expect(user).toMatchObject({ tenantId: 1, phone: body.contactPhone });

    // The code is spent; the credit code is taken in the tenant.
    expect((await register(body)).body.code).toBe(1);
    const again = registerBody(5, { creditCode: body.creditCode });
    expect((await register({ ...again, code: await smsCode(again.contactPhone) })).body).toMatchObject({
      code: 1,
      msg: '该统一社会信用代码已注册',
    });
  });

  it('lets the same credit code register in another tenant', async () => {
    const e = await registered(1, '2');
    expect(
      (await call<Enterprise>(app, 'GET', '/api/edu/enterprise/mine', e.headers)).body.data,
    ).toMatchObject({
      creditCode: codeOf(1),
      status: 'pending',
    });
  });
});

describe("an enterprise admin's enterprise", () => {
  it('shows its review state; a new name or credit code sends it back to review, other fields do not', async () => {
    const e = await registered(2);
    const mine = () => call<Enterprise>(app, 'GET', '/api/edu/enterprise/mine', e.headers);
    expect((await mine()).body.data).toMatchObject({ id: e.id, status: 'pending', reviewReason: null });

    await setStatus(e.id, 'approved');
    const put = (body: unknown) => call<Enterprise>(app, 'PUT', '/api/edu/enterprise/mine', e.headers, body);
    expect((await put({ contactName: '王新', address: '深圳' })).body.data).toMatchObject({
      status: 'approved',
      contactName: '王新',
    });
    expect((await put({ name: '物业公司2' })).body.data.status).toBe('approved');
    expect((await put({ name: '新名称物业' })).body.data.status).toBe('pending');

    await setStatus(e.id, 'approved');
    expect((await put({ creditCode: 'XYZ' })).body.code).toBe(1);
    expect((await put({ creditCode: codeOf(1) })).body).toMatchObject({
      code: 1,
      msg: '该统一社会信用代码已注册',
    });
    expect((await put({ creditCode: CODES[3] })).body.data).toMatchObject({
      status: 'pending',
      creditCode: CODES[3],
    });

    // Rejected with a reason: the admin sees it; any fix resubmits.
    await setStatus(e.id, 'rejected', '执照不清晰');
    expect((await mine()).body.data).toMatchObject({ status: 'rejected', reviewReason: '执照不清晰' });
    const licence2 = await licenceIn(app);
    expect((await put({ licenceFile: licence2 })).body.data).toMatchObject({
      status: 'pending',
      reviewReason: null,
      licenceFile: licence2,
    });
  });

  it('is refused (403) to a caller who administers none', async () => {
    const learner = await newLearner(app, 'ent_learner1');
    for (const [method, url] of [
      ['GET', '/api/edu/enterprise/mine'],
      ['GET', '/api/edu/enterprise/invoice'],
    ] as const)
      expect((await call(app, method, url, learner.headers)).status).toBe(403);
    expect(
      (await call(app, 'PUT', '/api/edu/enterprise/mine', await adminHeaders(app), { name: 'x' })).status,
    ).toBe(403);
    expect((await call(app, 'GET', '/api/edu/enterprise/mine', { 'tenant-id': '1' })).status).toBe(424);
  });
});

describe('invoice profiles', () => {
  const normal = { type: 'normal', title: '某物业公司', taxNo: CODES[0] };
  const special = {
    ...normal,
    type: 'special',
    bank: '某银行',
    account: '6222',
    address: '深圳',
    phone: '0755',
  };

  it('check the taxpayer number and a special invoice’s fields, and keep one default', async () => {
    const e = await registered(3);
    const post = (body: unknown) =>
      call<InvoiceProfile>(app, 'POST', '/api/edu/enterprise/invoice', e.headers, body);
    const list = async () =>
      (await call<InvoiceProfile[]>(app, 'GET', '/api/edu/enterprise/invoice', e.headers)).body.data;

    expect((await post({ ...normal, taxNo: '12345' })).body).toMatchObject({
      code: 1,
      msg: '纳税人识别号应为统一社会信用代码或15、17、20位字母数字',
    });
    expect((await post({ ...normal, title: ' ' })).body.code).toBe(1);
    expect((await post({ ...special, bank: '' })).body).toMatchObject({
      code: 1,
      msg: '增值税专用发票须填写开户银行、银行账号、注册地址和电话',
    });
    expect((await post({ ...normal, type: 'other' })).status).toBe(400);

    const first = (await post(normal)).body.data;
    expect(first.isDefault).toBe(true);
    const second = (await post({ ...special, taxNo: '1'.repeat(15) })).body.data;
    expect(second.isDefault).toBe(false);
    const third = (await post({ ...normal, taxNo: 'A'.repeat(20), isDefault: true })).body.data;
    expect((await list()).map((p) => [p.id, p.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);

    const put = (body: unknown) =>
      call<InvoiceProfile>(app, 'PUT', '/api/edu/enterprise/invoice', e.headers, body);
    expect((await put({ ...special, id: first.id, phone: '' })).body.code).toBe(1);
    expect((await put({ ...special, id: first.id, isDefault: true })).body.data).toMatchObject({
      type: 'special',
      isDefault: true,
    });
    expect((await list()).filter((p) => p.isDefault).map((p) => p.id)).toEqual([first.id]);

    // Deleting the default passes it to the oldest left.
    expect((await call(app, 'DELETE', '/api/edu/enterprise/invoice', e.headers, [first.id])).body.code).toBe(
      0,
    );
    expect((await list()).map((p) => [p.id, p.isDefault])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
  });

  it("never reaches another enterprise's or tenant's profiles", async () => {
    const a = await registered(4);
    const b = await registered(6);
    const other = await registered(7, '2');
    const p = (await call<InvoiceProfile>(app, 'POST', '/api/edu/enterprise/invoice', a.headers, normal)).body
      .data;
    for (const intruder of [b, other]) {
      expect(
        (await call<InvoiceProfile[]>(app, 'GET', '/api/edu/enterprise/invoice', intruder.headers)).body.data,
      ).toEqual([]);
      expect(
        (await call(app, 'PUT', '/api/edu/enterprise/invoice', intruder.headers, { ...normal, id: p.id })).res
          .statusCode,
      ).toBe(404);
      await call(app, 'DELETE', '/api/edu/enterprise/invoice', intruder.headers, [p.id]);
    }
    // A token of tenant 2 naming tenant 1 is refused.
    expect(
      (await call(app, 'GET', '/api/edu/enterprise/invoice', { ...other.headers, 'tenant-id': '1' })).status,
    ).toBe(403);
    const left = await call<InvoiceProfile[]>(app, 'GET', '/api/edu/enterprise/invoice', a.headers);
    expect(left.body.data).toMatchObject([{ id: p.id, title: normal.title, isDefault: true }]);
  });
});

describe('feedback', () => {
  it('is sent by a person once per client key, checked for length, and listed as its own', async () => {
    const learner = await newLearner(app, 'ent_feedback1');
    const send = (body: unknown, headers = learner.headers) =>
      call<Feedback>(app, 'POST', '/api/edu/feedback', headers, body);
    expect((await send({ category: 'course', content: ' ' })).body).toMatchObject({
      code: 1,
      msg: '请输入反馈内容',
    });
    expect((await send({ category: 'course', content: '字'.repeat(501) })).body).toMatchObject({
      code: 1,
      msg: '反馈内容不能超过500字',
    });
    expect(
      (await send({ category: 'course', content: 'x', attachments: ['1', '2', '3', '4', '5', '6'] })).status,
    ).toBe(400);

    const url = await uploadFile(
      app,
      learner.headers,
      { name: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
      'doc',
    );
    const attachment = new URLSearchParams(url.split('?')[1]).get('fileName') ?? '';
    const draft = {
      category: 'course',
      content: '字'.repeat(500),
      attachments: [attachment],
      clientId: 'draft-0001',
    };
    const first = (await send(draft)).body.data;
    expect(first).toMatchObject({
      status: 'open',
      reply: null,
      enterpriseId: null,
      attachments: [attachment],
    });
    expect((await send(draft)).body.data.id).toBe(first.id);
    const rows = await app.database.db
      .select()
      .from(eduFeedback)
      .where(and(eq(eduFeedback.userId, learner.userId), eq(eduFeedback.clientId, 'draft-0001')));
    expect(rows).toHaveLength(1);
    await send({ category: 'other', content: 'second' });

    const mine = await call<Page<Feedback>>(app, 'GET', '/api/edu/feedback/mine?size=10', learner.headers);
    expect(mine.body.data.total).toBe('2');
    expect(mine.body.data.records.map((f) => f.content)).toEqual(['second', draft.content]);
    const open = await call<Page<Feedback>>(
      app,
      'GET',
      '/api/edu/feedback/mine?status=replied',
      learner.headers,
    );
    expect(open.body.data.total).toBe('0');

    // Another person, the same client key: a feedback of its own; it never sees the learner's.
    const other = await newLearner(app, 'ent_feedback2');
    // (the learner's upload is not theirs to attach)
    expect((await send(draft, other.headers)).body).toMatchObject({ code: 1, msg: '附件不存在，请重新上传' });
    expect((await send({ ...draft, attachments: [] }, other.headers)).body.data.id).not.toBe(first.id);
    const theirs = await call<Page<Feedback>>(app, 'GET', '/api/edu/feedback/mine', other.headers);
    expect(theirs.body.data.records).toHaveLength(1);
  });

  it("an enterprise admin's carries its enterprise", async () => {
    const e = await registered(8);
    const res = await call<Feedback>(app, 'POST', '/api/edu/feedback', e.headers, {
      category: 'enrolment',
      content: '开票问题',
    });
    expect(res.body.data.enterpriseId).toBe(e.id);
    expect(
      (await call(app, 'POST', '/api/edu/feedback', { 'tenant-id': '1' }, { category: 'x', content: 'x' }))
        .status,
    ).toBe(424);
  });
});
