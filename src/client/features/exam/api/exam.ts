import { queryOptions } from '@tanstack/react-query';
import type {
  Attempt,
  ExamResult,
  MyExam,
  SaveAnswersRequest,
  SubmitRequest,
  SubmitResult,
} from '@contract/exam';
import { request } from '@/lib/api-client';
import { examKeys } from './keys';

/**
 * My exams. Persisted with the query cache, so the list shows offline; `receivedAtMs` is this device's clock when
 * the answer came, which with the server's `serverNowMs` gives the offset the countdowns are corrected by.
 */
export type MyExams = { exams: MyExam[]; receivedAtMs: number };

export const myExamsQuery = () =>
  queryOptions({
    queryKey: examKeys.mine(),
    queryFn: async (): Promise<MyExams> => {
      const exams = await request<MyExam[]>('edu/exam/mine', { quiet: true });
      return { exams, receivedAtMs: Date.now() };
    },
    // Asked again on every visit: a newly published exam, an attempt ended on another phone, a countdown's
    // offset measured afresh. The saved answer shows meanwhile (and offline).
    staleTime: 0,
  });

/** An attempt as the device received it, with its clock offset: server's clock − device's clock, in ms. */
export type ReceivedAttempt = { attempt: Attempt; offsetMs: number };

/**
 * Starts an attempt, or resumes the one in progress (the server answers it with the answers it has saved). The
 * offset is measured at receipt: the server's `serverNowMs` against this device's clock (never the phone alone).
 */
export async function startAttempt(examId: string): Promise<ReceivedAttempt> {
  const attempt = await request<Attempt>(`edu/exam/${examId}/attempt`, { method: 'post', json: {} });
  return { attempt, offsetMs: attempt.serverNowMs - Date.now() };
}

/** Saves answers changed since the last save; a fresh clientId each time, so a retried save is not counted twice. */
export const saveAnswers = (attemptId: string, body: SaveAnswersRequest, keepalive = false) =>
  request<{ saved: number; serverNowMs: number }>(`edu/exam/attempt/${attemptId}/answers`, {
    method: 'put',
    json: body,
    quiet: true,
    keepalive,
  });

export const postSubmit = (attemptId: string, body: SubmitRequest) =>
  request<SubmitResult>(`edu/exam/attempt/${attemptId}/submit`, { method: 'post', json: body, quiet: true });

export const resultQuery = (attemptId: string) =>
  queryOptions({
    queryKey: examKeys.result(attemptId),
    queryFn: () => request<ExamResult>(`edu/exam/attempt/${attemptId}/result`, { quiet: true }),
    enabled: !!attemptId,
  });
