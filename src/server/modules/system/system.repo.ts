import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysDictItem, sysI18n, sysPublicParam, sysSecret, sysTenant } from '../../db/schema';

export const dictItems = (db: Db, tenantId: number, type: string) =>
  db
    .select()
    .from(sysDictItem)
    .where(
      and(eq(sysDictItem.tenantId, tenantId), eq(sysDictItem.dictType, type), eq(sysDictItem.delFlag, '0')),
    )
    .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.id));

export const i18nRows = (db: Db) =>
  db.select().from(sysI18n).where(eq(sysI18n.delFlag, '0')).orderBy(asc(sysI18n.id));

export const siteParams = (db: Db, tenantId: number) =>
  db
    .select()
    .from(sysPublicParam)
    .where(
      and(
        eq(sysPublicParam.tenantId, tenantId),
        eq(sysPublicParam.status, '0'),
        eq(sysPublicParam.delFlag, '0'),
      ),
    );

export async function paramValue(db: Db, tenantId: number, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: sysPublicParam.publicValue })
    .from(sysPublicParam)
    .where(
      and(
        eq(sysPublicParam.tenantId, tenantId),
        eq(sysPublicParam.publicKey, key),
        eq(sysPublicParam.status, '0'),
        eq(sysPublicParam.delFlag, '0'),
      ),
    );
  return row?.value ?? undefined;
}

export const validTenants = (db: Db, now: Date) =>
  db
    .select()
    .from(sysTenant)
    .where(
      and(
        eq(sysTenant.status, '0'),
        eq(sysTenant.delFlag, '0'),
        lt(sysTenant.startTime, now),
        gt(sysTenant.endTime, now),
      ),
    )
    .orderBy(asc(sysTenant.id));

export async function tenantById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(sysTenant)
    .where(and(eq(sysTenant.id, id), eq(sysTenant.delFlag, '0')));
  return row;
}

/** A server secret by name, made (random) by whichever process asks first; every process reads the same. */
export async function secretOf(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(sysSecret).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(sysSecret).where(eq(sysSecret.name, name));
  if (!row) throw new Error(`secret ${name}`);
  return row.value;
}

/** A trivial statement: whether the database answers at all. */
export const pingDatabase = async (db: Db) => void (await db.execute(sql`select 1`));
