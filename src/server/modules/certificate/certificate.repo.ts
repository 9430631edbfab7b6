import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  eduCertificate,
  eduCertificateCounter,
  eduCourse,
  eduEnterpriseMember,
  sysSigningKey,
  sysTenant,
  sysUser,
} from '../../db/schema';

export type CertificateRow = typeof eduCertificate.$inferSelect;
export type SigningKeyRow = typeof sysSigningKey.$inferSelect;

/** The tenant's live signing key, if it has one. */
export async function liveKey(db: Db, tenantId: number) {
  const [row] = await db
    .select()
    .from(sysSigningKey)
    .where(and(eq(sysSigningKey.tenantId, tenantId), isNull(sysSigningKey.retiredAt)));
  return row;
}

/** Stores a tenant's first key; when another process stored one first, nothing (the caller reads that one). */
export async function insertKey(db: Db, row: typeof sysSigningKey.$inferInsert) {
  await db.insert(sysSigningKey).values(row).onConflictDoNothing();
}

/** Every published key, live and retired: certificates signed by a retired key still verify. */
export const publicKeys = (db: Db) =>
  db
    .select({ kid: sysSigningKey.kid, jwk: sysSigningKey.publicJwk })
    .from(sysSigningKey)
    .orderBy(sysSigningKey.tenantId, sysSigningKey.createTime);

/** One published key's public half (a certificate names its key by `kid`). */
export async function publicKey(db: Db, kid: string) {
  const [row] = await db
    .select({ kid: sysSigningKey.kid, jwk: sysSigningKey.publicJwk })
    .from(sysSigningKey)
    .where(eq(sysSigningKey.kid, kid));
  return row;
}

/** The next sequence number of the tenant's year, in one statement: two processes never get the same. */
export async function nextSequence(db: Db, tenantId: number, year: number): Promise<number> {
  const [row] = await db
    .insert(eduCertificateCounter)
    .values({ tenantId, year, last: 1 })
    .onConflictDoUpdate({
      target: [eduCertificateCounter.tenantId, eduCertificateCounter.year],
      set: { last: sql`${eduCertificateCounter.last} + 1` },
    })
    .returning({ last: eduCertificateCounter.last });
  if (!row) throw new Error('certificate counter');
  return row.last;
}

/** The learner's live certificate of the course (valid or revoked; not one replaced). */
export async function liveOf(db: Db, tenantId: number, userId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(eduCertificate)
    .where(
      and(
        eq(eduCertificate.tenantId, tenantId),
        eq(eduCertificate.userId, userId),
        eq(eduCertificate.courseId, courseId),
        sql`${eduCertificate.status} <> 'replaced'`,
        eq(eduCertificate.delFlag, '0'),
      ),
    );
  return row;
}

/** Inserts a certificate unless the learner already holds one of the course; answers the row made, or none. */
export async function insertOnce(db: Db, row: typeof eduCertificate.$inferInsert) {
  const [made] = await db.insert(eduCertificate).values(row).onConflictDoNothing().returning();
  return made;
}

export async function byNumber(db: Db, number: string) {
  const [row] = await db
    .select()
    .from(eduCertificate)
    .where(and(eq(eduCertificate.number, number), eq(eduCertificate.delFlag, '0')));
  return row;
}

export async function byId(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(eduCertificate)
    .where(
      and(eq(eduCertificate.tenantId, tenantId), eq(eduCertificate.id, id), eq(eduCertificate.delFlag, '0')),
    );
  return row;
}

/**
 * The learner's certificates, newest first: replaced ones too (a paper already handed on says what it said; the
 * list tells it was replaced, and by which), each after its replacement (a higher id of the same day).
 */
export const ofUser = (db: Db, tenantId: number, userId: number) =>
  db
    .select()
    .from(eduCertificate)
    .where(
      and(
        eq(eduCertificate.tenantId, tenantId),
        eq(eduCertificate.userId, userId),
        eq(eduCertificate.delFlag, '0'),
      ),
    )
    .orderBy(desc(eduCertificate.completedOn), desc(eduCertificate.id));

/** What a certificate copies when it is issued: the learner's name, the course's title and hours. */
export async function subjectOf(db: Db, tenantId: number, userId: number, courseId: number) {
  const [user] = await db
    .select({ name: sysUser.name, username: sysUser.username })
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
  const [course] = await db
    .select({ title: eduCourse.title, creditHours: eduCourse.creditHours })
    .from(eduCourse)
    .where(and(eq(eduCourse.tenantId, tenantId), eq(eduCourse.id, courseId), eq(eduCourse.delFlag, '0')));
  return { user, course };
}

export async function tenantName(db: Db, tenantId: number) {
  const [row] = await db.select({ name: sysTenant.name }).from(sysTenant).where(eq(sysTenant.id, tenantId));
  return row?.name ?? '';
}

/** Revokes a valid certificate; answers the row, or none when it was not valid (already revoked or replaced). */
export async function revoke(db: Db, tenantId: number, id: number, reason: string, by: string) {
  const [row] = await db
    .update(eduCertificate)
    .set({
      status: 'revoked',
      revokeReason: reason,
      revokedAt: new Date(),
      updateBy: by,
      updateTime: new Date(),
    })
    .where(
      and(
        eq(eduCertificate.tenantId, tenantId),
        eq(eduCertificate.id, id),
        eq(eduCertificate.status, 'valid'),
      ),
    )
    .returning();
  return row;
}

/** Marks a live certificate replaced; answers the row, or none when it was already replaced. */
export async function markReplaced(db: Db, tenantId: number, id: number, who: string) {
  const [row] = await db
    .update(eduCertificate)
    .set({ status: 'replaced', updateBy: who, updateTime: new Date() })
    .where(
      and(
        eq(eduCertificate.tenantId, tenantId),
        eq(eduCertificate.id, id),
        sql`${eduCertificate.status} <> 'replaced'`,
      ),
    )
    .returning();
  return row;
}

/** Names the certificate that replaced `id` (in the reissue's transaction, once the new number exists). */
export async function markReplacedBy(db: Db, id: number, replacedBy: string) {
  await db.update(eduCertificate).set({ replacedBy }).where(eq(eduCertificate.id, id));
}

/** Whether the learner is a member of the enterprise (its admin may read their certificates). */
export async function isMemberOf(db: Db, tenantId: number, enterpriseId: number, userId: number) {
  const [row] = await db
    .select({ id: eduEnterpriseMember.id })
    .from(eduEnterpriseMember)
    .where(
      and(
        eq(eduEnterpriseMember.tenantId, tenantId),
        eq(eduEnterpriseMember.enterpriseId, enterpriseId),
        eq(eduEnterpriseMember.userId, userId),
        eq(eduEnterpriseMember.delFlag, '0'),
      ),
    );
  return !!row;
}
