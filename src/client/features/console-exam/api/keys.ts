import type { AttemptStatus, ExamStatus, QuestionType } from '@contract/exam-rules';

export type QuestionFilter = {
  categoryId?: string;
  type?: QuestionType;
  keyword?: string;
  current: number;
  size: number;
};
export type ExamFilter = { status?: ExamStatus; keyword?: string; current: number; size: number };
export type AttemptFilter = {
  examId: string;
  status?: AttemptStatus;
  keyword?: string;
  current: number;
  size: number;
};

/** Query keys of the console's exam pages (question bank, papers, results). */
export const consoleExamKeys = {
  root: ['console-exam'] as const,
  categories: () => ['console-exam', 'categories'] as const,
  questions: () => ['console-exam', 'questions'] as const,
  questionsOf: (f: QuestionFilter) => ['console-exam', 'questions', f] as const,
  exams: () => ['console-exam', 'exams'] as const,
  examsOf: (f: ExamFilter) => ['console-exam', 'exams', f] as const,
  exam: (id: string) => ['console-exam', 'exams', 'detail', id] as const,
  attempts: () => ['console-exam', 'attempts'] as const,
  attemptsOf: (f: AttemptFilter) => ['console-exam', 'attempts', f] as const,
  stats: (examId: string) => ['console-exam', 'attempts', 'stats', examId] as const,
  attempt: (id: string) => ['console-exam', 'attempts', 'detail', id] as const,
};
