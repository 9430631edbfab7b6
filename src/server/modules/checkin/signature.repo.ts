import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduCheckin, sysFile } from '../../db/schema';

/** A signature file no check-in points at: the condition of both the search and the delete. */
const unreferencedSignature = (db: Db) =>
  and(
    eq(sysFile.dir, 'signature'),
    notExists(
      db
        .select({ one: sql`1` })
        .from(eduCheckin)
        .where(eq(eduCheckin.signatureFileId, sysFile.id)),
    ),
  );

/**
 * Signature files no check-in refers to, stored before `before`: left when a process died between storing the
 * signature and writing its check-in, or when a twin of the same check-in won the insert. Oldest first.
 */
export const orphanSignatures = (db: Db, before: Date, limit: number) =>
  db
    .select({ id: sysFile.id, tenantId: sysFile.tenantId, fileName: sysFile.fileName })
    .from(sysFile)
    .where(and(unreferencedSignature(db), lt(sysFile.createTime, before)))
    .orderBy(sysFile.id)
    .limit(limit);

/** Deletes these signature files' rows (only signatures, only still unreferenced ones). */
export const deleteOrphanSignatures = (db: Db, ids: number[]) =>
  db.delete(sysFile).where(and(inArray(sysFile.id, ids), unreferencedSignature(db)));
