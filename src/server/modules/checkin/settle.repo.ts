import { and, eq, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduCheckin } from '../../db/schema';
import type { CheckinRow } from './checkin.repo';

/**
 * Two desks offline let the same person in: the first by when it happened stands, whichever reached the server
 * first. A check-in saved as a conflict (another device's check-in of that person stood) that happened earlier
 * than the standing one takes its place: in one transaction the standing one becomes the duplicate conflict and
 * this one the check-in, so the person is counted once throughout (the unique index of accepted check-ins holds at
 * every step). Its device learns at once from the answer, the other from its list (the roster names the device
 * whose check-in stands).
 */

/** When a check-in happened: the device's clock corrected by its measured offset. */
const happenedAt = (r: CheckinRow) => (r.deviceTime?.getTime() ?? r.serverTime.getTime()) + r.clockOffsetMs;
/** Another run may swap the same person at once: its change is read again, this many times at most. */
const TRIES = 3;

async function standingOf(db: Db, r: CheckinRow): Promise<CheckinRow | undefined> {
  const [standing] = await db
    .select()
    .from(eduCheckin)
    .where(
      and(
        eq(eduCheckin.tenantId, r.tenantId),
        eq(eduCheckin.sessionId, r.sessionId),
        eq(eduCheckin.enrolmentId, r.enrolmentId ?? -1),
        eq(eduCheckin.outcome, 'accepted'),
        eq(eduCheckin.undone, false),
      ),
    );
  return standing;
}

/** The conflict's row after settling: accepted if it happened first, else as it was. */
async function settleOne(db: Db, conflict: CheckinRow): Promise<CheckinRow> {
  for (let i = 0; i < TRIES; i++) {
    const standing = await standingOf(db, conflict);
    if (!standing || standing.id === conflict.id || happenedAt(standing) <= happenedAt(conflict))
      return conflict;
    const swapped = await db
      .transaction(async (tx) => {
        const demoted = await tx
          .update(eduCheckin)
          .set({ outcome: 'duplicate', reason: 'already_checked_in', conflict: true })
          .where(
            and(
              eq(eduCheckin.id, standing.id),
              eq(eduCheckin.outcome, 'accepted'),
              eq(eduCheckin.undone, false),
            ),
          )
          .returning({ id: eduCheckin.id });
        if (!demoted.length) return null;
        const [promoted] = await tx
          .update(eduCheckin)
          .set({ outcome: 'accepted', reason: null, conflict: false })
          .where(and(eq(eduCheckin.id, conflict.id), eq(eduCheckin.outcome, 'duplicate')))
          .returning();
        // Settled by another run meanwhile: this one changes nothing.
        if (!promoted) tx.rollback();
        return promoted ?? null;
      })
      .catch((err: unknown) => {
        if (err instanceof TransactionRollbackError) return null;
        throw err;
      });
    if (swapped) return swapped;
  }
  return conflict;
}

/** Settles each of these rows that were saved as conflicts between devices; answers every row as it stands now. */
export async function settleByDeviceTime(db: Db, rows: CheckinRow[]): Promise<CheckinRow[]> {
  const out: CheckinRow[] = [];
  for (const r of rows)
    out.push(r.outcome === 'duplicate' && r.conflict && r.passage === 'entry' ? await settleOne(db, r) : r);
  return out;
}
