import type { QueryClient } from '@tanstack/react-query';
import type { SubmitResult } from '@contract/exam-learner';
import type { Queued } from '@/lib/offline-queue';
import { loadJournal, saveJournal } from '../model/journal';
import { postSubmit } from './exam';
import { sharedKeys } from '@/api/keys';
import { examKeys } from './keys';
import type { SubmitVars } from './submit-queue';

/**
 * Sends a submit (first time or replayed from the offline queue): the idempotency key is its client id, so the
 * server answers a replay with the first outcome and an attempt is graded once. The outcome is kept in the
 * journal for the confirmation page, and the list and result are asked for again.
 */
export async function sendSubmit(client: QueryClient, vars: Queued<SubmitVars>): Promise<SubmitResult> {
  const result = await postSubmit(vars.attemptId, { ...vars.body, clientId: vars.idempotencyKey });
  const journal = await loadJournal(vars.attemptId);
  if (journal?.submit) await saveJournal({ ...journal, submit: { ...journal.submit, result } });
  void client.invalidateQueries({ queryKey: sharedKeys.myExams.root });
  void client.invalidateQueries({ queryKey: examKeys.result(vars.attemptId) });
  return result;
}
