import { createHash } from 'node:crypto';
import { creditCodeCheckChar } from '@contract/enterprise-rules';
import type { Db } from '../db/client';
import { fileKey, type FileStore } from '../lib/file-store';
import * as s from '../db/schema';

/**
 * The enterprise demo (tenant 1, new databases only): ent_admin01 administers an approved enterprise with two
 * members and a default invoice profile; ent_admin02 administers one waiting for review; learner01 has sent a
 * feedback. Members and ent_admin02 sign in with a password like the other demo accounts.
 */

/** A one-page PDF: the demo licence, kept in the tenant's private licence folder as an upload is. */
const LICENCE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const creditCode = (first17: string) => first17 + (creditCodeCheckChar(first17) ?? '');

async function licence(tx: Db, files: FileStore, tenantId: number, name: string) {
  const fileName = `${createHash('md5').update(`seed/${tenantId}/licence/${name}`).digest('hex')}.pdf`;
  await files.putBytes(fileKey({ tenantId, dir: 'licence', fileName }), LICENCE_PDF, 'application/pdf');
  return tx
    .insert(s.sysFile)
    .values({
      tenantId,
      fileName,
      original: name,
      dir: 'licence',
      type: 'application/pdf',
      fileSize: LICENCE_PDF.length,
      createBy: 'seed',
    })
    .then(() => fileName);
}

type SeedUser = { username: string; password: string; name: string; phone: string };

export async function seedEnterprises(
  tx: Db,
  files: FileStore,
  o: {
    tenantId: number;
    deptId: number;
    entAdminId: number;
    learnerId: number | undefined;
    learnerRoleId: number;
    enterpriseRoleId: number;
    hash: (password: string) => Promise<string>;
  },
) {
  const { tenantId } = o;
  const user = async (u: SeedUser, roleId: number) => {
    const [row] = await tx
      .insert(s.sysUser)
      .values({
        tenantId,
        username: u.username,
        password: await o.hash(u.password),
        name: u.name,
        nickname: u.name,
        phone: u.phone,
        deptId: o.deptId,
        passwordModifyTime: new Date(),
        createBy: 'seed',
      })
      .returning();
    if (!row) throw new Error('seed: enterprise user');
    await tx.insert(s.sysUserRole).values({ userId: row.userId, roleId });
    return row.userId;
  };
  const reviewed = new Date(Date.now() - 3 * 24 * 3600_000);
  const [approved] = await tx
    .insert(s.eduEnterprise)
    .values({
      tenantId,
      name: '示范物业服务有限公司',
      creditCode: creditCode('91440300708461136'),
      contactName: '李企业',
      contactPhone: '13800000002',
      address: '深圳市福田区示范路 1 号',
      licenceFile: await licence(tx, files, tenantId, '示范物业营业执照.pdf'),
      adminUserId: o.entAdminId,
      status: 'approved',
      reviewBy: 'admin',
      reviewTime: reviewed,
      createBy: 'seed',
    })
    .returning();
  if (!approved) throw new Error('seed: enterprise');
  for (const m of [
    { username: 'ent_member01', password: 'Learner@2026', name: '陈员工', phone: '13800000011' },
    { username: 'ent_member02', password: 'Learner@2026', name: '刘员工', phone: '13800000012' },
  ]) {
    const userId = await user(m, o.learnerRoleId);
    await tx
      .insert(s.eduEnterpriseMember)
      .values({ tenantId, enterpriseId: approved.id, userId, createBy: 'seed' });
  }
  await tx.insert(s.eduInvoiceProfile).values({
    tenantId,
    enterpriseId: approved.id,
    type: 'normal',
    title: '示范物业服务有限公司',
    taxNo: approved.creditCode,
    email: 'finance@example.com',
    isDefault: true,
    createBy: 'seed',
  });

  const pendingAdmin = await user(
    { username: 'ent_admin02', password: 'Enterprise@2026', name: '赵企业', phone: '13800000021' },
    o.enterpriseRoleId,
  );
  await tx.insert(s.eduEnterprise).values({
    tenantId,
    name: '新申请物业管理有限公司',
    creditCode: creditCode('91440300708461144'),
    contactName: '赵企业',
    contactPhone: '13800000021',
    licenceFile: await licence(tx, files, tenantId, '新申请物业营业执照.pdf'),
    adminUserId: pendingAdmin,
    createBy: 'seed',
  });

  if (o.learnerId)
    await tx.insert(s.eduFeedback).values({
      tenantId,
      userId: o.learnerId,
      category: 'course',
      content: '希望增加更多夜间线上课程，方便上班后学习。',
      createBy: 'learner01',
    });
}
