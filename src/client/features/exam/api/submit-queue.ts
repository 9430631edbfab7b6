import type { QueryClient } from '@tanstack/react-query';
import type { SubmitRequest, SubmitResult } from '@contract/exam-learner';
import { registerOfflineMutation } from '@/lib/offline-queue';
import { examSubmitQueue } from './submit-key';

export type SubmitVars = { attemptId: string; body: Omit<SubmitRequest, 'clientId'> };

/**
 * Registered at start with the other offline writes (a submit queued in an earlier visit must know how to
 * replay); what it runs is in the exam's own chunk, which the exam screen loaded online before any submit.
 */
export function registerExamSubmitMutation(client: QueryClient) {
  registerOfflineMutation<SubmitVars, SubmitResult>(client, examSubmitQueue, (vars) =>
    import('./submit').then((m) => m.sendSubmit(client, vars)),
  );
}
