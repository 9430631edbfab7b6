import { MULTIPLE_PARTIAL_RATIO, isAnswered, normalizeFill } from '@contract/exam-rules';
import type { AttemptQuestionRow } from '../../../db/schema';

/**
 * The server alone marks answers (the right answers never reach a device before the result allows it). Rules,
 * written down in docs/decisions/exams.md ("Exams on the server"):
 * - single / judge: the chosen key equals the answer → full score, else 0;
 * - multiple: every right key and no wrong one → full; a non-empty subset of the right keys → the score times
 *   MULTIPLE_PARTIAL_RATIO rounded down to half a point; any wrong key → 0;
 * - fill: the score is split evenly between the blanks; a blank earns its share when its normalised text
 *   (normalizeFill) equals any normalised alternative. With the exam's reviewFill, a filled-in blank that matches
 *   nothing sends the answer to staff (needsReview, no mark yet) instead of scoring it 0.
 */

export type Mark = { mark: number | null; correct: boolean | null; needsReview: boolean };
type Value = string | string[] | null | undefined;

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Rounded down to half a point, as the partial credit of a multiple choice is. */
const downToHalf = (n: number) => Math.floor(n * 2 + 1e-9) / 2;

const wrong: Mark = { mark: 0, correct: false, needsReview: false };
const full = (score: number): Mark => ({ mark: score, correct: true, needsReview: false });

export function markAnswer(
  q: Pick<AttemptQuestionRow, 'type' | 'answer' | 'score'>,
  value: Value,
  reviewFill: boolean,
): Mark {
  if (!isAnswered(value)) return wrong;
  switch (q.type) {
    case 'single':
    case 'judge':
      return typeof value === 'string' && value === q.answer ? full(q.score) : wrong;
    case 'multiple': {
      if (!Array.isArray(value) || !Array.isArray(q.answer)) return wrong;
      const right = new Set(q.answer as string[]);
      const chosen = new Set(value.filter((v) => v.trim() !== ''));
      if ([...chosen].some((k) => !right.has(k))) return wrong;
      if (chosen.size === right.size) return full(q.score);
      return { mark: downToHalf(q.score * MULTIPLE_PARTIAL_RATIO), correct: false, needsReview: false };
    }
    case 'fill': {
      const blanks = q.answer as string[][];
      if (!Array.isArray(value) || !Array.isArray(blanks) || blanks.length === 0) return wrong;
      let matched = 0;
      let unmatchedFilled = 0;
      blanks.forEach((alternatives, i) => {
        const given = normalizeFill(value[i] ?? '');
        if (given !== '' && alternatives.some((a) => normalizeFill(a) === given)) matched++;
        else if (given !== '') unmatchedFilled++;
      });
      if (matched === blanks.length) return full(q.score);
      if (reviewFill && unmatchedFilled > 0) return { mark: null, correct: null, needsReview: true };
      return { mark: round2((q.score * matched) / blanks.length), correct: false, needsReview: false };
    }
    default:
      return wrong;
  }
}

/** An attempt's score: the sum of its marks (null while any answer waits for staff). */
export function totalOf(marks: Mark[]): number | null {
  if (marks.some((m) => m.needsReview || m.mark === null)) return null;
  return round2(marks.reduce((s, m) => s + (m.mark ?? 0), 0));
}

export const passedWith = (score: number | null, passScore: number) =>
  score === null ? null : score >= passScore;

/** Whether a learner's value has the shape its question's type takes (anything else is not counted). */
export function fitsType(type: string, value: Value): boolean {
  if (value === null || value === undefined) return true;
  return type === 'single' || type === 'judge' ? typeof value === 'string' : Array.isArray(value);
}
