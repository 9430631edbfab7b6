/**
 * Exam rules without zod, shared by the phone and the server so both count the same deadline, the
 * same grace window and the same shuffle. Scoring is NOT here: the answers never reach a device before submit,
 * so the server alone judges (src/server/modules/exam/attempts/scoring.rules.ts).
 */

export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'fill'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The keys of a true/false question's two options: its answer is one of them, like a single choice. */
export const JUDGE_KEYS = ['T', 'F'] as const;
/** Option keys of choice questions, in order (A–H). */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const MAX_OPTIONS = OPTION_KEYS.length;
export const MIN_CHOICE_OPTIONS = 2;
/** A fill-in question has 1..MAX_BLANKS blanks; each blank accepts any of its alternatives. */
export const MAX_BLANKS = 10;
export const MAX_ALTERNATIVES = 10;
export const FILL_ANSWER_MAX = 200;

/** A paper is a fixed list of questions or a random draw per type and category, made once per attempt. */
export const PAPER_MODES = ['fixed', 'random'] as const;
export type PaperMode = (typeof PAPER_MODES)[number];
export const EXAM_STATUSES = ['draft', 'published'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];
/** When the learner sees the score, and when the per-question analysis (right answer, explanation). */
export const SCORE_RELEASES = ['after_submit', 'after_close'] as const;
export type ScoreRelease = (typeof SCORE_RELEASES)[number];
export const ANALYSIS_RELEASES = ['after_submit', 'after_close', 'never'] as const;
export type AnalysisRelease = (typeof ANALYSIS_RELEASES)[number];

/** What the learner's exam list says of an exam (GET /edu/exam/mine). */
export const EXAM_STATES = ['upcoming', 'open', 'in_progress', 'submitted', 'closed'] as const;
export type ExamState = (typeof EXAM_STATES)[number];

/**
 * An attempt's life: in_progress → graded (scored), pending_review (fill-in answers await staff), late_review
 * (submitted after the deadline + grace; staff accept → graded or reject → rejected). Never dropped.
 */
export const ATTEMPT_STATUSES = [
  'in_progress',
  'graded',
  'pending_review',
  'late_review',
  'rejected',
] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

export const DEFAULT_GRACE_HOURS = 24;
export const MAX_GRACE_HOURS = 24 * 7;
export const MAX_DURATION_MIN = 24 * 60;
export const MAX_QUESTIONS_PER_PAPER = 200;
/** A device syncs its journal of answers at most this often while online (and on submit, hide and reconnect). */
export const ANSWER_SYNC_MS = 10_000;
/** At most this many answers in one save (a whole paper). */
export const MAX_ANSWERS_PER_SAVE = MAX_QUESTIONS_PER_PAPER;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An attempt's deadline: its server start time + duration, capped by the exam's close time. */
export function attemptDeadline(startedAtMs: number, durationMin: number, closeAtMs: number | null): number {
  const byDuration = startedAtMs + durationMin * MINUTE;
  return closeAtMs == null ? byDuration : Math.min(byDuration, closeAtMs);
}

/** When a device made its submit, on the server's clock: its own time corrected by the measured offset. */
const correctedDeviceTime = (deviceTimeMs: number, clockOffsetMs: number) => deviceTimeMs + clockOffsetMs;

export type SubmitTiming = 'on_time' | 'late_review';

/**
 * The rule for a submit. Received by the deadline: on time. Received later (an offline submit replayed):
 * on time when it was made — device time corrected by the clock offset — by the deadline and it arrived within
 * the grace window after the deadline; anything else is kept for staff review, never dropped. A device claiming a
 * time after it was received is not believed: the made-at time is never later than the arrival.
 */
export function judgeSubmitTiming(input: {
  deadlineMs: number;
  receivedAtMs: number;
  deviceTimeMs: number;
  clockOffsetMs: number;
  graceHours: number;
}): SubmitTiming {
  const { deadlineMs, receivedAtMs, graceHours } = input;
  if (receivedAtMs <= deadlineMs) return 'on_time';
  const madeAt = Math.min(correctedDeviceTime(input.deviceTimeMs, input.clockOffsetMs), receivedAtMs);
  if (madeAt <= deadlineMs && receivedAtMs <= deadlineMs + graceHours * HOUR) return 'on_time';
  return 'late_review';
}

/** Where an exam stands for a learner at `nowMs`. `attemptsAllowed` 0 = unlimited. */
export function examState(input: {
  nowMs: number;
  openAtMs: number | null;
  closeAtMs: number | null;
  attemptsAllowed: number;
  attemptsUsed: number;
  inProgress: boolean;
}): ExamState {
  const { nowMs, openAtMs, closeAtMs, attemptsAllowed, attemptsUsed, inProgress } = input;
  if (inProgress) return 'in_progress';
  if (openAtMs != null && nowMs < openAtMs) return 'upcoming';
  if (closeAtMs != null && nowMs >= closeAtMs) return 'closed';
  if (attemptsAllowed > 0 && attemptsUsed >= attemptsAllowed) return 'submitted';
  return 'open';
}

/** Time left on a countdown shown on a device: the server's deadline against the device clock corrected by offset. */
export const msLeft = (deadlineMs: number, deviceNowMs: number, clockOffsetMs: number) =>
  Math.max(0, deadlineMs - correctedDeviceTime(deviceNowMs, clockOffsetMs));

/** A seeded generator (mulberry32): an attempt's shuffles come from its stored seed, so they can be made again. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with the given generator; returns a new array. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * A fill-in answer as it is compared: full-width letters, digits and punctuation folded to half-width, spaces
 * collapsed and trimmed, case ignored. "  ＡＢＣ１ " and "abc1" are the same answer.
 */
export function normalizeFill(value: string): string {
  return value
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Whether an answer value counts as answered (for the question map and the unanswered count on submit). */
export function isAnswered(value: string | string[] | null | undefined): boolean {
  if (value == null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return value.some((v) => v.trim() !== '');
}

/**
 * Multiple choice: every right option and no wrong one earns the full score; some right options and no wrong one
 * earn this share of it (rounded down to half a point); any wrong option earns nothing. The exam's instructions
 * say so to the learner.
 */
export const MULTIPLE_PARTIAL_RATIO = 0.5;
