import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysFile, sysFileGroup } from '../../db/schema';

export type FileRow = typeof sysFile.$inferSelect;
export type { StoredVariant } from '../../db/schema';

export async function insertFile(db: Db, row: typeof sysFile.$inferInsert): Promise<FileRow> {
  const [saved] = await db.insert(sysFile).values(row).returning();
  if (!saved) throw new Error('sys_file insert returned no row');
  return saved;
}

/** Several records in one statement, in the order given. */
export async function insertFiles(db: Db, rows: (typeof sysFile.$inferInsert)[]): Promise<FileRow[]> {
  if (!rows.length) return [];
  const saved = await db.insert(sysFile).values(rows).returning();
  if (saved.length !== rows.length) throw new Error('sys_file insert returned fewer rows');
  return saved;
}

export async function fileByName(db: Db, tenantId: number, fileName: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(sysFile)
    .where(and(eq(sysFile.tenantId, tenantId), eq(sysFile.fileName, fileName), eq(sysFile.delFlag, '0')));
  return row;
}

/** The image whose recorded copies include `variant` (its stored name starts with the image's id). */
export async function fileOfVariant(
  db: Db,
  tenantId: number,
  id: string,
  variant: string,
): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(sysFile)
    .where(
      and(
        eq(sysFile.tenantId, tenantId),
        like(sysFile.fileName, `${id}.%`),
        sql`${sysFile.variants} @> ${JSON.stringify([{ fileName: variant }])}::jsonb`,
        eq(sysFile.delFlag, '0'),
      ),
    );
  return row;
}

/** Stored images of a tenant by name, those whose size is known (uploaded since images were measured). */
export async function imagesByName(db: Db, tenantId: number, fileNames: string[]): Promise<FileRow[]> {
  if (!fileNames.length) return [];
  return db
    .select()
    .from(sysFile)
    .where(
      and(
        eq(sysFile.tenantId, tenantId),
        inArray(sysFile.fileName, fileNames),
        isNotNull(sysFile.width),
        eq(sysFile.delFlag, '0'),
      ),
    );
}

export async function fileById(db: Db, tenantId: number, id: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(sysFile)
    .where(and(eq(sysFile.tenantId, tenantId), eq(sysFile.id, id), eq(sysFile.delFlag, '0')));
  return row;
}

/** A folder of the tenant's material library. */
export async function groupById(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(sysFileGroup)
    .where(and(eq(sysFileGroup.tenantId, tenantId), eq(sysFileGroup.id, id), eq(sysFileGroup.delFlag, '0')));
  return row;
}
