import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnterpriseCertificate, EnterpriseHours } from '@contract/certificate-enterprise';
import type { Page } from '@contract/envelope';
import { eduCertificate, eduCourse, eduEnterpriseMember } from '../../src/server/db/schema';
import { issueCertificate } from '../../src/server/modules/certificate';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { enterpriseWithMembers } from './enterprise-helpers';

/**
 * An enterprise admin's members' certificates, yearly credit hours and their Excel: its own current members only,
 * refused to anyone who administers no approved enterprise, and held to the tenant.
 */
let app: FastifyInstance;
type Ent = Awaited<ReturnType<typeof enterpriseWithMembers>>;
let ent: Ent;
let other: Ent;
let outsider: Awaited<ReturnType<typeof newLearner>>;

const PAGE = '/api/edu/certificate/enterprise/page';
const HOURS = '/api/edu/certificate/enterprise/hours';
const EXPORT = '/api/edu/certificate/enterprise/export';
/** The year in China (certificates are dated by China's day). */
const THIS_YEAR = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

let courseSerial = 0;
/** A course written straight to the database: a certificate's title and hours come from it. */
async function course(creditHours: number, tenantId = 1, title = `证书课程 ${++courseSerial}`) {
  const [row] = await app.database.db
    .insert(eduCourse)
    .values({ tenantId, mode: 'online', title, category: 'basics', creditHours })
    .returning();
  return row!.id;
}

/** A certificate by hand, completed on `completedOn` (and expiring on `expiresOn`), of a fresh course. */
async function certify(
  userId: number,
  completedOn: string,
  o: { hours?: number; expiresOn?: string; tenantId?: number; title?: string } = {},
) {
  const tenantId = o.tenantId ?? 1;
  const courseId = await course(o.hours ?? 2, tenantId, o.title);
  const { row } = await issueCertificate(app.database.db, app.bus, tenantId, {
    userId,
    courseId,
    how: 'manual',
    reason: 'test',
    completedOn,
    expiresOn: o.expiresOn ?? null,
  });
  return row;
}

const setStatus = (id: number, status: 'revoked' | 'replaced') =>
  app.database.db
    .update(eduCertificate)
    .set({ status, revokeReason: status === 'revoked' ? '材料不实' : null })
    .where(eq(eduCertificate.id, id));

const pageOf = (headers: Record<string, string>, query = '') =>
  call<Page<EnterpriseCertificate>>(app, 'GET', `${PAGE}?size=50${query}`, headers);
const numbers = (p: Page<EnterpriseCertificate>) => p.records.map((r) => r.number).sort();

/** A member's certificates: m0 three (one the year before, one revoked), m1 a reissue, m2 none. */
let certs: Record<string, typeof eduCertificate.$inferSelect>;
const m = (i: number) => ent.members[i]!;

beforeAll(async () => {
  app = await buildTestApp();
  ent = await enterpriseWithMembers(app, 'ec_a', { members: 4 });
  other = await enterpriseWithMembers(app, 'ec_b', { members: 1 });
  outsider = await newLearner(app, 'ec_outsider');
  const y = THIS_YEAR;
  certs = {
    first: await certify(m(0).userId, `${y}-01-01`, { hours: 1.5, title: '电梯安全' }),
    second: await certify(m(0).userId, `${y}-12-31`, { hours: 0.1, expiresOn: `${y}-12-31` }),
    lastYear: await certify(m(0).userId, `${y - 1}-12-31`, { hours: 8 }),
    revoked: await certify(m(0).userId, `${y}-06-01`, { hours: 5 }),
    // Expired long ago, still hours of its year.
    expired: await certify(m(1).userId, `${y - 2}-03-01`, { hours: 4, expiresOn: `${y - 1}-03-01` }),
    replaced: await certify(m(1).userId, `${y}-05-05`, { hours: 0.2, title: '消防演练' }),
    leaver: await certify(m(3).userId, `${y}-02-02`, { hours: 7 }),
    otherEnt: await certify(other.members[0]!.userId, `${y}-02-02`, { hours: 9 }),
    notMember: await certify(outsider.userId, `${y}-02-02`, { hours: 9 }),
  };
  await setStatus(certs.revoked!.id, 'revoked');
  // A reissue: the old one replaced, the new one the same course and day.
  await setStatus(certs.replaced!.id, 'replaced');
  certs.reissued = (
    await issueCertificate(app.database.db, app.bus, 1, {
      userId: m(1).userId,
      courseId: certs.replaced!.courseId,
      how: 'manual',
      reason: 'reissue',
      completedOn: certs.replaced!.completedOn,
    })
  ).row;
  // Member 3 left the enterprise: their certificates go with them.
  await app.database.db
    .update(eduEnterpriseMember)
    .set({ delFlag: '1' })
    .where(eq(eduEnterpriseMember.userId, m(3).userId));
});
afterAll(() => app.close());

describe("the members' certificates", () => {
  it('lists the current members’ own, replaced ones aside, newest first, ids as strings', async () => {
    const res = await pageOf(ent.headers);
    expect(res.body.code).toBe(0);
    const p = res.body.data;
    const want = ['first', 'second', 'lastYear', 'revoked', 'expired', 'reissued'].map(
      (k) => certs[k]!.number,
    );
    expect(numbers(p)).toEqual(want.sort());
    expect(p.total).toBe('6');
    const days = p.records.map((r) => r.completedOn);
    expect(days).toEqual([...days].sort().reverse());
    expect(p.records.find((r) => r.number === certs.first!.number)).toMatchObject({
      id: String(certs.first!.id),
      userId: String(m(0).userId),
      courseTitle: '电梯安全',
      creditHours: 1.5,
      state: 'valid',
    });
    expect(p.records.find((r) => r.number === certs.revoked!.number)?.state).toBe('revoked');
    expect(p.records.find((r) => r.number === certs.expired!.number)?.state).toBe('expired');
  });

  it('pages', async () => {
    const first = (await call<Page<EnterpriseCertificate>>(app, 'GET', `${PAGE}?size=4`, ent.headers)).body
      .data;
    const second = (
      await call<Page<EnterpriseCertificate>>(app, 'GET', `${PAGE}?size=4&current=2`, ent.headers)
    ).body.data;
    expect([first.records.length, second.records.length, first.pages, second.current]).toEqual([
      4,
      2,
      '2',
      '2',
    ]);
    expect(new Set([...numbers(first), ...numbers(second)]).size).toBe(6);
  });

  it('filters by name, course, year and state', async () => {
    const q = async (query: string) => numbers((await pageOf(ent.headers, query)).body.data);
    expect(await q(`&name=${encodeURIComponent('ec_a_m2')}`)).toEqual(
      [certs.expired!.number, certs.reissued!.number].sort(),
    );
    expect(await q(`&course=${encodeURIComponent('电梯')}`)).toEqual([certs.first!.number]);
    expect(await q(`&year=${THIS_YEAR - 1}`)).toEqual([certs.lastYear!.number]);
    expect(await q(`&year=${THIS_YEAR}&state=valid`)).toEqual(
      [certs.first!.number, certs.second!.number, certs.reissued!.number].sort(),
    );
    expect(await q('&state=expired')).toEqual([certs.expired!.number]);
    expect(await q('&state=revoked')).toEqual([certs.revoked!.number]);
    expect(await q('&state=replaced')).toEqual([certs.replaced!.number]);
    expect(await q('&name=nobody')).toEqual([]);
    expect((await pageOf(ent.headers, '&year=1999')).status).toBe(400);
    expect((await pageOf(ent.headers, '&state=lost')).status).toBe(400);
  });
});

describe('credit hours of a year', () => {
  it('sums each current member’s counted certificates of the year, boundaries included, none at 0', async () => {
    const res = await call<EnterpriseHours>(app, 'GET', `${HOURS}?year=${THIS_YEAR}`, ent.headers);
    expect(res.body.code).toBe(0);
    const h = res.body.data;
    expect(h.year).toBe(THIS_YEAR);
    expect(h.years).toEqual([THIS_YEAR, THIS_YEAR - 1, THIS_YEAR - 2]);
    // 1 January and 31 December count, the revoked one and last year's do not; the reissue counts once.
    expect(h.members.map((r) => [r.username, r.hours, r.certificates])).toEqual([
      ['ec_a_m1', 1.6, 2],
      ['ec_a_m2', 0.2, 1],
      ['ec_a_m3', 0, 0],
    ]);
    expect(h.members[0]).toMatchObject({ userId: String(m(0).userId), name: 'ec_a_m1' });
  });

  it('counts an expired certificate in its own year, and defaults to the current year', async () => {
    const before = await call<EnterpriseHours>(app, 'GET', `${HOURS}?year=${THIS_YEAR - 2}`, ent.headers);
    expect(before.body.data.members.find((r) => r.username === 'ec_a_m2')).toMatchObject({
      hours: 4,
      certificates: 1,
    });
    const current = await call<EnterpriseHours>(app, 'GET', HOURS, ent.headers);
    expect(current.body.data.year).toBe(THIS_YEAR);
    expect((await call(app, 'GET', `${HOURS}?year=abc`, ent.headers)).status).toBe(400);
  });
});

describe('the Excel', () => {
  async function sheets(body: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ArrayBuffer);
    return wb.worksheets.map((ws) => ({
      name: ws.name,
      rows: ws
        .getSheetValues()
        .slice(1)
        .map((r) => (r as ExcelJS.CellValue[]).slice(1)),
    }));
  }

  it('holds the year’s certificates and the hours per member, headed in the caller’s language', async () => {
    const res = await app.inject({ method: 'GET', url: `${EXPORT}?year=${THIS_YEAR}`, headers: ent.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`企业证书与学时-${THIS_YEAR}.xlsx`),
    );
    const [certificates, hours] = await sheets(res.rawPayload);
    expect(certificates!.name).toBe(`${THIS_YEAR}年证书`);
    expect(certificates!.rows[0]).toEqual([
      '证书编号',
      '姓名',
      '用户名',
      '手机号',
      '课程',
      '学时',
      '完成日期',
      '有效期至',
      '状态',
      '撤销原因',
    ]);
    expect(certificates!.rows.slice(1).map((r) => [r[0], r[8], r[9] ?? ''])).toEqual(
      expect.arrayContaining([
        [certs.first!.number, '有效', ''],
        [certs.revoked!.number, '已撤销', '材料不实'],
        [certs.reissued!.number, '有效', ''],
      ]),
    );
    expect(certificates!.rows).toHaveLength(1 + 4);
    expect(hours!.name).toBe(`${THIS_YEAR}年学时`);
    expect(hours!.rows.map((r) => [r[0], r[3], r[4]])).toEqual([
      ['姓名', '学时', '证书数'],
      ['ec_a_m1', 1.6, 2],
      ['ec_a_m2', 0.2, 1],
      ['ec_a_m3', 0, 0],
    ]);

    const en = await app.inject({
      method: 'GET',
      url: `${EXPORT}?year=${THIS_YEAR}`,
      headers: { ...ent.headers, 'accept-language': 'en' },
    });
    const [enCertificates, enHours] = await sheets(en.rawPayload);
    expect([enCertificates!.name, enHours!.name]).toEqual([
      `Certificates ${THIS_YEAR}`,
      `Credit hours ${THIS_YEAR}`,
    ]);
    expect(enCertificates!.rows[0]?.[0]).toBe('Certificate number');
    expect(enHours!.rows[0]).toEqual(['Name', 'Username', 'Mobile', 'Credit hours', 'Certificates']);
  });

  it('answers nothing to save when the enterprise has no members', async () => {
    const empty = await enterpriseWithMembers(app, 'ec_empty');
    const res = await app.inject({ method: 'GET', url: EXPORT, headers: empty.headers });
    expect([res.statusCode, res.rawPayload.length]).toEqual([200, 0]);
  });
});

describe('who may see them', () => {
  it("shows another enterprise's admin none of them", async () => {
    const p = (await pageOf(other.headers)).body.data;
    expect(numbers(p)).toEqual([certs.otherEnt!.number]);
    const h = (await call<EnterpriseHours>(app, 'GET', HOURS, other.headers)).body.data;
    expect(h.members.map((r) => r.userId)).toEqual([String(other.members[0]!.userId)]);
  });

  it('refuses a plain learner, a member, a pending enterprise’s admin and staff without an enterprise', async () => {
    const pending = await enterpriseWithMembers(app, 'ec_pending', { status: 'pending' });
    const refused = [outsider.headers, m(0).headers, pending.headers, await adminHeaders(app)];
    for (const headers of refused)
      for (const url of [PAGE, HOURS, EXPORT]) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ code: 1 });
      }
  });

  it("holds to the tenant: each tenant's enterprise sees its own, a token never reaches another", async () => {
    const far = await enterpriseWithMembers(app, 'ec_far', { members: 1, tenantId: 2 });
    const farCert = await certify(far.members[0]!.userId, `${THIS_YEAR}-03-03`, { tenantId: 2 });
    expect(numbers((await pageOf(far.headers)).body.data)).toEqual([farCert.number]);
    // Member links and certificates of tenant 1 under the same enterprise id would not count in tenant 2.
    expect((await pageOf({ ...ent.headers, 'tenant-id': '2' })).status).toBe(403);
    expect(numbers((await pageOf(ent.headers)).body.data)).not.toContain(farCert.number);
  });
});
