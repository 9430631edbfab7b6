import { queryOptions } from '@tanstack/react-query';
import type { MyExam } from '@contract/exam-learner';
import { request } from '@/lib/api-client';
import { sharedKeys } from './keys';

/**
 * My exams. Persisted with the query cache, so the list shows offline; `receivedAtMs` is this device's clock when
 * the answer came, which with the server's `serverNowMs` gives the offset the countdowns are corrected by. The
 * exam list reads it, and the home page counts the open ones.
 */
export type MyExams = { exams: MyExam[]; receivedAtMs: number };

export const myExamsQuery = () =>
  queryOptions({
    queryKey: sharedKeys.myExams.root,
    queryFn: async (): Promise<MyExams> => {
      const exams = await request<MyExam[]>('edu/exam/mine', { quiet: true });
      return { exams, receivedAtMs: Date.now() };
    },
    // Asked again on every visit: a newly published exam, an attempt ended on another phone, a countdown's
    // offset measured afresh. The saved answer shows meanwhile (and offline).
    staleTime: 0,
  });

/** Exams the learner can sit now or is sitting: what the home page's entry counts. */
export const openExamCount = (mine: MyExams | undefined): number =>
  mine?.exams.filter((e) => e.state === 'open' || e.state === 'in_progress').length ?? 0;
