/**
 * The stored shapes of exam rows that the pure parts (paper making, scoring) work on, without touching the
 * schema (only repos do): structurally the same as src/server/db/schema/exam.ts's row types.
 */
export type OptionRow = { key: string; text: string };
/** single/judge: 'A' | 'T'; multiple: ['A','C']; fill: one list of accepted alternatives per blank. */
export type AnswerRow = string | string[] | string[][];
export type DrawRuleRow = { type: string; categoryId: string | null; count: number; score: number };
export type AttemptQuestionRow = {
  questionId: string;
  type: string;
  stem: string;
  options: OptionRow[];
  answer: AnswerRow;
  explanation: string;
  score: number;
};
