import type { Db } from '../../db/client';
import { inPreparedTransaction, runPrepared, type RunPrepared } from '../../db/prepared';

/**
 * The statements of the progress group commit (study/progress.service.ts), two per run inside its transaction: every
 * heartbeat looked up, its client id claimed and the learners' rows locked in one; rows and answers written in
 * the other. Each takes its rows as one JSON parameter (jsonb_to_recordset), so its text does not depend on
 * the number of rows: PostgreSQL runs them as named prepared statements, and both drivers pass them alike.
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
export type ProgressState = {
  position: number;
  intervals: [number, number][];
  watchedSec: number;
  completed: boolean;
};
export const progressKey = (userId: number, lessonId: number) => `${userId}:${lessonId}`;

/** Rows as one JSON parameter, each with its position (from 1) to answer by. */
const numbered = (rows: object[]) => JSON.stringify(rows.map((r, i) => ({ ...r, i: i + 1 })));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * For each heartbeat: its earlier answer, its lesson and whether the learner is approved on its course. The
 * client ids of the new, valid ones are claimed (a receipt row whose answer is filled in before the transaction
 * commits: a twin sent at the same moment to another run or process waits on that row, then finds the answer),
 * and the learners' rows for those lessons are created if missing and locked, in key order (two runs never wait
 * on each other crosswise). The locked rows come back on the first row, as JSON.
 */
const CLAIM_TEXT = `
  with q as (
    select * from jsonb_to_recordset($1::text::jsonb)
      as q(i int, "tenantId" bigint, "userId" bigint, "clientId" text, "lessonId" bigint)
  ), looked as (
    select q.i, q."tenantId" as tenant_id, q."userId" as user_id, q."clientId" as client_id, r.answer,
           l.id as lesson_id, l.course_id, l.duration_sec,
           exists (select 1 from edu_enrolment e
                   where e.tenant_id = q."tenantId" and e.user_id = q."userId" and e.course_id = l.course_id
                     and e.status = 'approved' and e.del_flag = '0') as approved
    from q
    left join edu_receipt r on r.tenant_id = q."tenantId" and r.user_id = q."userId" and r.client_id = q."clientId"
    left join edu_lesson l on l.tenant_id = q."tenantId" and l.id = q."lessonId" and l.del_flag = '0'
  ), claimed as (
    insert into edu_receipt (tenant_id, user_id, client_id, kind, answer)
    select tenant_id, user_id, client_id, 'progress', 'null'::jsonb from looked
    where answer is null and lesson_id is not null and approved
    order by tenant_id, user_id, client_id
    on conflict do nothing
    returning tenant_id, user_id, client_id
  ), locked as (
    insert into edu_lesson_progress (tenant_id, user_id, lesson_id, course_id)
    select distinct l.tenant_id, l.user_id, l.lesson_id, l.course_id
    from looked l join claimed c on c.tenant_id = l.tenant_id and c.user_id = l.user_id and c.client_id = l.client_id
    order by l.user_id, l.lesson_id
    on conflict (user_id, lesson_id) do update set tenant_id = edu_lesson_progress.tenant_id
    returning user_id, lesson_id, position, intervals, watched_sec, completed
  )
  select l.i, l.answer, l.lesson_id, l.course_id, l.duration_sec, l.approved, c.client_id is not null as claimed,
         case when l.i = 1 then (select coalesce(json_agg(k), '[]'::json) from locked k) end as locked
  from looked l
  left join claimed c on c.tenant_id = l.tenant_id and c.user_id = l.user_id and c.client_id = l.client_id`;

type LockedRow = {
  user_id: string | number;
  lesson_id: string | number;
  position: number;
  intervals: [number, number][];
  watched_sec: number;
  completed: boolean;
};

async function lookUpClaimAndLock(run: RunPrepared, keys: BeatKey[]) {
  const rows = await run<{
    i: string | number;
    answer: unknown;
    lesson_id: string | number | null;
    course_id: string | number | null;
    duration_sec: number | null;
    approved: boolean;
    claimed: boolean;
    locked: LockedRow[] | null;
  }>('progress_claim', CLAIM_TEXT, [numbered(keys)]);
  const looked: LookedUp[] = keys.map(() => ({
    answer: null,
    lesson: null,
    approved: false,
    claimed: false,
  }));
  const locked = new Map<string, ProgressState>();
  for (const r of rows) {
    const lessonId = num(r.lesson_id);
    looked[Number(r.i) - 1] = {
      answer: r.answer ?? null,
      lesson:
        lessonId === null
          ? null
          : { id: lessonId, courseId: Number(r.course_id), durationSec: Number(r.duration_sec) },
      approved: r.approved,
      claimed: r.claimed,
    };
    for (const k of r.locked ?? [])
      locked.set(progressKey(Number(k.user_id), Number(k.lesson_id)), {
        position: k.position,
        intervals: k.intervals,
        watchedSec: k.watched_sec,
        completed: k.completed,
      });
  }
  return { looked, locked };
}

/** The merged rows (completion keeps its first time; it never reverts) and the claimed receipts' answers. */
const SAVE_TEXT = `
  with p as (
    update edu_lesson_progress t
    set position = q.position, intervals = q.intervals, watched_sec = q."watchedSec", completed = q.completed,
        completed_at = case when q.completed then coalesce(t.completed_at, q.at) end, last_studied_at = q.at
    from jsonb_to_recordset($1::text::jsonb)
      as q("userId" bigint, "lessonId" bigint, position float8, intervals jsonb, "watchedSec" float8,
           completed boolean, at timestamptz)
    where t.user_id = q."userId" and t.lesson_id = q."lessonId"
    returning 1
  )
  update edu_receipt r set answer = a.answer
  from jsonb_to_recordset($2::text::jsonb) as a("tenantId" bigint, "userId" bigint, "clientId" text, answer jsonb)
  where r.tenant_id = a."tenantId" and r.user_id = a."userId" and r.client_id = a."clientId"`;

export type ProgressStatements = {
  lookUpClaimAndLock: (keys: BeatKey[]) => ReturnType<typeof lookUpClaimAndLock>;
  save: (
    rows: (ProgressState & { userId: number; lessonId: number; at: Date })[],
    answers: { tenantId: number; userId: number; clientId: string; answer: unknown }[],
  ) => Promise<void>;
};

/** One transaction of the progress group commit, with its two statements. */
export const inProgressTransaction = <T>(db: Db, work: (s: ProgressStatements) => Promise<T>) =>
  inPreparedTransaction(db, (run) =>
    work({
      lookUpClaimAndLock: (keys) => lookUpClaimAndLock(run, keys),
      save: async (rows, answers) =>
        void (await run('progress_save', SAVE_TEXT, [JSON.stringify(rows), JSON.stringify(answers)])),
    }),
  );

const ANSWERS_TEXT = `
  select q.i, r.answer
  from jsonb_to_recordset($1::text::jsonb) as q(i int, "tenantId" bigint, "userId" bigint, "clientId" text)
  join edu_receipt r on r.tenant_id = q."tenantId" and r.user_id = q."userId" and r.client_id = q."clientId"`;

/** The stored answers of these client ids (heartbeats a twin in another run answered), by position. */
export async function answersOf(db: Db, keys: Omit<BeatKey, 'lessonId'>[]): Promise<unknown[]> {
  const rows = await runPrepared<{ i: string | number; answer: unknown }>(
    db,
    'progress_answers',
    ANSWERS_TEXT,
    [numbered(keys)],
  );
  const out: unknown[] = keys.map(() => null);
  for (const r of rows) out[Number(r.i) - 1] = r.answer;
  return out;
}
