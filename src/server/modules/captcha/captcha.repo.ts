import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysCaptcha } from '../../db/schema';

export const insertPuzzle = (db: Db, row: typeof sysCaptcha.$inferInsert) =>
  db.insert(sysCaptcha).values(row);

/**
 * Checks a puzzle once: of any number of checks of one token, the first within its life is the only one that
 * counts (it marks the row checked whatever the answer). The verification's hash is kept only when `dx` lies
 * within `tolerance` of the hole; the answer says whether it was.
 */
export async function checkOnce(
  db: Db,
  p: { token: string; dx: number; tolerance: number; verificationHash: string; now: Date },
): Promise<'solved' | 'wrong' | 'unknown'> {
  const rows = await db
    .update(sysCaptcha)
    .set({
      checkedAt: p.now,
      verificationHash: sql`case
        when abs(${sysCaptcha.x} - ${p.dx}::double precision) <= ${p.tolerance}::double precision
        then ${p.verificationHash}::varchar else null end`,
    })
    .where(and(eq(sysCaptcha.token, p.token), isNull(sysCaptcha.checkedAt), gt(sysCaptcha.expiresAt, p.now)))
    .returning({ hash: sysCaptcha.verificationHash });
  const row = rows[0];
  return !row ? 'unknown' : row.hash ? 'solved' : 'wrong';
}

/** Uses a solved puzzle's verification once, if it was solved after `solvedAfter`. */
export async function consumeOnce(
  db: Db,
  p: { token: string; verificationHash: string; solvedAfter: Date; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(sysCaptcha)
    .set({ consumedAt: p.now })
    .where(
      and(
        eq(sysCaptcha.token, p.token),
        eq(sysCaptcha.verificationHash, p.verificationHash),
        isNull(sysCaptcha.consumedAt),
        gt(sysCaptcha.checkedAt, p.solvedAfter),
      ),
    )
    .returning({ token: sysCaptcha.token });
  return rows.length === 1;
}

/** Forgets puzzles that expired before `before` (their verifications with them). */
export const purgeBefore = (db: Db, before: Date) =>
  db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, before));
