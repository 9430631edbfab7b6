import type { LessonProgress, ProgressRequest } from '@contract/study';
import type { Db } from '../../db/client';
import { createBatcher } from '../../lib/batcher';
import type { CertificateWatch } from '../certificate';
import { DomainError } from '../../lib/domain-error';
import { answersOf, inProgressTransaction, progressKey, type ProgressState } from './progress.repo';
import { mergeProgress, progressCacheKey, toLessonProgress, type ProgressCache } from './study.service';

/**
 * Progress heartbeats in groups: a class of learners watching at once, or a phone replaying its queue, shares
 * one transaction of two statements per run (lib/batcher.ts) instead of paying six statements and a
 * transaction per heartbeat. The rules are recordProgress's of before, item by item:
 * - a client id answered before answers the same again (the receipt), even if the sign-up has gone since;
 * - an unknown lesson is a 404, a lesson of a course the learner is not approved on a refusal, and neither
 *   leaves a receipt (the same heartbeat may be accepted later);
 * - the learner's row for the lesson is locked, merged (union of intervals, furthest position, completion never
 *   reverts) in the order the heartbeats came, and written with the receipts before the transaction commits;
 * - a twin (same client id) running in another run or process at the same moment waits on the receipt row and
 *   answers what the first one saved; the same client id twice in one run shares the first one's answer.
 */
export type Beat = { tenantId: number; userId: number; req: ProgressRequest; at: Date };
type Completed = { tenantId: number; userId: number; courseId: number };
type Answer = LessonProgress | DomainError;

const keyOf = (b: Pick<Beat, 'tenantId' | 'userId'> & { clientId: string }) =>
  `${b.tenantId}:${b.userId}:${b.clientId}`;

export async function recordProgressMany(
  db: Db,
  beats: Beat[],
): Promise<{ answers: Answer[]; learners: string[]; completed: Completed[] }> {
  const at = new Map<string, number>();
  const unique: Beat[] = [];
  for (const b of beats) {
    const key = keyOf({ ...b, clientId: b.req.clientId });
    if (!at.has(key)) at.set(key, unique.push(b) - 1);
  }
  /** The learners whose rows this run writes. */
  const learners = new Set<string>();
  /** The learners and courses of which a lesson was completed by this run (a certificate may be earned). */
  const completed = new Map<string, Completed>();
  const answers = await inProgressTransaction(db, async (statements) => {
    const { looked, locked: before } = await statements.lookUpClaimAndLock(
      unique.map((b) => ({
        tenantId: b.tenantId,
        userId: b.userId,
        clientId: b.req.clientId,
        lessonId: Number(b.req.lessonId),
      })),
    );
    const out: (Answer | null)[] = unique.map(() => null);
    const mine: { i: number; lesson: NonNullable<(typeof looked)[number]['lesson']> }[] = [];
    looked.forEach((l, i) => {
      if (l.answer !== null) out[i] = l.answer as LessonProgress;
      else if (!l.lesson) out[i] = new DomainError('lessonNotFound', {}, 404);
      else if (!l.approved) out[i] = new DomainError('notEnrolled');
      else if (l.claimed) mine.push({ i, lesson: l.lesson });
      // Otherwise a twin in another run holds the client id: its answer is read once that run has committed.
    });
    if (!mine.length) return out;
    const after = new Map<string, ProgressState & { userId: number; lessonId: number; at: Date }>();
    for (const { i, lesson } of mine) {
      const b = unique[i] as Beat;
      const key = progressKey(b.userId, lesson.id);
      learners.add(progressCacheKey(b.tenantId, b.userId));
      const prior = after.get(key) ?? before.get(key);
      const merged = mergeProgress(prior, lesson, b.req);
      if (merged.completed && !prior?.completed)
        completed.set(`${b.tenantId}:${b.userId}:${lesson.courseId}`, {
          tenantId: b.tenantId,
          userId: b.userId,
          courseId: lesson.courseId,
        });
      after.set(key, { ...merged, userId: b.userId, lessonId: lesson.id, at: b.at });
      out[i] = toLessonProgress({ lessonId: lesson.id, ...merged });
    }
    await statements.save(
      [...after.values()],
      mine.map(({ i }) => {
        const b = unique[i] as Beat;
        return { tenantId: b.tenantId, userId: b.userId, clientId: b.req.clientId, answer: out[i] };
      }),
    );
    return out;
  });
  const waiting = answers.flatMap((a, i) => (a === null ? [i] : []));
  if (waiting.length) {
    const found = await answersOf(
      db,
      waiting.map((i) => {
        const b = unique[i] as Beat;
        return { tenantId: b.tenantId, userId: b.userId, clientId: b.req.clientId };
      }),
    );
    waiting.forEach((i, k) => (answers[i] = (found[k] as LessonProgress | null) ?? null));
  }
  // A twin's run that rolled back leaves no answer: failing the run makes the batcher try each request alone.
  if (answers.some((a) => a === null)) throw new Error('a heartbeat lost its twin');
  return {
    answers: beats.map((b) => answers[at.get(keyOf({ ...b, clientId: b.req.clientId })) as number] as Answer),
    learners: [...learners],
    completed: [...completed.values()],
  };
}

/**
 * The server's progress desk: one group commit per process. PGlite runs one statement at a time anyway;
 * PostgreSQL takes a few runs at once.
 */
export function createProgressDesk(
  db: () => Db,
  progress: ProgressCache,
  concurrency: number,
  certificates: Pick<CertificateWatch, 'progressed'>,
) {
  const batcher = createBatcher(
    async (beats: Beat[]) => {
      const { answers, learners, completed } = await recordProgressMany(db(), beats);
      // Committed: a lesson completed may complete a course (looked at apart from these answers).
      for (const c of completed) certificates.progressed(c.tenantId, c.userId, c.courseId);
      // Every process forgets these learners' cached progress before any heartbeat of the run is answered; the
      // next run does not wait for the news to travel.
      const told = learners.length ? progress.written(learners) : Promise.resolve();
      return answers.map((answer) => ({ answer, told }));
    },
    { maxItems: 200, concurrency },
  );
  return {
    async record(tenantId: number, userId: number, req: ProgressRequest): Promise<LessonProgress> {
      const [done] = await batcher.push([{ tenantId, userId, req, at: new Date() }]);
      await done?.told;
      const answer = done?.answer;
      if (answer instanceof DomainError || !answer) throw answer ?? new Error('no answer');
      return answer;
    },
  };
}
