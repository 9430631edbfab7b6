import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The statements of the progress group commit (study.progress.ts): every heartbeat of a run looked up and its
 * client id claimed in one statement, the learners' rows locked in one, rows and receipts written in one. Each
 * takes its rows as one JSON parameter (jsonb_to_recordset), so its text does not depend on the number of rows
 * and both drivers pass it alike.
 */

export type BeatKey = { tenantId: number; userId: number; clientId: string; lessonId: number };
export type LookedUp = {
  /** The first answer to this client id, when it has one (a replay). */
  answer: unknown;
  /** The lesson of the tenant (not deleted), or null. */
  lesson: { id: number; courseId: number; durationSec: number } | null;
  /** Whether the learner holds an approved sign-up for the lesson's course. */
  approved: boolean;
  /** Whether this run claimed the client id (false: answered before, or claimed by a run still going). */
  claimed: boolean;
};

/** Rows as one JSON parameter, each with its position (from 1) to answer by. */
const numbered = (rows: object[]) => JSON.stringify(rows.map((r, i) => ({ ...r, i: i + 1 })));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/**
 * Finds each heartbeat's earlier answer, lesson and sign-up, and claims the client ids of the new, valid ones (a
 * receipt row whose answer is filled in before the transaction commits): a twin sent at the same moment to
 * another run or process waits on that row and then finds the answer. Answers by position.
 */
export async function lookUpAndClaim(tx: Db, keys: BeatKey[]): Promise<LookedUp[]> {
  const rows = rowsOf<{
    i: string | number;
    answer: unknown;
    lesson_id: string | number | null;
    course_id: string | number | null;
    duration_sec: number | null;
    approved: boolean;
    claimed: boolean;
  }>(
    await tx.execute(sql`
      with q as (
        select * from jsonb_to_recordset(${numbered(keys)}::text::jsonb)
          as q(i int, "tenantId" bigint, "userId" bigint, "clientId" text, "lessonId" bigint)
      ), looked as (
        select q.i, q."tenantId" as tenant_id, q."userId" as user_id, q."clientId" as client_id, r.answer,
               l.id as lesson_id, l.course_id, l.duration_sec,
               exists (select 1 from edu_enrolment e
                       where e.tenant_id = q."tenantId" and e.user_id = q."userId" and e.course_id = l.course_id
                         and e.status = 'approved' and e.del_flag = '0') as approved
        from q
        left join edu_receipt r
          on r.tenant_id = q."tenantId" and r.user_id = q."userId" and r.client_id = q."clientId"
        left join edu_lesson l on l.tenant_id = q."tenantId" and l.id = q."lessonId" and l.del_flag = '0'
      ), claimed as (
        insert into edu_receipt (tenant_id, user_id, client_id, kind, answer)
        select tenant_id, user_id, client_id, 'progress', 'null'::jsonb from looked
        where answer is null and lesson_id is not null and approved
        order by tenant_id, user_id, client_id
        on conflict do nothing
        returning tenant_id, user_id, client_id
      )
      select l.i, l.answer, l.lesson_id, l.course_id, l.duration_sec, l.approved, c.client_id is not null as claimed
      from looked l
      left join claimed c on c.tenant_id = l.tenant_id and c.user_id = l.user_id and c.client_id = l.client_id`),
  );
  const out: LookedUp[] = keys.map(() => ({ answer: null, lesson: null, approved: false, claimed: false }));
  for (const r of rows) {
    const lessonId = num(r.lesson_id);
    out[Number(r.i) - 1] = {
      answer: r.answer ?? null,
      lesson:
        lessonId === null
          ? null
          : { id: lessonId, courseId: Number(r.course_id), durationSec: Number(r.duration_sec) },
      approved: r.approved,
      claimed: r.claimed,
    };
  }
  return out;
}

export type ProgressState = {
  position: number;
  intervals: [number, number][];
  watchedSec: number;
  completed: boolean;
};
export type RowKey = { tenantId: number; userId: number; lessonId: number; courseId: number };

/**
 * The learners' rows for these lessons, created if missing and locked for the transaction, in key order (two
 * runs locking the same rows never wait on each other crosswise). Keys must be distinct.
 */
export async function lockProgressRows(tx: Db, keys: RowKey[]): Promise<Map<string, ProgressState>> {
  const sorted = [...keys].sort((a, b) => a.userId - b.userId || a.lessonId - b.lessonId);
  const rows = rowsOf<{
    user_id: string | number;
    lesson_id: string | number;
    position: number;
    intervals: [number, number][];
    watched_sec: number;
    completed: boolean;
  }>(
    await tx.execute(sql`
      insert into edu_lesson_progress (tenant_id, user_id, lesson_id, course_id)
      select * from jsonb_to_recordset(${JSON.stringify(sorted)}::text::jsonb)
        as q("tenantId" bigint, "userId" bigint, "lessonId" bigint, "courseId" bigint)
      on conflict (user_id, lesson_id) do update set tenant_id = edu_lesson_progress.tenant_id
      returning user_id, lesson_id, position, intervals, watched_sec, completed`),
  );
  return new Map(
    rows.map((r) => [
      progressKey(Number(r.user_id), Number(r.lesson_id)),
      { position: r.position, intervals: r.intervals, watchedSec: r.watched_sec, completed: r.completed },
    ]),
  );
}
export const progressKey = (userId: number, lessonId: number) => `${userId}:${lessonId}`;

/**
 * Writes the merged rows (completion keeps its first time; it never reverts) and fills in the claimed receipts'
 * answers, in one statement.
 */
export async function saveProgressAndAnswers(
  tx: Db,
  rows: (ProgressState & { userId: number; lessonId: number; at: Date })[],
  answers: { tenantId: number; userId: number; clientId: string; answer: unknown }[],
) {
  await tx.execute(sql`
    with p as (
      update edu_lesson_progress t
      set position = q.position, intervals = q.intervals, watched_sec = q."watchedSec", completed = q.completed,
          completed_at = case when q.completed then coalesce(t.completed_at, q.at) end, last_studied_at = q.at
      from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb)
        as q("userId" bigint, "lessonId" bigint, position float8, intervals jsonb, "watchedSec" float8,
             completed boolean, at timestamptz)
      where t.user_id = q."userId" and t.lesson_id = q."lessonId"
      returning 1
    )
    update edu_receipt r set answer = a.answer
    from jsonb_to_recordset(${JSON.stringify(answers)}::text::jsonb)
      as a("tenantId" bigint, "userId" bigint, "clientId" text, answer jsonb)
    where r.tenant_id = a."tenantId" and r.user_id = a."userId" and r.client_id = a."clientId"`);
}

/** The stored answers of these client ids (heartbeats a twin in another run answered), by position. */
export async function answersOf(db: Db, keys: Omit<BeatKey, 'lessonId'>[]): Promise<unknown[]> {
  const rows = rowsOf<{ i: string | number; answer: unknown }>(
    await db.execute(sql`
      select q.i, r.answer
      from jsonb_to_recordset(${numbered(keys)}::text::jsonb)
        as q(i int, "tenantId" bigint, "userId" bigint, "clientId" text)
      join edu_receipt r on r.tenant_id = q."tenantId" and r.user_id = q."userId" and r.client_id = q."clientId"`),
  );
  const out: unknown[] = keys.map(() => null);
  for (const r of rows) out[Number(r.i) - 1] = r.answer;
  return out;
}
