import type { QueryClient } from '@tanstack/react-query';
import type { Feedback, FeedbackInput } from '@contract/feedback';
import { registerOfflineMutation } from '@/lib/offline-queue';
import { feedbackSendQueue } from './send-key';

export type FeedbackVars = { body: Omit<FeedbackInput, 'clientId'> };

/**
 * Registered at start with the other offline writes (a feedback queued in an earlier visit must know how to
 * replay); what it runs is in the feedback screen's own chunk, which was loaded when the feedback was written.
 */
export function registerFeedbackSendMutation(client: QueryClient) {
  registerOfflineMutation<FeedbackVars, Feedback>(client, feedbackSendQueue, (vars) =>
    import('./send').then((m) => m.sendFeedback(client, vars)),
  );
}
