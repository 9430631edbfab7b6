import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Certificate,
  CertificateAdminRow,
  CertificateTemplate,
  VerifyAnswer,
} from '@contract/certificate';
import type { Page } from '@contract/envelope';
import { checkCertificateToken, parseVerifyLink, type SigningJwk } from '@contract/certificate-rules';
import { eduCertificate, eduEnterprise, eduEnterpriseMember, sysUser } from '../../src/server/db/schema';
import { issueCertificate } from '../../src/server/modules/certificate';
import { bearer, buildTestApp, login } from './helpers';
import { adminHeaders, call, newLearner, onlineCourse } from './edu-helpers';
import { png, uploadFile } from './personal-helpers';
import { PDF } from './enterprise-helpers';
import { extractText, getDocumentProxy } from 'unpdf';

/** Certificates: issued once, signed, verified by anyone (JSON, the page, the keys), revoked and reissued. */
let app: FastifyInstance;
let admin: Record<string, string>;
let courseId: number;

beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off', PUBLIC_URL: 'https://px.example' });
  admin = await adminHeaders(app);
  courseId = Number((await onlineCourse(app, admin, [60])).courseId);
});
afterAll(() => app.close());

const verifyJson = (number: string, c?: string) =>
  call<VerifyAnswer>(
    app,
    'GET',
    `/api/edu/certificate/verify/${encodeURIComponent(number)}${c === undefined ? '' : `?c=${c}`}`,
    {},
  );
const jwks = async () =>
  (await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json<{ keys: SigningJwk[] }>().keys;

describe('issuing', () => {
  it('issues once per learner and course, also when several issue at the same moment', async () => {
    const learner = await newLearner(app, 'cert_once');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        issueCertificate(app.database.db, app.bus, 1, { userId: learner.userId, courseId, how: 'rule' }),
      ),
    );
    expect(results.filter((r) => r.made)).toHaveLength(1);
    expect(new Set(results.map((r) => r.row.number)).size).toBe(1);
    const rows = await app.database.db
      .select()
      .from(eduCertificate)
      .where(and(eq(eduCertificate.userId, learner.userId), eq(eduCertificate.courseId, courseId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.number).toMatch(/^PX-\d{4}-\d{6}$/);
    expect(rows[0]!.checkCode).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('gives each certificate its own number, counting up', async () => {
    const a = await newLearner(app, 'cert_num_a');
    const b = await newLearner(app, 'cert_num_b');
    const first = await issueCertificate(app.database.db, app.bus, 1, {
      userId: a.userId,
      courseId,
      how: 'rule',
    });
    const second = await issueCertificate(app.database.db, app.bus, 1, {
      userId: b.userId,
      courseId,
      how: 'rule',
    });
    const seq = (n: string) => Number(n.split('-')[2]);
    expect(seq(second.row.number)).toBeGreaterThan(seq(first.row.number));
  });

  it('refuses by hand without the permission, and names an unknown learner or course', async () => {
    const learner = await newLearner(app, 'cert_hand');
    const body = { userId: String(learner.userId), courseId: String(courseId), reason: '补发' };
    expect((await call(app, 'POST', '/api/edu/certificate', learner.headers, body)).status).toBe(403);
    expect((await call(app, 'POST', '/api/edu/certificate', admin, { ...body, reason: ' ' })).status).toBe(
      400,
    );
    expect(
      (await call(app, 'POST', '/api/edu/certificate', admin, { ...body, userId: '999999' })).body,
    ).toMatchObject({ code: 1, msg: '学员不存在' });
    const made = await call<Certificate>(app, 'POST', '/api/edu/certificate', admin, body);
    expect(made.body.data).toMatchObject({ holderName: 'cert_hand', state: 'valid', creditHours: 3 });
    // By hand again: the one already issued, not a second.
    const again = await call<Certificate>(app, 'POST', '/api/edu/certificate', admin, body);
    expect(again.body.data.number).toBe(made.body.data.number);
  });
});

describe('the holder and the signed QR', () => {
  it("lists the learner's own, with a link whose token verifies offline and fails when changed", async () => {
    const learner = await newLearner(app, 'cert_mine');
    await issueCertificate(app.database.db, app.bus, 1, { userId: learner.userId, courseId, how: 'rule' });
    const other = await newLearner(app, 'cert_other');
    const mine = await call<Certificate[]>(app, 'GET', '/api/edu/certificate/mine', learner.headers);
    expect(mine.body.data).toHaveLength(1);
    expect(
      (await call<Certificate[]>(app, 'GET', '/api/edu/certificate/mine', other.headers)).body.data,
    ).toEqual([]);
    const cert = mine.body.data[0]!;
    const link = parseVerifyLink(cert.verifyLink)!;
    expect(cert.verifyLink.startsWith(`https://px.example/verify/${cert.number}?c=`)).toBe(true);
    const keys = await jwks();
    expect(keys.every((k) => k.kty === 'OKP' && k.crv === 'Ed25519' && !('d' in k))).toBe(true);
    const checked = await checkCertificateToken(link.token!, keys, '2026-12-06');
    expect(checked).toMatchObject({ state: 'valid', claims: { n: cert.number, h: 'cert_mine', ch: 3 } });
    const [h, p, s] = link.token!.split('.') as [string, string, string];
    const flipped = `${h}.${p.slice(0, 5)}${p[5] === 'x' ? 'y' : 'x'}${p.slice(6)}.${s}`;
    await expect(checkCertificateToken(flipped, keys, '2026-12-06')).resolves.toEqual({ state: 'forged' });
  });
});

describe('verifying', () => {
  it('tells the facts, the name masked, only with the check code; otherwise only whether it exists', async () => {
    const learner = await newLearner(app, '张学员');
    const { row } = await issueCertificate(app.database.db, app.bus, 1, {
      userId: learner.userId,
      courseId,
      how: 'rule',
    });
    const full = await verifyJson(row.number, row.checkCode);
    expect(full.body.data).toMatchObject({
      exists: true,
      checked: true,
      state: 'valid',
      holderName: '张*员',
      courseTitle: 'Online course',
      creditHours: 3,
    });
    expect(full.body.data.issuer).toBeTruthy();
    // The key that signed it, as the key set publishes it.
    const published = (await jwks()).find((k) => k.kid === full.body.data.signingKey?.kid);
    expect(published?.x).toBe(full.body.data.signingKey?.x);
    for (const wrong of [undefined, '', 'AAAAAAAAAA', row.checkCode.toLowerCase() + 'x']) {
      const answer = (await verifyJson(row.number, wrong)).body.data;
      expect(answer).toMatchObject({
        exists: true,
        checked: false,
        holderName: null,
        courseTitle: null,
        signingKey: null,
      });
    }
    expect((await verifyJson('PX-2026-999999', row.checkCode)).body.data).toMatchObject({ exists: false });
    // Another tenant's number form, and what is no number at all.
    expect((await verifyJson('PX7-2026-000001', 'AAAAAAAAAA')).body.data.exists).toBe(false);
    expect((await verifyJson("PX-2026-1' OR '1'='1")).status).toBe(400);
  });

  it('serves a page without script, in the reader’s language, with a switch', async () => {
    const learner = await newLearner(app, '李四');
    const { row } = await issueCertificate(app.database.db, app.bus, 1, {
      userId: learner.userId,
      courseId,
      how: 'rule',
    });
    const url = `/verify/${row.number}?c=${row.checkCode}`;
    const zh = await app.inject({ method: 'GET', url });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('text/html');
    expect(zh.body).toContain('证书查验');
    expect(zh.body).toContain('有效');
    expect(zh.body).toContain('李*');
    expect(zh.body).not.toContain('李四');
    expect(zh.body).not.toMatch(/<script/i);
    expect(Buffer.byteLength(zh.body)).toBeLessThan(30 * 1024);
    // The public key that signed it, and where all of them are published.
    const { signingKey } = (await verifyJson(row.number, row.checkCode)).body.data;
    expect(zh.body).toContain('签名公钥');
    expect(zh.body).toContain(signingKey!.x);
    expect(zh.body).toContain('href="/.well-known/jwks.json"');
    const en = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.body).toContain('Certificate verification');
    expect(en.body).toContain('Valid');
    expect(en.body).toContain(`href="?c=${row.checkCode}&amp;lang=zh-cn"`);
    const switched = await app.inject({ method: 'GET', url: `${url}&lang=en` });
    expect(switched.body).toContain('Certificate verification');
    // Without the code, only that it exists; an unknown number, that it does not; markup in the path is text.
    const bare = await app.inject({ method: 'GET', url: `/verify/${row.number}` });
    expect(bare.body).toContain('证书存在');
    expect(bare.body).not.toContain('李*');
    expect(bare.body).not.toContain('签名公钥');
    const odd = await app.inject({ method: 'GET', url: '/verify/%3Cb%3Ex%3C%2Fb%3E' });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});

describe('revoking and reissuing', () => {
  it('revokes with a reason shown on verification; only a valid one', async () => {
    const learner = await newLearner(app, 'cert_revoke');
    const { row } = await issueCertificate(app.database.db, app.bus, 1, {
      userId: learner.userId,
      courseId,
      how: 'rule',
    });
    const url = `/api/edu/certificate/${row.id}/revoke`;
    expect((await call(app, 'PUT', url, learner.headers, { reason: 'x' })).status).toBe(403);
    const done = await call<Certificate>(app, 'PUT', url, admin, { reason: '考试作弊' });
    expect(done.body.data).toMatchObject({ state: 'revoked', revokeReason: '考试作弊' });
    expect((await call(app, 'PUT', url, admin, { reason: 'again' })).body).toMatchObject({ code: 1 });
    expect((await verifyJson(row.number, row.checkCode)).body.data).toMatchObject({
      state: 'revoked',
      revokeReason: '考试作弊',
    });
    // Revoked is not earned again by the rule.
    const again = await issueCertificate(app.database.db, app.bus, 1, {
      userId: learner.userId,
      courseId,
      how: 'rule',
    });
    expect(again).toMatchObject({ made: false, row: { number: row.number } });
  });

  it('reissues under a new number; the old one says replaced by it', async () => {
    const learner = await newLearner(app, 'cert_reissue');
    const { row } = await issueCertificate(app.database.db, app.bus, 1, {
      userId: learner.userId,
      courseId,
      how: 'rule',
    });
    const made = await call<Certificate>(app, 'POST', `/api/edu/certificate/${row.id}/reissue`, admin, {
      reason: '姓名更正',
    });
    expect(made.body.data.number).not.toBe(row.number);
    expect((await verifyJson(row.number, row.checkCode)).body.data).toMatchObject({
      state: 'replaced',
      replacedBy: made.body.data.number,
    });
    // The holder's list has both: the new one first, the old one saying which replaced it.
    const mine = await call<Certificate[]>(app, 'GET', '/api/edu/certificate/mine', learner.headers);
    expect(mine.body.data.map((c) => [c.number, c.state, c.replacedBy])).toEqual([
      [made.body.data.number, 'valid', null],
      [row.number, 'replaced', made.body.data.number],
    ]);
    // The replaced one cannot be reissued again; a number that is not a certificate of the tenant is not found.
    expect(
      (await call(app, 'POST', `/api/edu/certificate/${row.id}/reissue`, admin, { reason: 'x' })).status,
    ).toBe(404);
  });
});

describe('the PDF and the PNG', () => {
  it('are drawn for the holder, staff and the holder’s enterprise admin; not for another learner', async () => {
    const learner = await newLearner(app, '王证书');
    const { row } = await issueCertificate(app.database.db, app.bus, 1, {
      userId: learner.userId,
      courseId,
      how: 'rule',
    });
    const get = (kind: string, headers: Record<string, string>, q = '') =>
      app.inject({ method: 'GET', url: `/api/edu/certificate/${row.id}/${kind}${q}`, headers });
    const pdf = await get('pdf', learner.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(pdf.headers['content-disposition'])).toContain(`${row.number}.pdf`);
    const png = await get('png', learner.headers, '?lang=en');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get('pdf', admin)).statusCode).toBe(200);
    const stranger = await newLearner(app, 'cert_stranger');
    expect((await get('pdf', stranger.headers)).statusCode).toBe(403);
    // The demo enterprise's admin, once the learner is its member.
    const db = app.database.db;
    const [entAdmin] = await db.select().from(sysUser).where(eq(sysUser.username, 'ent_admin01'));
    const [enterprise] = await db
      .select()
      .from(eduEnterprise)
      .where(eq(eduEnterprise.adminUserId, entAdmin!.userId));
    const ent = {
      ...bearer((await login(app, 'ent_admin01', 'Enterprise@2026')).access_token),
      'tenant-id': '1',
    };
    expect((await get('pdf', ent)).statusCode).toBe(403);
    await db
      .insert(eduEnterpriseMember)
      .values({ tenantId: 1, enterpriseId: enterprise!.id, userId: learner.userId });
    expect((await get('pdf', ent)).statusCode).toBe(200);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/edu/certificate/999999/pdf',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the tenant's template", () => {
  const template = {
    issuerZh: '某市物业管理行业协会',
    issuerEn: 'City Property Management Association',
    signatoryZh: '秘书长 王某某',
    signatoryEn: 'Secretary-General Wang',
    wordingZh: '{name} 于 {date} 完成《{course}》，计 {hours} 学时。',
    wordingEn: '',
    seal: null,
    background: null,
  };
  const stored = async (file: { name: string; type: string; data: Buffer }, dir = 'image') => {
    const url = await uploadFile(app, admin, file, dir);
    return new URLSearchParams(url.split('?')[1]).get('fileName') ?? '';
  };
  const save = (body: object) =>
    call(app, 'PUT', '/api/edu/certificate/template', admin, { ...template, ...body });

  it("is the demo's as seeded; refuses a wording naming no fact, or an image that cannot be drawn", async () => {
    const seeded = (await call<CertificateTemplate>(app, 'GET', '/api/edu/certificate/template', admin)).body
      .data;
    expect(seeded).toMatchObject({ issuerZh: '星海市物业管理行业协会', wordingZh: '', background: null });
    expect(seeded.seal).toMatch(/^[0-9a-f]{32}\.png$/);
    expect((await save({ wordingZh: '{nmae} 完成' })).body).toMatchObject({
      code: 1,
      msg: '证书措辞中的 {nmae} 不是可用的占位符（可用：{name}, {course}, {hours}, {date}）',
    });
    expect((await save({ seal: 'nothing.png' })).body).toMatchObject({
      code: 1,
      msg: '所选的印章图片不存在，请重新上传',
    });
    const pdf = await stored({ name: 'seal.pdf', type: 'application/pdf', data: PDF }, 'doc');
    expect((await save({ seal: pdf })).body.code).toBe(1);
    const learner = await newLearner(app, 'tpl_nobody');
    expect((await call(app, 'PUT', '/api/edu/certificate/template', learner.headers, template)).status).toBe(
      403,
    );
    // Nothing was saved by the refusals.
    expect((await call(app, 'GET', '/api/edu/certificate/template', admin)).body.data).toEqual(seeded);
  });

  it("words every certificate drawn from then on, with the tenant's seal", async () => {
    const seal = await stored({ name: 'seal.png', type: 'image/png', data: await png('#b00', 300) });
    expect((await save({ seal })).body).toMatchObject({
      code: 0,
      data: { seal, signatoryZh: '秘书长 王某某' },
    });
    const learner = await newLearner(app, '赵模板');
    const { row } = await issueCertificate(app.database.db, app.bus, 1, {
      userId: learner.userId,
      courseId,
      how: 'rule',
    });
    const read = async (lang: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/edu/certificate/${row.id}/pdf?lang=${lang}`,
        headers: learner.headers,
      });
      expect(res.statusCode).toBe(200);
      const doc = await getDocumentProxy(new Uint8Array(res.rawPayload));
      return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
    };
    const zh = await read('zh-cn');
    expect(zh).toContain('某市物业管理行业协会');
    expect(zh).toContain('秘书长 王某某');
    expect(zh).toContain(`赵模板 于 ${row.completedOn} 完成《Online course》，计 3 学时。`);
    // English has no wording of its own: the Chinese one stands in; its issuer is its own.
    const en = await read('en');
    expect(en).toContain('City Property Management Association');
  });
});

describe("staff's list", () => {
  it('finds by number, name or username, course, status and completion days, sorted on the server', async () => {
    const a = await newLearner(app, 'list_a钱一');
    const b = await newLearner(app, 'list_b孙二');
    const first = await issueCertificate(app.database.db, app.bus, 1, {
      userId: a.userId,
      courseId,
      how: 'rule',
      completedOn: '2026-03-01',
    });
    const second = await issueCertificate(app.database.db, app.bus, 1, {
      userId: b.userId,
      courseId,
      how: 'manual',
      reason: '补发',
      completedOn: '2026-09-01',
    });
    const list = async (q: string, headers = admin) =>
      (await call<Page<CertificateAdminRow>>(app, 'GET', `/api/edu/certificate/page?size=50&${q}`, headers))
        .body;
    const numbers = async (q: string) => (await list(q)).data.records.map((r) => r.number);
    expect(await numbers('name=list_')).toEqual([second.row.number, first.row.number]);
    expect(await numbers('name=list_&ascs=completedOn')).toEqual([first.row.number, second.row.number]);
    expect(await numbers('name=list_&descs=holderName')).toEqual([second.row.number, first.row.number]);
    expect(await numbers(`number=${first.row.number}`)).toEqual([first.row.number]);
    expect(await numbers('name=钱一')).toEqual([first.row.number]);
    expect(await numbers('name=list_&completedFrom=2026-06-01&completedTo=2026-12-31')).toEqual([
      second.row.number,
    ]);
    expect(await numbers('name=list_&course=Online')).toHaveLength(2);
    expect(await numbers('name=list_&course=Offline')).toEqual([]);
    const row = (await list(`number=${second.row.number}`)).data.records[0];
    expect(row).toMatchObject({
      username: 'list_b孙二',
      issuedHow: 'manual',
      issueReason: '补发',
      state: 'valid',
    });
    await call(app, 'PUT', `/api/edu/certificate/${first.row.id}/revoke`, admin, { reason: '撤销' });
    expect(await numbers('name=list_&status=revoked')).toEqual([first.row.number]);
    // Learners may not list; a malformed day is the validation envelope.
    expect((await call(app, 'GET', '/api/edu/certificate/page', a.headers)).status).toBe(403);
    expect((await list('completedFrom=2026-13')).code).toBe(1);
  });
});
