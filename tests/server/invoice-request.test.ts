import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Billable, InvoiceProfile, InvoiceRequest } from '@contract/enterprise';
import type { Page } from '@contract/envelope';
import { eduCourse, eduInvoiceRequestItem } from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner, offlineCourse } from './edu-helpers';
import { enterpriseWithMembers, freshCreditCode, PDF } from './enterprise-helpers';
import { menuId, staffWithRoles } from './access-helpers';
import { uploadFile as upload } from './personal-helpers';

/** Invoice requests of an enterprise's paid sign-ups, and staff issuing them with the PDF. */
let app: FastifyInstance;
let admin: Record<string, string>;
type Ent = Awaited<ReturnType<typeof enterpriseWithMembers>>;
let ent: Ent;
let other: Ent;
let paid: { courseId: string; sessionId: string };
let profileId: string;

/** Uploads a file through the file module as staff's browser does (folder `doc`): its stored name. */
async function uploadFile(headers: Record<string, string>, name: string, data: Buffer) {
  const url = await upload(app, headers, { name, type: 'application/octet-stream', data }, 'doc');
  return new URL(url, 'http://peixun.test').searchParams.get('fileName') ?? '';
}

const billable = (e: Ent = ent) =>
  call<Billable[]>(app, 'GET', '/api/edu/enterprise/invoice/billable', e.headers);
const ask = (body: unknown, e: Ent = ent) =>
  call<InvoiceRequest>(app, 'POST', '/api/edu/enterprise/invoice/request', e.headers, body);
const issue = (body: unknown, headers = admin) =>
  call<InvoiceRequest>(app, 'PUT', '/api/edu/invoice/issue', headers, body);
const reject = (body: unknown, headers = admin) =>
  call<InvoiceRequest>(app, 'PUT', '/api/edu/invoice/reject', headers, body);

async function profileOf(e: Ent) {
  const res = await call<InvoiceProfile>(app, 'POST', '/api/edu/enterprise/invoice', e.headers, {
    type: 'normal',
    title: '发票抬头',
    taxNo: freshCreditCode(),
    email: 'fin@example.com',
  });
  expect(res.body.code).toBe(0);
  return res.body.data.id;
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  ent = await enterpriseWithMembers(app, 'inv_a', { members: 3 });
  other = await enterpriseWithMembers(app, 'inv_b', { members: 1 });
  paid = await offlineCourse(app, admin, { capacity: 5 });
  await app.database.db
    .update(eduCourse)
    .set({ fee: 12_000 })
    .where(eq(eduCourse.id, Number(paid.courseId)));
  profileId = await profileOf(ent);
  // Two approved sign-ups the enterprise made, and another enterprise's member's own.
  await call(app, 'POST', '/api/edu/enterprise/enrol', ent.headers, {
    ...paid,
    userIds: ent.members.slice(0, 2).map((m) => String(m.userId)),
  });
  await call(app, 'POST', '/api/edu/enrolment', other.members[0]!.headers, paid);
});
afterAll(() => app.close());

describe('invoice requests', () => {
  it("lists the enterprise's approved sign-ups of paid courses only", async () => {
    const free = await offlineCourse(app, admin, { capacity: 5 });
    await call(app, 'POST', '/api/edu/enrolment', ent.members[2]!.headers, free);
    const needs = await offlineCourse(app, admin, { capacity: 5, needsApproval: true });
    await app.database.db
      .update(eduCourse)
      .set({ fee: 500 })
      .where(eq(eduCourse.id, Number(needs.courseId)));
    await call(app, 'POST', '/api/edu/enrolment', ent.members[2]!.headers, needs);

    const rows = (await billable()).body.data;
    expect(rows.map((r) => [r.userId, r.courseId, r.fee]).sort()).toEqual(
      ent.members
        .slice(0, 2)
        .map((m) => [String(m.userId), paid.courseId, 12_000])
        .sort(),
    );
    expect((await billable(other)).body.data).toHaveLength(1);
    const learner = await newLearner(app, 'inv_learner');
    expect((await call(app, 'GET', '/api/edu/enterprise/invoice/billable', learner.headers)).status).toBe(
      403,
    );
  });

  it('asks with its own profile and billable sign-ups only; the amount sums the fees; no sign-up twice', async () => {
    const ids = (await billable()).body.data.map((r) => r.enrolmentId);
    const theirs = (await billable(other)).body.data[0]!.enrolmentId;
    // Another enterprise's profile, or sign-up, is refused, and nothing is asked for.
    expect((await ask({ profileId: await profileOf(other), enrolmentIds: ids })).status).toBe(404);
    expect((await ask({ profileId, enrolmentIds: [...ids, theirs] })).body).toMatchObject({
      code: 1,
      msg: `以下报名不可开票：${theirs}`,
    });
    expect((await billable()).body.data).toHaveLength(2);

    const res = await ask({ profileId, enrolmentIds: [...ids, ids[0]] });
    expect(res.body).toMatchObject({
      code: 0,
      data: {
        enterpriseId: String(ent.id),
        enterpriseName: 'inv_a 物业',
        amount: 24_000,
        status: 'requested',
        hasFile: false,
        invoiceNo: null,
        profile: { type: 'normal', title: '发票抬头', email: 'fin@example.com', bank: '' },
      },
    });
    expect(res.body.data.items.map((i) => i.enrolmentId).sort()).toEqual([...ids].sort());
    // A later edit of the profile does not change what was asked.
    await call(app, 'PUT', '/api/edu/enterprise/invoice', ent.headers, {
      id: profileId,
      type: 'normal',
      title: '新抬头',
      taxNo: freshCreditCode(),
    });
    const mine = await call<Page<InvoiceRequest>>(
      app,
      'GET',
      '/api/edu/enterprise/invoice/request',
      ent.headers,
    );
    expect(mine.body.data.records[0]?.profile.title).toBe('发票抬头');
    expect((await billable()).body.data).toEqual([]);
    expect((await ask({ profileId, enrolmentIds: [ids[0]] })).body.code).toBe(1);
    // The partial unique index holds even if the check were passed by.
    await expect(
      app.database.db
        .insert(eduInvoiceRequestItem)
        .values({ requestId: 999_999, tenantId: 1, enrolmentId: Number(ids[0]), fee: 1 }),
    ).rejects.toThrow();
  });

  it('is for an approved enterprise', async () => {
    const pending = await enterpriseWithMembers(app, 'inv_p', { status: 'pending' });
    expect(
      (await ask({ profileId: await profileOf(pending), enrolmentIds: ['1'] }, pending)).body,
    ).toMatchObject({ code: 1, msg: '企业尚未通过审核，暂不能使用此功能' });
  });

  it('is issued by staff with a PDF uploaded in the tenant; the enterprise downloads it, no one else', async () => {
    const [request] = (
      await call<Page<InvoiceRequest>>(
        app,
        'GET',
        '/api/edu/invoice/page?status=requested&enterpriseName=inv_a',
        admin,
      )
    ).body.data.records;
    expect(request).toMatchObject({ enterpriseName: 'inv_a 物业', amount: 24_000 });
    const id = request!.id;
    const text = await uploadFile(admin, 'note.txt', Buffer.from('not a pdf'));
    const foreign = await adminHeaders(app, 'admin2', '2');
    const foreignPdf = await uploadFile(foreign, 'invoice.pdf', PDF);
    expect((await issue({ id, invoiceNo: 'No1', invoiceFile: text })).body).toMatchObject({
      code: 1,
      msg: '请先上传电子发票PDF文件',
    });
    expect((await issue({ id, invoiceNo: 'No1', invoiceFile: foreignPdf })).body.code).toBe(1);
    expect((await issue({ id, invoiceNo: 'No1', invoiceFile: 'missing.pdf' })).body.code).toBe(1);
    const pdf = await uploadFile(admin, '电子发票.pdf', PDF);
    expect((await issue({ id, invoiceNo: ' ', invoiceFile: pdf })).body).toMatchObject({ code: 1 });
    // Tenant 2's staff at home cannot reach tenant 1's request.
    expect((await issue({ id, invoiceNo: 'No1', invoiceFile: foreignPdf }, foreign)).status).toBe(404);

    const done = await issue({ id, invoiceNo: '04400001', invoiceFile: pdf });
    expect(done.body.data).toMatchObject({ status: 'issued', invoiceNo: '04400001', hasFile: true });
    expect((await issue({ id, invoiceNo: '2', invoiceFile: pdf })).body).toMatchObject({
      code: 1,
      msg: '该申请已处理，只能处理待开票的申请',
    });
    expect((await reject({ id, reason: 'late' })).body.code).toBe(1);

    const download = (url: string, headers: Record<string, string>) =>
      app.inject({ method: 'GET', url, headers });
    const own = await download(`/api/edu/enterprise/invoice/request/file?id=${id}`, ent.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(String(own.headers['content-disposition'])).toContain('04400001.pdf');
    expect(
      (await download(`/api/edu/enterprise/invoice/request/file?id=${id}`, other.headers)).statusCode,
    ).toBe(404);
    expect((await download(`/api/edu/invoice/file?id=${id}`, admin)).statusCode).toBe(200);
    expect((await download(`/api/edu/invoice/file?id=${id}`, foreign)).statusCode).toBe(404);
    expect((await download(`/api/edu/invoice/file?id=${id}`, ent.headers)).statusCode).toBe(403);
  });

  it('is rejected with a reason, which frees its sign-ups to be asked for again', async () => {
    const c = await offlineCourse(app, admin, { capacity: 5 });
    await app.database.db
      .update(eduCourse)
      .set({ fee: 800 })
      .where(eq(eduCourse.id, Number(c.courseId)));
    await call(app, 'POST', '/api/edu/enterprise/enrol', ent.headers, {
      ...c,
      userIds: [String(ent.members[2]!.userId)],
    });
    const [row] = (await billable()).body.data;
    const asked = (await ask({ profileId, enrolmentIds: [row!.enrolmentId] })).body.data;
    expect(
      (await call(app, 'GET', `/api/edu/enterprise/invoice/request/file?id=${asked.id}`, ent.headers)).status,
    ).toBe(404);
    expect((await reject({ id: asked.id, reason: ' ' })).body).toMatchObject({
      code: 1,
      msg: '驳回时请填写原因',
    });
    expect((await reject({ id: asked.id, reason: '抬头有误' })).body.data).toMatchObject({
      status: 'rejected',
      reason: '抬头有误',
      hasFile: false,
    });
    expect((await billable()).body.data.map((r) => r.enrolmentId)).toEqual([row!.enrolmentId]);
    const again = await ask({ profileId, enrolmentIds: [row!.enrolmentId] });
    expect(again.body).toMatchObject({ code: 0, data: { amount: 800, status: 'requested' } });
    const mine = await call<Page<InvoiceRequest>>(
      app,
      'GET',
      '/api/edu/enterprise/invoice/request?status=rejected',
      ent.headers,
    );
    expect(mine.body.data.records.map((r) => r.id)).toEqual([asked.id]);
    expect(
      (await call<Page<InvoiceRequest>>(app, 'GET', '/api/edu/enterprise/invoice/request', other.headers))
        .body.data.total,
    ).toBe('0');
  });

  it('totals what all the requests of the filter ask for, beyond the page shown, in the tenant only', async () => {
    type Listed = Page<InvoiceRequest> & { amountTotal: number };
    const list = async (query: string, headers = admin) =>
      (await call<Listed>(app, 'GET', `/api/edu/invoice/page?${query}`, headers)).body.data;
    for (const filter of [
      '',
      'enterpriseName=inv_a',
      'status=requested',
      'status=issued',
      'enterpriseName=none',
    ]) {
      const all = await list(`${filter}&size=200`);
      const expected = all.records.reduce((total, r) => total + r.amount, 0);
      const onePage = await list(`${filter}&size=1`);
      expect(onePage.records.length).toBeLessThanOrEqual(1);
      expect(onePage.amountTotal).toBe(expected);
      expect(all.amountTotal).toBe(expected);
    }
    expect((await list('size=200')).amountTotal).toBeGreaterThan(0);
    expect((await list('enterpriseName=none')).amountTotal).toBe(0);
    // Tenant 2's staff see their own tenant's figure: none of tenant 1's.
    expect((await list('', await adminHeaders(app, 'admin2', '2'))).amountTotal).toBe(0);
  });

  it('is for staff holding edu_enterprise_invoice', async () => {
    const learner = await newLearner(app, 'inv_learner2');
    const role = await call<{ roleId: string }>(app, 'POST', '/api/admin/role', admin, {
      roleName: 'Enterprise viewer',
      roleCode: 'ENT_VIEWER',
    });
    await call(app, 'PUT', '/api/admin/role/menu', admin, {
      roleId: role.body.data.roleId,
      menuIds: await menuId(app, { permission: 'edu_enterprise_view' }),
    });
    const viewer = await staffWithRoles(app, 'inv_viewer', [role.body.data.roleId]);
    for (const headers of [learner.headers, viewer.headers, ent.headers]) {
      expect((await call(app, 'GET', '/api/edu/invoice/page', headers)).status).toBe(403);
      expect((await issue({ id: '1', invoiceNo: '1', invoiceFile: 'x.pdf' }, headers)).status).toBe(403);
      expect((await reject({ id: '1', reason: 'x' }, headers)).status).toBe(403);
    }
    // Staff are not an enterprise: its own calls refuse them.
    expect((await call(app, 'GET', '/api/edu/enterprise/invoice/request', admin)).status).toBe(403);
  });
});
