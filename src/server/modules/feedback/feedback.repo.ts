import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduFeedback } from '../../db/schema';

export type FeedbackRow = typeof eduFeedback.$inferSelect;

const own = (tenantId: number, userId: number) =>
  and(eq(eduFeedback.tenantId, tenantId), eq(eduFeedback.userId, userId), eq(eduFeedback.delFlag, '0'));

/** The feedback a queued draft already made (same user, same client key). */
export async function byClientId(db: Db, tenantId: number, userId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(eduFeedback)
    .where(and(own(tenantId, userId), eq(eduFeedback.clientId, clientId)));
  return row;
}

export async function insert(db: Db, row: typeof eduFeedback.$inferInsert) {
  const [created] = await db.insert(eduFeedback).values(row).onConflictDoNothing().returning();
  return created;
}

/** The user's own feedback, newest first, optionally of one status. */
export async function pageOfUser(
  db: Db,
  tenantId: number,
  userId: number,
  q: { status?: string; current: number; size: number },
) {
  const where = and(own(tenantId, userId), q.status ? eq(eduFeedback.status, q.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(eduFeedback)
      .where(where)
      .orderBy(desc(eduFeedback.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ n: count() }).from(eduFeedback).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
