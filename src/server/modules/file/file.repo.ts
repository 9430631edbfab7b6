import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysFile } from '../../db/schema';

export type FileRow = typeof sysFile.$inferSelect;

export async function insertFile(db: Db, row: typeof sysFile.$inferInsert): Promise<FileRow> {
  const [saved] = await db.insert(sysFile).values(row).returning();
  if (!saved) throw new Error('sys_file insert returned no row');
  return saved;
}

export async function fileByName(db: Db, tenantId: number, fileName: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(sysFile)
    .where(and(eq(sysFile.tenantId, tenantId), eq(sysFile.fileName, fileName), eq(sysFile.delFlag, '0')));
  return row;
}

export async function fileById(db: Db, tenantId: number, id: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(sysFile)
    .where(and(eq(sysFile.tenantId, tenantId), eq(sysFile.id, id), eq(sysFile.delFlag, '0')));
  return row;
}
