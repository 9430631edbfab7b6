import { seededRandom, shuffled } from '@contract/exam-rules';
import type { AttemptQuestionRow, DrawRuleRow } from '../../../db/schema';

/**
 * An attempt's paper, made once at its start from its seed and frozen in edu_exam_attempt.questions: the same
 * seed and bank always make the same paper (questions drawn, their order, each question's option order), so a
 * paper can be made again to check it, and two attempts (two seeds) may differ.
 */

/** A question of the bank as a paper draws it: what an attempt freezes of it, with its own id and category. */
export type BankQuestion = Omit<AttemptQuestionRow, 'questionId'> & { id: number; categoryId: number | null };

/** A new attempt's seed (31 bits: it is stored as bigint and read back as a JS number). */
export const newSeed = () => Math.floor(Math.random() * 0x7fffffff);

const frozen = (q: BankQuestion, score: number): AttemptQuestionRow => ({
  questionId: String(q.id),
  type: q.type,
  stem: q.stem,
  options: q.options,
  answer: q.answer,
  explanation: q.explanation,
  score,
});

/**
 * A random paper's draw: for each rule, `count` questions of its type (and category, when it names one) out of
 * the bank, a question drawn at most once. Candidates come in id order, so only the seed decides. Returns null
 * when a rule cannot be filled (the bank shrank after the exam was saved).
 */
export function drawQuestions(
  bank: BankQuestion[],
  rules: DrawRuleRow[],
  random: () => number,
): AttemptQuestionRow[] | null {
  const taken = new Set<number>();
  const out: AttemptQuestionRow[] = [];
  // Rules naming a category draw first, so a rule of any category cannot take the questions they need.
  const ordered = [
    ...rules.filter((r) => r.categoryId !== null),
    ...rules.filter((r) => r.categoryId === null),
  ];
  for (const rule of ordered) {
    const candidates = bank
      .filter(
        (q) =>
          q.type === rule.type &&
          (rule.categoryId === null || String(q.categoryId) === rule.categoryId) &&
          !taken.has(q.id),
      )
      .sort((a, b) => a.id - b.id);
    if (candidates.length < rule.count) return null;
    for (const q of shuffled(candidates, random).slice(0, rule.count)) {
      taken.add(q.id);
      out.push(frozen(q, rule.score));
    }
  }
  return out;
}

/** The paper of one attempt: fixed items in their order (or the draw), then the seed's shuffles. */
export function makePaper(input: {
  seed: number;
  mode: string;
  /** Fixed papers: the paper's questions in order, each with its score in this paper. */
  items: { question: BankQuestion; score: number }[];
  /** Random papers: the bank's candidates and the rules. */
  bank: BankQuestion[];
  rules: DrawRuleRow[];
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}): AttemptQuestionRow[] | null {
  const random = seededRandom(input.seed);
  const drawn =
    input.mode === 'random'
      ? drawQuestions(input.bank, input.rules, random)
      : input.items.map((i) => frozen(i.question, i.score));
  if (!drawn) return null;
  const ordered = input.shuffleQuestions ? shuffled(drawn, random) : drawn;
  // Options keep their keys (the answer names keys); only their order changes. True/false keeps T before F.
  return ordered.map((q) =>
    input.shuffleOptions && (q.type === 'single' || q.type === 'multiple')
      ? { ...q, options: shuffled(q.options, random) }
      : q,
  );
}
