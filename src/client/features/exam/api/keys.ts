/** Query keys of the learner's exams (the submit queue's key is in submit-queue.ts). */
export const examKeys = {
  root: ['exam'] as const,
  result: (attemptId: string) => ['exam', 'result', attemptId] as const,
};
