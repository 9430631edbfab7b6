import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateAdminRow } from '@contract/certificate';
import type { Page } from '@contract/envelope';
import { issueCertificate } from '../../src/server/modules/certificate';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner, onlineCourse } from './edu-helpers';
import { staffWith } from './dashboard-helpers';

/**
 * Staff's certificate export (GET /api/edu/certificate/export): the list's filter and order as an .xlsx, headers
 * and words in the requester's language, edu_certificate_view only, the caller's tenant only.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;
let numbers: { rule: string; manual: string; revoked: string; replaced: string; reissued: string };

beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off', PUBLIC_URL: 'https://px.example' });
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
  const courseId = Number((await onlineCourse(app, admin, [60])).courseId);
  const db = app.database.db;
  const issue = async (username: string, o: { completedOn: string; how?: 'rule' | 'manual' }) => {
    const learner = await newLearner(app, username);
    const { row } = await issueCertificate(db, app.bus, 1, {
      userId: learner.userId,
      courseId,
      how: o.how ?? 'rule',
      reason: o.how === 'manual' ? '线下补录' : undefined,
      completedOn: o.completedOn,
    });
    return row;
  };
  const rule = await issue('xport_a', { completedOn: '2026-01-31' });
  const manual = await issue('xport_b', { completedOn: '2026-02-01', how: 'manual' });
  const revoked = await issue('xport_c', { completedOn: '2026-03-15' });
  const replaced = await issue('xport_d', { completedOn: '2026-04-30' });
  await call(app, 'PUT', `/api/edu/certificate/${revoked.id}/revoke`, admin, { reason: '资料不实' });
  const reissued = await call<{ number: string }>(
    app,
    'POST',
    `/api/edu/certificate/${replaced.id}/reissue`,
    admin,
    { reason: '姓名更正' },
  );
  numbers = {
    rule: rule.number,
    manual: manual.number,
    revoked: revoked.number,
    replaced: replaced.number,
    reissued: reissued.body.data.number,
  };
});
afterAll(() => app.close());

/** The export's answer and its sheet read back, one array of cell values per row (the header first). */
async function exported(query: string, headers: Record<string, string> = admin) {
  const res = await app.inject({ method: 'GET', url: `/api/edu/certificate/export?${query}`, headers });
  if (res.statusCode !== 200 || !res.rawPayload.length) return { res, rows: [] as unknown[][] };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { res, rows, name: ws.name };
}
const pageNumbers = async (query: string, headers = admin) =>
  (
    await call<Page<CertificateAdminRow>>(app, 'GET', `/api/edu/certificate/page?size=50&${query}`, headers)
  ).body.data.records.map((r) => r.number);

describe('the certificate export', () => {
  it('holds what the list finds, in its order, with headers and words in Chinese by default', async () => {
    const { res, rows, name } = await exported('name=xport_');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('证书.xlsx')}`,
    );
    expect(name).toBe('证书');
    expect(rows[0]).toEqual([
      '证书编号',
      '姓名',
      '用户名',
      '课程',
      '学时',
      '完成日期',
      '有效期至',
      '状态',
      '撤销原因',
      '补发后编号',
      '签发方式',
      '签发原因',
      '签发时间',
    ]);
    const body = rows.slice(1);
    // Newest first, as the page lists them: the reissued one, then the others by their issue.
    expect(body.map((r) => r[0])).toEqual(await pageNumbers('name=xport_'));
    expect(body).toHaveLength(5);
    const byNumber = (n: string) => body.find((r) => r[0] === n)!;
    expect(byNumber(numbers.rule).slice(0, 8)).toEqual([
      numbers.rule,
      'xport_a',
      'xport_a',
      'Online course',
      3,
      '2026-01-31',
      '',
      '有效',
    ]);
    expect(byNumber(numbers.manual).slice(10, 12)).toEqual(['手工', '线下补录']);
    expect(byNumber(numbers.rule)[10]).toBe('按规则');
    expect(byNumber(numbers.revoked).slice(7, 9)).toEqual(['已撤销', '资料不实']);
    expect(byNumber(numbers.replaced).slice(7, 10)).toEqual(['已补发替换', '', numbers.reissued]);
    expect(byNumber(numbers.reissued).slice(7, 12)).toEqual(['有效', '', '', '手工', '姓名更正']);
    expect(String(byNumber(numbers.rule)[12])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('speaks English to an English reader', async () => {
    const { res, rows, name } = await exported(`number=${numbers.revoked}`, {
      ...admin,
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(res.headers['content-disposition']).toContain('filename="certificates.xlsx"');
    expect(name).toBe('Certificates');
    expect(rows[0]?.slice(0, 3)).toEqual(['Number', 'Name', 'Username']);
    expect(rows[1]?.slice(7, 11)).toEqual(['Revoked', '资料不实', '', 'By the rule']);
  });

  it("takes the page's filters and sort: status, completion days (both ends included), course", async () => {
    const numbersOf = async (q: string) => (await exported(q)).rows.slice(1).map((r) => r[0]);
    expect(await numbersOf('name=xport_&status=revoked')).toEqual([numbers.revoked]);
    expect(await numbersOf('name=xport_&status=replaced')).toEqual([numbers.replaced]);
    // The two days at the range's ends count; the days just outside do not.
    expect(await numbersOf('name=xport_&completedFrom=2026-02-01&completedTo=2026-03-15')).toEqual([
      numbers.revoked,
      numbers.manual,
    ]);
    expect(await numbersOf('name=xport_&completedFrom=2026-02-01&completedTo=2026-02-01')).toEqual([
      numbers.manual,
    ]);
    expect(await numbersOf('name=xport_&ascs=completedOn')).toEqual(
      await pageNumbers('name=xport_&ascs=completedOn'),
    );
    expect((await numbersOf('name=xport_&ascs=completedOn'))[0]).toBe(numbers.rule);
    expect(await numbersOf('name=xport_&course=Online')).toHaveLength(5);
  });

  it('answers nothing to save when nothing matches, and refuses a malformed filter', async () => {
    const none = await exported('name=nobody_has_this');
    expect(none.res.statusCode).toBe(200);
    expect(none.res.rawPayload.length).toBe(0);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/edu/certificate/export?completedFrom=2026-13',
      headers: admin,
    });
    expect(bad.json()).toMatchObject({ code: 1 });
  });

  it('needs edu_certificate_view: a learner and staff who only revoke are refused', async () => {
    const learner = await newLearner(app, 'xport_learner');
    expect((await exported('', learner.headers)).res.statusCode).toBe(403);
    const editor = await staffWith(app, admin, ['edu_certificate_edit', 'edu_certificate_add']);
    expect((await exported('', editor.headers)).res.statusCode).toBe(403);
    const viewer = await staffWith(app, admin, ['edu_certificate_view']);
    const { res, rows } = await exported('name=xport_', viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(rows).toHaveLength(6);
  });

  it("holds the caller's tenant only", async () => {
    const course = await call<{ id: string }>(app, 'POST', '/api/edu/course', admin2, {
      mode: 'online',
      title: '分会课程',
      category: 'basics',
      creditHours: 2,
      fee: 0,
    });
    const learner = await newLearner(app, 'xport_branch', 2);
    const { row } = await issueCertificate(app.database.db, app.bus, 2, {
      userId: learner.userId,
      courseId: Number(course.body.data.id),
      how: 'rule',
    });
    const branch = (await exported('', admin2)).rows.slice(1).map((r) => r[0]);
    expect(branch).toEqual([row.number]);
    const main = (await exported('')).rows.slice(1).map((r) => r[0]);
    expect(main).not.toContain(row.number);
    expect(main).toEqual(expect.arrayContaining(Object.values(numbers)));
    // A tenant-1 filter asked of tenant 2 finds nothing there.
    expect((await exported(`number=${numbers.rule}`, admin2)).res.rawPayload.length).toBe(0);
  });
});
