/**
 * The device's journal of an attempt: one IndexedDB record per attempt holding the paper, the clock
 * offset measured when it was received, every answer with the (offset-corrected) time it was given, flags and
 * the question on screen. It is written at once on every change, so a reload, a closed app or a lost signal
 * loses nothing, and it is what the background sync sends from.
 */
import { createStore, get, set } from 'idb-keyval';
import type { AnswerEntry, Attempt, SavedAnswer, SubmitResult } from '@contract/exam-learner';
import type { AnswerValue } from '@contract/exam';
import { getUser } from '@/lib/session';

export type JournalAnswer = {
  value: AnswerValue;
  flagged: boolean;
  /** Device clock + offset when it was given: the server's clock, comparable across devices. */
  answeredAtMs: number;
  /** Not yet acknowledged by the server. */
  dirty: boolean;
};

export type Journal = {
  attemptId: string;
  /** Whose attempt: a journal is opened only by the user who wrote it (persisted data is one user's). */
  ownerId: string | null;
  examId: string;
  attempt: Attempt;
  /** Server's clock − this device's clock (ms), measured when the attempt was received; updated by each save. */
  offsetMs: number;
  answers: Record<string, JournalAnswer>;
  index: number;
  /** Set once the learner (or the deadline) submitted: its client id makes every replay the same submit. */
  submit: { clientId: string; deviceTime: number; result: SubmitResult | null } | null;
};

/**
 * Server answers and the local journal, question by question: the later `answeredAtMs` wins (both are on the
 * server's clock). A local answer newer than the server's still has to be sent; one the server has is not.
 */
export function mergeAnswers(
  local: Record<string, JournalAnswer>,
  server: readonly SavedAnswer[],
): Record<string, JournalAnswer> {
  const out = { ...local };
  for (const s of server) {
    const mine = out[s.questionId];
    if (!mine || s.answeredAtMs > mine.answeredAtMs)
      out[s.questionId] = { value: s.value, flagged: s.flagged, answeredAtMs: s.answeredAtMs, dirty: false };
    else if (mine.answeredAtMs > s.answeredAtMs) out[s.questionId] = { ...mine, dirty: true };
  }
  return out;
}

/** What the next save sends: every answer the server has not acknowledged. */
export const dirtyEntries = (answers: Record<string, JournalAnswer>): AnswerEntry[] =>
  Object.entries(answers)
    .filter(([, a]) => a.dirty)
    .map(([questionId, a]) => ({
      questionId,
      value: a.value,
      flagged: a.flagged,
      answeredAtMs: a.answeredAtMs,
    }));

/** Every answer of the journal (a submit carries them all, so nothing depends on an earlier save having landed). */
export const allEntries = (answers: Record<string, JournalAnswer>): AnswerEntry[] =>
  Object.entries(answers).map(([questionId, a]) => ({
    questionId,
    value: a.value,
    flagged: a.flagged,
    answeredAtMs: a.answeredAtMs,
  }));

/** After a save: what was sent is clean, unless it changed again while the save was on its way. */
export function markSynced(
  answers: Record<string, JournalAnswer>,
  sent: readonly AnswerEntry[],
): Record<string, JournalAnswer> {
  const out = { ...answers };
  for (const e of sent) {
    const a = out[e.questionId];
    if (a && a.answeredAtMs === e.answeredAtMs) out[e.questionId] = { ...a, dirty: false };
  }
  return out;
}

/** A journal for an attempt just received, merged with what this device already journaled for it. */
export function journalFor(attempt: Attempt, offsetMs: number, existing: Journal | undefined): Journal {
  return {
    attemptId: attempt.attemptId,
    ownerId: getUser()?.user.userId ?? existing?.ownerId ?? null,
    examId: attempt.examId,
    attempt: { ...attempt, answers: [] },
    offsetMs,
    answers: mergeAnswers(existing?.answers ?? {}, attempt.answers),
    index: existing?.index ?? 0,
    submit: existing?.submit ?? null,
  };
}

const store = () => createStore('peixun-exam', 'journal');
let db: ReturnType<typeof createStore> | undefined;
let writes: Promise<unknown> = Promise.resolve();

/**
 * This user's journal of an attempt. A journal outlives logout on purpose (unsent answers are sent when its owner
 * logs in again), so one written by another account on this phone is never shown or sent under this one.
 */
export async function loadJournal(attemptId: string): Promise<Journal | undefined> {
  const journal = await get<Journal>(attemptId, (db ??= store()));
  const me = getUser()?.user.userId;
  return journal && me && journal.ownerId && journal.ownerId !== me ? undefined : journal;
}

/** Writes in order: a later state never lands before an earlier one. */
export function saveJournal(journal: Journal): Promise<unknown> {
  writes = writes.then(() => set(journal.attemptId, journal, (db ??= store()))).catch(() => undefined);
  return writes;
}
