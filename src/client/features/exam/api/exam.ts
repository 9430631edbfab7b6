import { useCallback } from 'react';
import { queryOptions, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { Attempt, ExamResult, SaveAnswersRequest, SubmitResult } from '@contract/exam-learner';
import { ApiError, request } from '@/lib/api-client';
import type { Queued } from '@/lib/offline-queue';
import { sharedKeys } from '@/api/keys';
import { examKeys } from './keys';
import { examSubmitQueue, type SubmitVars } from './submit-queue';

/** My exams asked for again (an attempt was started). */
export const useRefreshMyExams = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sharedKeys.myExams.root });
};

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

/** A refusal from the server (4xx): the attempt was submitted elsewhere or closed; sending again will not help. */
export const isRefusal = (err: unknown): err is ApiError => err instanceof ApiError && err.status < 500;

/** A submit, into the offline queue (its function is registered at start: submit-queue.ts). */
export const useSubmitExam = () =>
  useMutation<SubmitResult, Error, Queued<SubmitVars>>({ mutationKey: examSubmitQueue });

export type SubmitState = {
  status: string;
  isPaused: boolean;
  data: SubmitResult | undefined;
  error: Error | null;
};

/** Every submit the queue holds (this visit's and those restored from disk), oldest first. */
export const useQueuedSubmits = () =>
  useMutationState({
    filters: { mutationKey: examSubmitQueue },
    select: (m) => ({
      vars: m.state.variables as Queued<SubmitVars> | undefined,
      state: {
        status: m.state.status,
        isPaused: m.state.isPaused,
        data: m.state.data as SubmitResult | undefined,
        error: m.state.error,
      } satisfies SubmitState,
    }),
  });

/** Sends a submit again through the queue (one the journal knows of but no queue holds), with its client id. */
export const useResendSubmit = () => {
  const client = useQueryClient();
  return useCallback(
    (vars: Queued<SubmitVars>) =>
      client.getMutationCache().build(client, { mutationKey: examSubmitQueue }).execute(vars),
    [client],
  );
};

export const resultQuery = (attemptId: string) =>
  queryOptions({
    queryKey: examKeys.result(attemptId),
    queryFn: () => request<ExamResult>(`edu/exam/attempt/${attemptId}/result`, { quiet: true }),
    enabled: !!attemptId,
  });
