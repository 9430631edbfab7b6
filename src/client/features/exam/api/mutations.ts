import { useCallback } from 'react';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { SubmitResult } from '@contract/exam';
import type { Queued } from '@/lib/offline-queue';
import { myExamsQuery } from './exam';
import { examKeys } from './keys';
import { sendSubmit } from './submit';
import type { SubmitVars } from './submit-queue';

/** The exam screens' writes and cache reads (issue 29); loaded with those screens. */

// Loaded with the exam screen, so the offline queue's replay finds it cached even if the first submit is offline.
void sendSubmit;

/** A submit into the offline queue: its function and retries are the queue's (registerExamSubmitMutation). */
export const useSubmitQueue = () =>
  useMutation<SubmitResult, Error, Queued<SubmitVars>>({ mutationKey: examKeys.submitQueue });

export type QueuedSubmit = {
  vars: Queued<SubmitVars> | undefined;
  state: { status: string; isPaused: boolean; data: SubmitResult | undefined; error: Error | null };
};

/** The submits this device queued (or had answered), oldest first. */
export const useQueuedSubmits = (): QueuedSubmit[] =>
  useMutationState({
    filters: { mutationKey: examKeys.submitQueue },
    select: (m) => ({
      vars: m.state.variables as Queued<SubmitVars> | undefined,
      state: {
        status: m.state.status,
        isPaused: m.state.isPaused,
        data: m.state.data as SubmitResult | undefined,
        error: m.state.error,
      },
    }),
  });

/**
 * Sends a submit again outside the queue's observers (one the journal knows of but no queue holds), with its
 * client id, so the server still counts it once. Stable across renders.
 */
export function useResendSubmit() {
  const client = useQueryClient();
  return useCallback(
    (vars: Queued<SubmitVars>) =>
      client.getMutationCache().build(client, { mutationKey: examKeys.submitQueue }).execute(vars),
    [client],
  );
}

/** My exams as the server has them now (not from the cache). Stable across renders. */
export function useFetchMyExams() {
  const client = useQueryClient();
  return useCallback(() => client.fetchQuery({ ...myExamsQuery(), staleTime: 0 }), [client]);
}

/** My exams are read again (an attempt was started). */
export function useRefreshMyExams() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: myExamsQuery().queryKey });
}
