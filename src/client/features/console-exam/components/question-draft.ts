import { OPTION_KEYS, type QuestionType } from '@contract/exam-rules';
import { type Question, type QuestionInput } from '@contract/exam';

/** The question drawer's state: every type's fields at once, so switching a new question's type keeps its stem. */
export type Draft = {
  type: QuestionType;
  categoryId: string | undefined;
  stem: string;
  /** Choice options' texts, A.. in order. */
  options: string[];
  /** single / judge: one key; multiple: several. */
  right: string[];
  /** fill: per blank, its accepted alternatives. */
  blanks: string[][];
  score: string;
  explanation: string;
};

export function draftOf(q: Question | undefined, categoryId: string | undefined): Draft {
  if (!q)
    return {
      type: 'single',
      categoryId,
      stem: '',
      options: ['', '', '', ''],
      right: [],
      blanks: [[]],
      score: '1',
      explanation: '',
    };
  const choice = q.type === 'single' || q.type === 'multiple';
  return {
    type: q.type,
    categoryId: q.categoryId ?? undefined,
    stem: q.stem,
    options: choice ? q.options.map((o) => o.text) : ['', '', '', ''],
    right: q.type === 'fill' ? [] : ([] as string[]).concat(q.answer as string | string[]),
    blanks: q.type === 'fill' ? (q.answer as string[][]) : [[]],
    score: String(q.score),
    explanation: q.explanation,
  };
}

/** The key of the option at `i` (A, B, …); the form never holds more than MAX_OPTIONS. */
export const keyAt = (i: number): string => OPTION_KEYS[i] ?? '';

export type Problem = 'stem' | 'score' | 'options' | 'right' | 'blanks';

/** What is wrong with a draft, in the order a person fixes it; undefined when it can be saved. */
export function problemOf(d: Draft): Problem | undefined {
  if (!d.stem.trim()) return 'stem';
  if (!/^\d{1,4}(\.\d)?$/.test(d.score) || Number(d.score) <= 0) return 'score';
  const choice = d.type === 'single' || d.type === 'multiple';
  if (choice && d.options.some((o) => !o.trim())) return 'options';
  if ((choice || d.type === 'judge') && d.right.length === 0) return 'right';
  if (d.type === 'fill' && (d.blanks.length === 0 || d.blanks.some((b) => b.length === 0))) return 'blanks';
  return undefined;
}

/** Marks `key` right: the only one for single choice and true/false, one more (or one less) for multiple. */
export function toggleRight(d: Draft, key: string): string[] {
  if (d.type !== 'multiple') return [key];
  return d.right.includes(key) ? d.right.filter((k) => k !== key) : [...d.right, key];
}

/** The draft without option `i`: keys follow the position, so the marks after it move up by one. */
export function withoutOption(d: Draft, i: number): Pick<Draft, 'options' | 'right'> {
  const right = d.right
    .map((k) => OPTION_KEYS.indexOf(k as (typeof OPTION_KEYS)[number]))
    .filter((j) => j !== i && j >= 0 && j < d.options.length)
    .map((j) => keyAt(j > i ? j - 1 : j));
  return { options: d.options.filter((_, j) => j !== i), right };
}

/** The question as the server takes it: options and answer in the shape of its type. */
export function inputOf(d: Draft): QuestionInput {
  const base = {
    type: d.type,
    categoryId: d.categoryId ?? null,
    stem: d.stem.trim(),
    score: Number(d.score),
    explanation: d.explanation.trim(),
  };
  switch (d.type) {
    case 'single':
    case 'multiple': {
      const options = d.options.map((text, i) => ({ key: OPTION_KEYS[i] ?? 'A', text: text.trim() }));
      const right = OPTION_KEYS.filter((k) => d.right.includes(k));
      return { ...base, options, answer: d.type === 'single' ? (right[0] ?? '') : right };
    }
    case 'judge':
      // The server gives every true/false question the same two options (T, F): none are sent.
      return { ...base, options: [], answer: d.right[0] ?? '' };
    case 'fill':
      return { ...base, options: [], answer: d.blanks };
  }
}
