import type { QueryClient } from '@tanstack/react-query';
import type { SubmitRequest, SubmitResult } from '@contract/exam-learner';
import { sharedKeys } from '@/api/keys';
import { request } from '@/lib/api-client';
import { registerOfflineMutation, type Queued } from '@/lib/offline-queue';
import { examKeys } from './keys';

/**
 * The offline exam submit in one place: its queue's key, what it carries, how it is sent and its registration.
 * Registered at start with the other offline writes, with its sending here too: a submit queued in an earlier
 * visit replays on any later start, online or not, whatever screens this device has opened since.
 */

/**
 * The queue's mutation key. It must not change: submits queued by an earlier version of the app are persisted
 * under it and must still find their replay function.
 */
export const examSubmitQueue = ['exam-submit'] as const;

export type SubmitVars = { attemptId: string; body: Omit<SubmitRequest, 'clientId'> };

/**
 * Sends a submit (first time or replayed from the offline queue): the idempotency key is its client id, so the
 * server answers a replay with the first outcome and an attempt is graded once. The outcome is kept in the
 * journal for the confirmation page, and the list and result are asked for again. The journal's code is loaded then,
 * not at start: every phone registers this replay, few ever sit an exam (it is an exam chunk, fetched and kept by
 * the service worker when the exam was taken; where it cannot be had, the server still holds the outcome).
 */
export async function sendSubmit(client: QueryClient, vars: Queued<SubmitVars>): Promise<SubmitResult> {
  const result = await request<SubmitResult>(`edu/exam/attempt/${vars.attemptId}/submit`, {
    method: 'post',
    json: { ...vars.body, clientId: vars.idempotencyKey },
    quiet: true,
  });
  const { loadJournal, saveJournal } = await import('../model/journal');
  const journal = await loadJournal(vars.attemptId);
  if (journal?.submit) await saveJournal({ ...journal, submit: { ...journal.submit, result } });
  void client.invalidateQueries({ queryKey: sharedKeys.myExams.root });
  void client.invalidateQueries({ queryKey: examKeys.result(vars.attemptId) });
  return result;
}

export function registerExamSubmitMutation(client: QueryClient) {
  registerOfflineMutation<SubmitVars, SubmitResult>(client, examSubmitQueue, (vars) =>
    sendSubmit(client, vars),
  );
}
