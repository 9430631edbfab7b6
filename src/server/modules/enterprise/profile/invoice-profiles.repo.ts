import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eduInvoiceProfile } from '../../../db/schema';

export type InvoiceProfileRow = typeof eduInvoiceProfile.$inferSelect;

const liveProfiles = (tenantId: number, enterpriseId: number) =>
  and(
    eq(eduInvoiceProfile.tenantId, tenantId),
    eq(eduInvoiceProfile.enterpriseId, enterpriseId),
    eq(eduInvoiceProfile.delFlag, '0'),
  );

/** The enterprise's invoice profiles, the default first, then the newest. */
export const profiles = (db: Db, tenantId: number, enterpriseId: number) =>
  db
    .select()
    .from(eduInvoiceProfile)
    .where(liveProfiles(tenantId, enterpriseId))
    .orderBy(desc(eduInvoiceProfile.isDefault), desc(eduInvoiceProfile.id));

export async function profile(db: Db, tenantId: number, enterpriseId: number, id: number) {
  const [row] = await db
    .select()
    .from(eduInvoiceProfile)
    .where(and(liveProfiles(tenantId, enterpriseId), eq(eduInvoiceProfile.id, id)));
  return row;
}

type ProfileFields = Omit<
  typeof eduInvoiceProfile.$inferInsert,
  'id' | 'tenantId' | 'enterpriseId' | 'createTime' | 'updateTime' | 'delFlag'
>;

/**
 * Writes a profile (a new one when `id` is absent) keeping one default per enterprise: a default one takes the
 * mark from the others; the enterprise's only profile is its default.
 */
export function saveProfile(
  db: Db,
  tenantId: number,
  enterpriseId: number,
  fields: ProfileFields,
  id?: number,
) {
  return db.transaction(async (tx) => {
    const others = await tx
      .select({ id: eduInvoiceProfile.id })
      .from(eduInvoiceProfile)
      .where(
        and(
          liveProfiles(tenantId, enterpriseId),
          id === undefined ? undefined : ne(eduInvoiceProfile.id, id),
        ),
      );
    const isDefault = fields.isDefault === true || others.length === 0;
    if (isDefault && others.length)
      await tx
        .update(eduInvoiceProfile)
        .set({ isDefault: false, updateTime: new Date() })
        .where(liveProfiles(tenantId, enterpriseId));
    if (id === undefined) {
      const [row] = await tx
        .insert(eduInvoiceProfile)
        .values({ ...fields, isDefault, tenantId, enterpriseId, createBy: fields.updateBy })
        .returning();
      return row;
    }
    const [row] = await tx
      .update(eduInvoiceProfile)
      .set({ ...fields, isDefault, updateTime: new Date() })
      .where(and(liveProfiles(tenantId, enterpriseId), eq(eduInvoiceProfile.id, id)))
      .returning();
    return row;
  });
}

/** Deletes the enterprise's profiles of `ids` (others' ids are ignored); a deleted default passes to the oldest. */
export function deleteProfiles(db: Db, tenantId: number, enterpriseId: number, ids: number[], by: string) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .update(eduInvoiceProfile)
      .set({ delFlag: '1', isDefault: false, updateBy: by, updateTime: new Date() })
      .where(and(liveProfiles(tenantId, enterpriseId), inArray(eduInvoiceProfile.id, ids)))
      .returning({ id: eduInvoiceProfile.id });
    const rest = await tx
      .select({ id: eduInvoiceProfile.id, isDefault: eduInvoiceProfile.isDefault })
      .from(eduInvoiceProfile)
      .where(liveProfiles(tenantId, enterpriseId))
      .orderBy(asc(eduInvoiceProfile.id));
    const first = rest[0];
    if (first && !rest.some((r) => r.isDefault))
      await tx.update(eduInvoiceProfile).set({ isDefault: true }).where(eq(eduInvoiceProfile.id, first.id));
    return gone.length;
  });
}
