import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCreditCode, LICENCE_MAX_BYTES } from '@contract/enterprise-rules';
import {
  type Enterprise,
  type EnterpriseAdminRow,
  type Member,
  type MemberImportAnswer,
} from '@contract/enterprise';
import type { Page } from '@contract/envelope';
import { eduEnterpriseMember, sysRole, sysUser, sysUserRole } from '../../src/server/db/schema';
import { basic, buildTestApp, login, multipartBody } from './helpers';
import { adminHeaders, call, newLearner, PASSWORD } from './edu-helpers';
import { freshPhone, smsCode, uploadFile } from './personal-helpers';
import {
  licenceIn,
  membersSheet,
  nextEntIp,
  PDF,
  postLicence,
  registerBodyOf,
  registerEnterprise,
} from './enterprise-helpers';

/** The licence, staff review with its notice, members and their last login. */
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off' });
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const texts = () =>
  readFileSync(join(app.env.DATA_DIR, 'outbox', 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; text: string });

const review = (body: unknown, headers = admin) =>
  call<Enterprise>(app, 'PUT', '/api/edu/enterprise/review', headers, body);

/** An approved enterprise: registered, then approved by its tenant's staff. */
async function approved(n: number, tenant = '1') {
  const e = await registerEnterprise(app, n, tenant);
  const staff = tenant === '1' ? admin : await adminHeaders(app, 'admin2', tenant);
  expect((await review({ id: e.id, approve: true }, staff)).body.data.status).toBe('approved');
  return e;
}

describe('the business licence', () => {
  it('takes an image or a PDF up to 5 MB, by its bytes, and nothing else', async () => {
    const ok = await postLicence(app, { name: '执照.pdf', type: 'application/pdf', data: PDF });
    expect(ok.body).toMatchObject({ code: 0, data: { name: '执照.pdf' } });
    expect(ok.body.data.fileName).toMatch(/^[a-f0-9]{32}\.pdf$/);

    // At the limit: kept; one byte more: refused.
    const atLimit = Buffer.concat([PDF, Buffer.alloc(LICENCE_MAX_BYTES - PDF.length, 0x20)]);
    expect(
      (await postLicence(app, { name: 'big.pdf', type: 'application/pdf', data: atLimit })).body.code,
    ).toBe(0);
    const over = await postLicence(app, {
      name: 'big.pdf',
      type: 'application/pdf',
      data: Buffer.concat([atLimit, Buffer.from(' ')]),
    });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe('文件大小不能超过 5M');

    // A type it does not take, a name that lies about the bytes, an empty file, no file.
    for (const file of [
      { name: 'a.txt', type: 'text/plain', data: Buffer.from('hello') },
      { name: 'a.docx', type: 'application/octet-stream', data: Buffer.from('PK\x03\x04xxxx') },
      { name: 'a.png', type: 'image/png', data: PDF },
      { name: 'a.pdf', type: 'application/pdf', data: Buffer.alloc(0) },
    ]) {
      const res = await postLicence(app, file, '1', { 'accept-language': 'en' });
      expect(res.status, file.name).toBe(400);
      expect(res.body.msg, file.name).toBe('File type error');
    }
    const none = await app.inject({
      method: 'POST',
      url: '/api/edu/enterprise/licence',
      headers: { 'tenant-id': '1', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
      remoteAddress: nextEntIp(),
    });
    expect(none.statusCode).toBe(400);
  });

  it('must be one uploaded in this tenant for the registration and an edit', async () => {
    const register = async (licenceFile: string, n: number, tenant = '1') => {
      const body = registerBodyOf(n, licenceFile);
      body.code = await smsCode(app, body.contactPhone, false, tenant);
      const res = await app.inject({
        method: 'POST',
        url: '/api/edu/enterprise/register',
        headers: { 'tenant-id': tenant },
        payload: body,
        remoteAddress: nextEntIp(),
      });
      return res.json<{ code: number; msg: string }>();
    };
    const learner = await newLearner(app, 'lic_learner');
    const doc = await uploadFile(
      app,
      learner.headers,
      { name: 'a.pdf', type: 'application/pdf', data: PDF },
      'doc',
    );
    const docName = new URLSearchParams(doc.split('?')[1]).get('fileName') ?? '';
    const otherTenants = await licenceIn(app, '2');
    for (const [i, name] of ['0123456789abcdef0123456789abcdef.pdf', docName, otherTenants].entries())
      expect(await register(name, 100 + i), name).toMatchObject({ code: 1, msg: '请上传营业执照' });
    expect(await register(otherTenants, 103, '2')).toMatchObject({ code: 0 });

    const e = await registerEnterprise(app, 104);
    const put = (licenceFile: string) =>
      call<Enterprise>(app, 'PUT', '/api/edu/enterprise/mine', e.headers, { licenceFile });
    expect((await put(otherTenants)).body).toMatchObject({ code: 1, msg: '请上传营业执照' });
    expect((await put(e.body.licenceFile)).body.code).toBe(0);
  });

  it('is sent to staff and to its own admin only; the file link never serves it', async () => {
    const e = await registerEnterprise(app, 110);
    const other = await registerEnterprise(app, 111);
    const learner = await newLearner(app, 'lic_reader');
    const get = (headers: Record<string, string>, id = e.id) =>
      app.inject({ method: 'GET', url: `/api/edu/enterprise/licence?id=${id}`, headers });
    for (const headers of [e.headers, admin]) {
      const res = await get(headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const headers of [other.headers, learner.headers]) expect((await get(headers)).statusCode).toBe(404);
    expect((await get(admin, '999999')).statusCode).toBe(404);
    // Tenant 2's administrator, at home, naming tenant 1's enterprise.
    expect((await get(await adminHeaders(app, 'admin2', '2'))).statusCode).toBe(404);
    expect((await get({ 'tenant-id': '1' })).statusCode).toBe(424);
    const link = await app.inject({
      method: 'GET',
      url: `/api/admin/sys-file/oss/file?fileName=${e.body.licenceFile}`,
      headers: learner.headers,
    });
    expect(link.statusCode).toBe(404);
  });
});

describe('staff review', () => {
  it('lists with filters, approves a pending one and tells its admin by a text', async () => {
    const e = await registerEnterprise(app, 120);
    const list = async (q: string) =>
      (await call<Page<EnterpriseAdminRow>>(app, 'GET', `/api/edu/enterprise/page?${q}`, admin)).body.data;
    const byName = await list(`name=${encodeURIComponent('企业120')}`);
    expect(byName.records).toMatchObject([
      {
        id: e.id,
        status: 'pending',
        adminUsername: 'ent_a120',
        memberCount: 0,
        creditCode: e.body.creditCode,
      },
    ]);
    expect((await list(`creditCode=${e.body.creditCode}`)).records.map((r) => r.id)).toEqual([e.id]);
    expect((await list(`creditCode=${e.body.creditCode}&status=approved`)).records).toEqual([]);
    expect((await list('status=pending')).records.some((r) => r.id === e.id)).toBe(true);
    expect((await call(app, 'GET', '/api/edu/enterprise/page?status=other', admin)).status).toBe(400);

    const answer = await review({ id: e.id, approve: true });
    expect(answer.body.data).toMatchObject({ status: 'approved', reviewReason: null });
    expect(answer.body.data.reviewTime).not.toBeNull();
    const notice = texts().findLast((m) => m.to === e.body.contactPhone);
    expect(notice?.text).toContain('已通过审核');
    // Only a pending one is reviewed.
    expect((await review({ id: e.id, approve: false, reason: 'x' })).body).toMatchObject({
      code: 1,
      msg: '只能审核待审核的企业',
    });
    expect((await review({ id: '999999', approve: true })).status).toBe(404);
  });

  it('rejects only with a reason; the admin sees it, fixes and resubmits, and is approved', async () => {
    const e = await registerEnterprise(app, 121);
    for (const reason of [undefined, '', '   '])
      expect((await review({ id: e.id, approve: false, reason })).body).toMatchObject({
        code: 1,
        msg: '驳回时请填写原因',
      });
    const rejected = await review({ id: e.id, approve: false, reason: ' 执照模糊 ' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reviewReason: '执照模糊' });
    expect(texts().findLast((m) => m.to === e.body.contactPhone)?.text).toContain('执照模糊');
    const mine = () => call<Enterprise>(app, 'GET', '/api/edu/enterprise/mine', e.headers);
    expect((await mine()).body.data).toMatchObject({ status: 'rejected', reviewReason: '执照模糊' });
    // Rejected: its members are not open to it yet.
    expect((await call(app, 'GET', '/api/edu/enterprise/member', e.headers)).status).toBe(403);
    // A fix resubmits it; staff approve; members open.
    await call(app, 'PUT', '/api/edu/enterprise/mine', e.headers, { licenceFile: await licenceIn(app) });
    expect((await mine()).body.data).toMatchObject({ status: 'pending', reviewReason: null });
    expect((await review({ id: e.id, approve: true })).body.data.status).toBe('approved');
    expect((await call(app, 'GET', '/api/edu/enterprise/member', e.headers)).status).toBe(200);
  });

  it('is refused to learners, enterprise admins and another tenant', async () => {
    const e = await registerEnterprise(app, 122);
    const learner = await newLearner(app, 'rev_learner');
    for (const headers of [learner.headers, e.headers]) {
      expect((await call(app, 'GET', '/api/edu/enterprise/page', headers)).status).toBe(403);
      expect((await review({ id: e.id, approve: true }, headers)).status).toBe(403);
    }
    const foreign = await adminHeaders(app, 'admin2', '2');
    expect((await review({ id: e.id, approve: true }, { ...foreign, 'tenant-id': '1' })).status).toBe(403);
    const home = await review({ id: e.id, approve: true }, foreign);
    expect([403, 404]).toContain(home.status);
    const page = await call<Page<EnterpriseAdminRow>>(app, 'GET', '/api/edu/enterprise/page', foreign);
    expect(page.body.data?.records?.some((r) => r.id === e.id) ?? false).toBe(false);
    expect((await call<Enterprise>(app, 'GET', '/api/edu/enterprise/mine', e.headers)).body.data.status).toBe(
      'pending',
    );
  });
});

describe('members', () => {
  const members = async (headers: Record<string, string>, q = '') =>
    (await call<Page<Member>>(app, 'GET', `/api/edu/enterprise/member?size=50${q}`, headers)).body.data;
  const add = (headers: Record<string, string>, body: unknown) =>
    call<Member>(app, 'POST', '/api/edu/enterprise/member', headers, body);

  it('makes a learner account for a new mobile and links an existing one', async () => {
    const e = await approved(130);
    const phone = freshPhone();
    const made = await add(e.headers, { name: ' 新员工 ', phone });
    expect(made.body.data).toMatchObject({ username: phone, name: '新员工', phone, lastLoginTime: null });
    const [role] = await app.database.db
      .select({ code: sysRole.roleCode })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
      .where(eq(sysUserRole.userId, Number(made.body.data.userId)));
    expect(role?.code).toBe('ROLE_LEARNER');

    const learner = await newLearner(app, 'mem_existing');
    const [row] = await app.database.db.select().from(sysUser).where(eq(sysUser.userId, learner.userId));
    const linked = await add(e.headers, { name: '已有账号', phone: row!.phone });
    expect(linked.body.data).toMatchObject({ userId: String(learner.userId), username: 'mem_existing' });

    const page = await members(e.headers);
    expect(page.total).toBe('2');
    expect((await members(e.headers, '&keyword=mem_exist')).records.map((m) => m.userId)).toEqual([
      String(learner.userId),
    ]);
    // Staff's list counts them.
    const list = await call<Page<EnterpriseAdminRow>>(
      app,
      'GET',
      `/api/edu/enterprise/page?creditCode=${e.body.creditCode}`,
      admin,
    );
    expect(list.body.data.records[0]?.memberCount).toBe(2);
  });

  it("refuses bad rows, a member of another enterprise, one already added and an enterprise's admin", async () => {
    const a = await approved(131);
    const b = await approved(132);
    const phone = freshPhone();
    expect((await add(a.headers, { name: '甲', phone })).body.code).toBe(0);
    expect((await add(a.headers, { name: '甲', phone })).body).toMatchObject({
      code: 1,
      msg: `手机号 ${phone} 已是本企业员工`,
    });
    expect((await add(b.headers, { name: '甲', phone })).body).toMatchObject({
      code: 1,
      msg: `手机号 ${phone} 已是其他企业的员工`,
    });
    expect((await add(b.headers, { name: '管理员', phone: a.body.contactPhone })).body.msg).toBe(
      `手机号 ${a.body.contactPhone} 属于企业管理员账号，不能添加为员工`,
    );
    expect((await add(b.headers, { name: ' ', phone: freshPhone() })).body.msg).toBe('请输入员工姓名');
    expect((await add(b.headers, { name: '乙', phone: '1234' })).body.msg).toBe('手机号格式错误');
    expect((await add(b.headers, { name: '乙', phone: 13712345678 })).status).toBe(400);
    // A username that is this mobile, on an account with another mobile.
    const named = freshPhone();
    await newLearner(app, named);
    expect((await add(b.headers, { name: '丙', phone: named })).body).toMatchObject({ code: 1 });
    expect((await members(b.headers)).total).toBe('0');
  });

  it('removes only its own members, and the account stays', async () => {
    const a = await approved(133);
    const b = await approved(134);
    const m = (await add(a.headers, { name: '丁', phone: freshPhone() })).body.data;
    // Another enterprise naming a's member: nothing happens.
    expect((await call(app, 'DELETE', '/api/edu/enterprise/member', b.headers, [m.userId])).body.code).toBe(
      0,
    );
    expect((await members(a.headers)).total).toBe('1');
    expect((await call(app, 'DELETE', '/api/edu/enterprise/member', a.headers, [m.userId])).body.code).toBe(
      0,
    );
    expect((await members(a.headers)).total).toBe('0');
    const [user] = await app.database.db
      .select()
      .from(sysUser)
      .where(eq(sysUser.userId, Number(m.userId)));
    expect(user?.delFlag).toBe('0');
    // Free again: b may link it.
    expect((await add(b.headers, { name: '丁', phone: m.phone })).body.data.userId).toBe(m.userId);
  });

  it('are closed to a pending enterprise, a learner, and across tenants', async () => {
    const pending = await registerEnterprise(app, 135);
    const learner = await newLearner(app, 'mem_learner');
    for (const headers of [pending.headers, learner.headers]) {
      expect((await call(app, 'GET', '/api/edu/enterprise/member', headers)).status).toBe(403);
      expect((await add(headers, { name: '戊', phone: freshPhone() })).status).toBe(403);
      expect((await call(app, 'GET', '/api/edu/enterprise/member/template', headers)).status).toBe(403);
    }
    expect((await call(app, 'GET', '/api/edu/enterprise/member', pending.headers)).body.msg).toBe(
      '企业尚未通过审核，暂不能使用此功能',
    );
    // Tenant 2's enterprise adds a mobile that is an account of tenant 1: a new account of its own tenant.
    const a = await approved(136);
    const phone = freshPhone();
    const one = (await add(a.headers, { name: '己', phone })).body.data;
    const foreign = await approved(137, '2');
    const two = (await add(foreign.headers, { name: '己', phone })).body.data;
    expect(two.userId).not.toBe(one.userId);
    const [u2] = await app.database.db
      .select()
      .from(sysUser)
      .where(eq(sysUser.userId, Number(two.userId)));
    expect(u2?.tenantId).toBe(2);
    // Tenant 2's token naming tenant 1.
    expect(
      (await call(app, 'GET', '/api/edu/enterprise/member', { ...foreign.headers, 'tenant-id': '1' })).status,
    ).toBe(403);
    expect((await members(foreign.headers)).records.map((m) => m.userId)).toEqual([two.userId]);
  });

  it('show the last login of a password or SMS sign-in, not of a token refresh', async () => {
    const e = await approved(138);
    const phone = freshPhone();
    const m = (await add(e.headers, { name: '庚', phone })).body.data;
    expect(m.lastLoginTime).toBeNull();
    const code = await smsCode(app, phone, true);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/oauth2/token?grant_type=mobile&scope=server&mobile=SMS@${phone}&code=${code}`,
      headers: { authorization: basic('app'), 'tenant-id': '1' },
    });
    expect(res.statusCode).toBe(200);
    const after = (await members(e.headers)).records[0];
    expect(after?.lastLoginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    // A refresh is no sign-in: the time stays.
    const past = new Date('2026-01-02T03:04:05Z');
    await app.database.db
      .update(sysUser)
      .set({ lastLoginTime: past })
      .where(eq(sysUser.userId, Number(m.userId)));
    const { refresh_token } = res.json<{ refresh_token: string }>();
    const refreshed = await app.inject({
      method: 'POST',
      url: `/api/admin/oauth2/token?grant_type=refresh_token&scope=server&refresh_token=${refresh_token}`,
      headers: { authorization: basic('app') },
    });
    expect(refreshed.statusCode).toBe(200);
    const [row] = await app.database.db
      .select()
      .from(sysUser)
      .where(eq(sysUser.userId, Number(m.userId)));
    expect(row?.lastLoginTime?.toISOString()).toBe(past.toISOString());
    // A password login sets it.
    const learner = await newLearner(app, 'mem_pw');
    await app.database.db
      .update(sysUser)
      .set({ lastLoginTime: null })
      .where(eq(sysUser.userId, learner.userId));
    await login(app, 'mem_pw', PASSWORD);
    const [signed] = await app.database.db.select().from(sysUser).where(eq(sysUser.userId, learner.userId));
    expect(signed?.lastLoginTime).not.toBeNull();
  });
});

describe('members by Excel', () => {
  const importSheet = async (
    headers: Record<string, string>,
    file: Buffer,
    dryRun: boolean,
    lang = 'zh-CN',
    name = 'members.xlsx',
  ) => {
    const { payload, contentType } = multipartBody({
      name,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: file,
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/edu/enterprise/member/import?dryRun=${dryRun}`,
      headers: { ...headers, 'content-type': contentType, 'accept-language': lang },
      payload,
    });
    return {
      status: res.statusCode,
      body: res.json<{ code: number; msg: string; data: MemberImportAnswer }>(),
    };
  };
  const memberCount = async (enterpriseId: string) =>
    (
      await app.database.db
        .select()
        .from(eduEnterpriseMember)
        .where(
          and(
            eq(eduEnterpriseMember.enterpriseId, Number(enterpriseId)),
            eq(eduEnterpriseMember.delFlag, '0'),
          ),
        )
    ).length;

  it('hands out the template with its two columns', async () => {
    const e = await approved(140);
    const res = await app.inject({
      method: 'GET',
      url: '/api/edu/enterprise/member/template',
      headers: e.headers,
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.getRow(1).values).toEqual([undefined, '姓名', '手机号']);
  });

  it('names every bad row in the caller’s language and writes nothing; a dry run writes nothing either', async () => {
    const e = await approved(141);
    const other = await approved(142);
    const taken = freshPhone();
    await call(app, 'POST', '/api/edu/enterprise/member', other.headers, { name: '别家', phone: taken });
    const good = [freshPhone(), freshPhone()];
    const bad = await membersSheet([
      ['甲', good[0]!],
      ['', '12345'],
      ['乙', good[0]!],
      ['丙', taken],
      ['丁', good[1]!],
    ]);
    const dry = await importSheet(e.headers, bad, true, 'en');
    expect(dry.body.data).toMatchObject({ total: 5, imported: 0 });
    expect(dry.body.data.errors).toEqual([
      { lineNum: 3, errors: ["Please enter the staff member's name", 'Mobile number format error'] },
      { lineNum: 4, errors: [`手机号 ${good[0]} appears twice in the file`] },
      { lineNum: 5, errors: [`The mobile number ${taken} belongs to a member of another enterprise`] },
    ]);
    // Not a dry run: all or nothing.
    const real = await importSheet(e.headers, bad, false);
    expect(real.body.data).toMatchObject({ total: 5, imported: 0 });
    expect(real.body.data.errors[0]?.errors).toEqual(['请输入员工姓名', '手机号格式错误']);
    expect(await memberCount(e.id)).toBe(0);

    const fine = await membersSheet([
      ['甲', good[0]!],
      ['丁', good[1]!],
    ]);
    expect((await importSheet(e.headers, fine, true)).body.data).toEqual({
      total: 2,
      imported: 0,
      errors: [],
    });
    expect(await memberCount(e.id)).toBe(0);
    expect((await importSheet(e.headers, fine, false)).body.data).toEqual({
      total: 2,
      imported: 2,
      errors: [],
    });
    expect(await memberCount(e.id)).toBe(2);
    // The same sheet again: every row is already a member.
    const again = await importSheet(e.headers, fine, false);
    expect(again.body.data.errors.map((r) => r.lineNum)).toEqual([2, 3]);
    expect(await memberCount(e.id)).toBe(2);
  });

  it('refuses a sheet without the columns, an empty one, a non-Excel file, and a pending enterprise', async () => {
    const e = await approved(143);
    expect(
      (await importSheet(e.headers, await membersSheet([['a', 'b']], ['Name', 'Phone']), true)).body,
    ).toMatchObject({
      // The template's English headers read as its Chinese ones (Name is 姓名); Phone is no header of it.
      code: 1,
      msg: '文件缺少列：手机号',
    });
    expect((await importSheet(e.headers, await membersSheet([]), true)).body).toMatchObject({ code: 1 });
    expect((await importSheet(e.headers, Buffer.from('x'), true, 'zh', 'a.csv')).body).toMatchObject({
      code: 1,
    });
    expect((await importSheet(e.headers, Buffer.from('garbage'), true)).body).toMatchObject({ code: 1 });
    const pending = await registerEnterprise(app, 144);
    const sheet = await membersSheet([['甲', freshPhone()]]);
    expect((await importSheet(pending.headers, sheet, false)).status).toBe(403);
    expect(await memberCount(pending.id)).toBe(0);
  });
});

describe('the demo data', () => {
  it('has ent_admin01’s approved enterprise, two members, a default invoice profile, and a pending one', async () => {
    const { access_token } = await login(app, 'ent_admin01', 'Enterprise@2026');
    const ent = { authorization: `Bearer ${access_token}`, 'tenant-id': '1' };
    const mine = (await call<Enterprise>(app, 'GET', '/api/edu/enterprise/mine', ent)).body.data;
    expect(mine).toMatchObject({ status: 'approved', contactPhone: '13800000002' });
    expect(isCreditCode(mine.creditCode)).toBe(true);
    const list = (await call<Page<Member>>(app, 'GET', '/api/edu/enterprise/member', ent)).body.data;
    expect(list.records.map((m) => m.username).sort()).toEqual(['ent_member01', 'ent_member02']);
    const profiles = (await call<{ isDefault: boolean }[]>(app, 'GET', '/api/edu/enterprise/invoice', ent))
      .body.data;
    expect(profiles).toMatchObject([{ isDefault: true }]);
    const licence = await app.inject({
      method: 'GET',
      url: `/api/edu/enterprise/licence?id=${mine.id}`,
      headers: ent,
    });
    expect(licence.statusCode).toBe(200);

    const pending = await login(app, 'ent_admin02', 'Enterprise@2026');
    const other = { authorization: `Bearer ${pending.access_token}`, 'tenant-id': '1' };
    expect((await call<Enterprise>(app, 'GET', '/api/edu/enterprise/mine', other)).body.data.status).toBe(
      'pending',
    );
    await login(app, 'ent_member01', PASSWORD);
    const feedback = await call<Page<{ username: string }>>(app, 'GET', '/api/edu/feedback/page', admin);
    expect(feedback.body.data.records.some((r) => r.username === 'learner01')).toBe(true);
  });
});
