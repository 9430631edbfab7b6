import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { creditCodeCheckChar } from '@contract/enterprise-rules';
import { eduEnterprise, eduEnterpriseMember } from '../../src/server/db/schema';
import { newLearner } from './edu-helpers';
import { bearer, login, multipartBody } from './helpers';
import { smsCode } from './personal-helpers';

/** Helpers of the enterprise tests: licence uploads, registrations, members' sheets. */

let ip = 0;
/** Each public call from its own address, so the routes' per-address limits never count the tests. */
export const nextEntIp = () => `10.17.${Math.floor(++ip / 250)}.${ip % 250}`;

export const ENT_PASSWORD = 'Enterprise@2026';

/** A valid credit code per number (its check character computed). */
export const creditCodeOf = (n: number, prefix = '91440300000') => {
  const first17 = `${prefix}${String(n).padStart(17 - prefix.length, '0')}`;
  return first17 + (creditCodeCheckChar(first17) ?? '');
};

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** POST /edu/enterprise/licence (public) in the tenant. */
export async function postLicence(
  app: FastifyInstance,
  file: { name: string; type: string; data: Buffer },
  tenant = '1',
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = multipartBody(file);
  const res = await app.inject({
    method: 'POST',
    url: '/api/edu/enterprise/licence',
    headers: { 'tenant-id': tenant, ...headers, 'content-type': contentType },
    payload,
    remoteAddress: nextEntIp(),
  });
  return {
    status: res.statusCode,
    body: res.json<{ code: number; msg: string | null; data: { fileName: string; name: string } }>(),
  };
}

/** A PDF licence uploaded in the tenant: its stored name. */
export async function licenceIn(app: FastifyInstance, tenant = '1') {
  const res = await postLicence(app, { name: '营业执照.pdf', type: 'application/pdf', data: PDF }, tenant);
  if (res.body.code !== 0) throw new Error(`licence: ${JSON.stringify(res.body)}`);
  return res.body.data.fileName;
}

export const registerBodyOf = (n: number, licenceFile: string, over: Record<string, unknown> = {}) => ({
  name: `企业${n}`,
  creditCode: creditCodeOf(n, '91440300111'),
  contactName: '张联系',
  contactPhone: `1350000${String(n).padStart(4, '0')}`,
  code: '0000',
  licenceFile,
  username: `ent_a${n}`,
  password: ENT_PASSWORD,
  ...over,
});

/** Registers enterprise `n` with a real licence and SMS code, and signs its admin in. */
export async function registerEnterprise(app: FastifyInstance, n: number, tenant = '1') {
  const body = registerBodyOf(n, await licenceIn(app, tenant));
  body.code = await smsCode(app, body.contactPhone, false, tenant);
  const res = await app.inject({
    method: 'POST',
    url: '/api/edu/enterprise/register',
    headers: { 'tenant-id': tenant },
    payload: body,
    remoteAddress: nextEntIp(),
  });
  const answer = res.json<{ code: number; data: { enterpriseId: string; userId: string } }>();
  if (answer.code !== 0) throw new Error(`register: ${res.body}`);
  const { access_token } = await login(app, body.username, ENT_PASSWORD, { tenant });
  return {
    id: answer.data.enterpriseId,
    userId: Number(answer.data.userId),
    body,
    headers: { ...bearer(access_token), 'tenant-id': tenant },
  };
}

/** An .xlsx of the members' template with these rows (name, mobile), optionally other headers. */
export async function membersSheet(rows: (string | number)[][], headers = ['姓名', '手机号']) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('member');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

let serial = 0;
/** A valid credit code no other enterprise of the tests has. */
export const freshCreditCode = () => creditCodeOf(++serial, '9144030099');

/**
 * An enterprise written straight to the database (its registration and review are enterprise.test.ts's), with
 * its admin signed in, and `members` new learners linked as its members.
 */
export async function enterpriseWithMembers(
  app: FastifyInstance,
  tag: string,
  o: { members?: number; status?: 'approved' | 'pending' | 'rejected'; tenantId?: number } = {},
) {
  const tenantId = o.tenantId ?? 1;
  const admin = await newLearner(app, `${tag}_admin`, tenantId);
  const [e] = await app.database.db
    .insert(eduEnterprise)
    .values({
      tenantId,
      name: `${tag} 物业`,
      creditCode: freshCreditCode(),
      contactName: '联系人',
      contactPhone: '13700000000',
      licenceFile: 'licence.pdf',
      adminUserId: admin.userId,
      status: o.status ?? 'approved',
    })
    .returning();
  if (!e) throw new Error('enterprise insert');
  const members = [];
  for (let i = 1; i <= (o.members ?? 0); i++)
    members.push(await addMember(app, e.id, `${tag}_m${i}`, tenantId));
  return { id: e.id, headers: admin.headers, adminId: admin.userId, members };
}

/** A new learner linked as a member of the enterprise. */
export async function addMember(app: FastifyInstance, enterpriseId: number, username: string, tenantId = 1) {
  const user = await newLearner(app, username, tenantId);
  await app.database.db.insert(eduEnterpriseMember).values({ tenantId, enterpriseId, userId: user.userId });
  return user;
}
