import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysPublicParam, sysSocialDetails, sysSocialFlow, sysSocialUser } from '../../db/schema';

export type SocialDetailsRow = typeof sysSocialDetails.$inferSelect;
export type SocialFlowRow = typeof sysSocialFlow.$inferSelect;

export const listProviders = (db: Db, tenantId: number) =>
  db
    .select()
    .from(sysSocialDetails)
    .where(eq(sysSocialDetails.tenantId, tenantId))
    .orderBy(sysSocialDetails.id);

export async function providerById(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(sysSocialDetails)
    .where(and(eq(sysSocialDetails.tenantId, tenantId), eq(sysSocialDetails.id, id)));
  return row;
}

export async function insertProvider(db: Db, row: typeof sysSocialDetails.$inferInsert) {
  const [inserted] = await db.insert(sysSocialDetails).values(row).returning();
  if (!inserted) throw new Error('social provider not stored');
  return inserted;
}

export async function updateProvider(
  db: Db,
  tenantId: number,
  id: number,
  set: Partial<typeof sysSocialDetails.$inferInsert>,
) {
  const [row] = await db
    .update(sysSocialDetails)
    .set(set)
    .where(and(eq(sysSocialDetails.tenantId, tenantId), eq(sysSocialDetails.id, id)))
    .returning();
  return row;
}

export async function deleteProvider(db: Db, tenantId: number, id: number) {
  const rows = await db
    .delete(sysSocialDetails)
    .where(and(eq(sysSocialDetails.tenantId, tenantId), eq(sysSocialDetails.id, id)))
    .returning({ id: sysSocialDetails.id });
  return rows.length > 0;
}

export const insertFlow = (db: Db, row: typeof sysSocialFlow.$inferInsert) =>
  db.insert(sysSocialFlow).values(row);

export const purgeFlows = (db: Db, before: Date) =>
  db.delete(sysSocialFlow).where(lt(sysSocialFlow.expiresAt, before));

/** Marks a live state or ticket used and returns it; a second use, an expired one or another tenant's: none. */
export async function useFlow(db: Db, hash: string, kind: 'state' | 'ticket', tenantId: number) {
  const now = new Date();
  const [row] = await db
    .update(sysSocialFlow)
    .set({ usedAt: now })
    .where(
      and(
        eq(sysSocialFlow.hash, hash),
        eq(sysSocialFlow.kind, kind),
        eq(sysSocialFlow.tenantId, tenantId),
        isNull(sysSocialFlow.usedAt),
        gt(sysSocialFlow.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function bindingOf(db: Db, providerId: number, subject: string) {
  const [row] = await db
    .select()
    .from(sysSocialUser)
    .where(and(eq(sysSocialUser.providerId, providerId), eq(sysSocialUser.subject, subject)));
  return row;
}

/** Binds; false when the subject or the user already has a binding with this provider. */
export async function insertBinding(db: Db, row: typeof sysSocialUser.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(sysSocialUser)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: sysSocialUser.id });
  return rows.length > 0;
}

export const bindingsOfUser = (db: Db, tenantId: number, userId: number) =>
  db
    .select({
      id: sysSocialUser.id,
      providerId: sysSocialUser.providerId,
      type: sysSocialDetails.type,
      name: sysSocialDetails.name,
      createTime: sysSocialUser.createTime,
    })
    .from(sysSocialUser)
    .innerJoin(sysSocialDetails, eq(sysSocialDetails.id, sysSocialUser.providerId))
    .where(and(eq(sysSocialUser.tenantId, tenantId), eq(sysSocialUser.userId, userId)))
    .orderBy(sysSocialUser.id);

export async function deleteBinding(db: Db, tenantId: number, userId: number, id: number) {
  const rows = await db
    .delete(sysSocialUser)
    .where(
      and(eq(sysSocialUser.id, id), eq(sysSocialUser.tenantId, tenantId), eq(sysSocialUser.userId, userId)),
    )
    .returning({ id: sysSocialUser.id });
  return rows.length > 0;
}

/**
 * pig's site parameter `socialLoginEnable` (the login's social tab, read with the site's other settings at no
 * extra call) follows whether the tenant has an enabled provider.
 */
export async function syncLoginFlag(db: Db, tenantId: number) {
  const [any] = await db
    .select({ id: sysSocialDetails.id })
    .from(sysSocialDetails)
    .where(and(eq(sysSocialDetails.tenantId, tenantId), eq(sysSocialDetails.enabled, true)))
    .limit(1);
  const value = any ? 'true' : 'false';
  await db
    .insert(sysPublicParam)
    .values({ tenantId, publicKey: 'socialLoginEnable', publicValue: value })
    .onConflictDoUpdate({
      target: [sysPublicParam.tenantId, sysPublicParam.publicKey],
      set: { publicValue: value, delFlag: '0', updateTime: new Date() },
    });
}
