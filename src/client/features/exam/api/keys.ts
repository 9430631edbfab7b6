import { examSubmitQueue } from './submit-key';

/** Query and mutation keys of the learner's exams. */
export const examKeys = {
  root: ['exam'] as const,
  result: (attemptId: string) => ['exam', 'result', attemptId] as const,
  submitQueue: examSubmitQueue,
};
