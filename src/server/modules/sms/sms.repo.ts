import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { SMS_MAX_TRIES } from '@contract/constants';
import type { Db } from '../../db/client';
import { sysSmsCode, sysUser } from '../../db/schema';

export type SmsCodeRow = typeof sysSmsCode.$inferSelect;

/** Codes sent since `since`, to one phone of a tenant or from one source address (the send limits). */
export async function sentSince(
  db: Db,
  by: { tenantId: number; phone: string } | { source: string },
  since: Date,
): Promise<number> {
  const where =
    'phone' in by
      ? and(eq(sysSmsCode.tenantId, by.tenantId), eq(sysSmsCode.phone, by.phone))
      : eq(sysSmsCode.source, by.source);
  const [row] = await db
    .select({ n: count() })
    .from(sysSmsCode)
    .where(and(where, gte(sysSmsCode.sentAt, since)));
  return row?.n ?? 0;
}

export async function lastSentAt(db: Db, tenantId: number, phone: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ sentAt: sysSmsCode.sentAt })
    .from(sysSmsCode)
    .where(and(eq(sysSmsCode.tenantId, tenantId), eq(sysSmsCode.phone, phone)))
    .orderBy(desc(sysSmsCode.sentAt))
    .limit(1);
  return row?.sentAt;
}

/** A new code for the phone; any code sent to it before stops working (one live code per phone). */
export async function replaceCode(db: Db, row: typeof sysSmsCode.$inferInsert): Promise<SmsCodeRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(sysSmsCode)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(sysSmsCode.tenantId, row.tenantId),
          eq(sysSmsCode.phone, row.phone),
          isNull(sysSmsCode.usedAt),
        ),
      );
    const [inserted] = await tx.insert(sysSmsCode).values(row).returning();
    if (!inserted) throw new Error('sms code not stored');
    return inserted;
  });
}

export const forgetCode = (db: Db, id: number) => db.delete(sysSmsCode).where(eq(sysSmsCode.id, id));

/** The phone's live code: unused, unexpired, tries left. */
export async function liveCode(db: Db, tenantId: number, phone: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(sysSmsCode)
    .where(
      and(
        eq(sysSmsCode.tenantId, tenantId),
        eq(sysSmsCode.phone, phone),
        isNull(sysSmsCode.usedAt),
        gt(sysSmsCode.expiresAt, now),
        lt(sysSmsCode.tries, SMS_MAX_TRIES),
      ),
    )
    .orderBy(desc(sysSmsCode.sentAt))
    .limit(1);
  return row;
}

/** Uses the code once: of two requests racing with the right code, one wins. */
export async function useCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(sysSmsCode)
    .set({ usedAt: new Date() })
    .where(and(eq(sysSmsCode.id, id), isNull(sysSmsCode.usedAt)))
    .returning({ id: sysSmsCode.id });
  return rows.length === 1;
}

/** A wrong try; the last allowed one kills the code. */
export const wrongTry = (db: Db, id: number) =>
  db
    .update(sysSmsCode)
    .set({
      tries: sql`${sysSmsCode.tries} + 1`,
      usedAt: sql`case when ${sysSmsCode.tries} + 1 >= ${SMS_MAX_TRIES} then now() else ${sysSmsCode.usedAt} end`,
    })
    .where(eq(sysSmsCode.id, id));

/** The tenant's live user with this mobile number, if any. */
export async function userByPhone(db: Db, tenantId: number, phone: string) {
  const [row] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.phone, phone), eq(sysUser.delFlag, '0')))
    .limit(1);
  return row;
}
