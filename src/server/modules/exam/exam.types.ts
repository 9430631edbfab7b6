/**
 * The stored JSON shapes of exam rows, declared here once: the pure parts (paper making, scoring) work on them
 * without touching the schema (only repos do), and src/server/db/schema/exam.ts types its jsonb columns with them.
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
