import type { QueryClient } from '@tanstack/react-query';
import type { Feedback } from '@contract/feedback';
import type { Queued } from '@/lib/offline-queue';
import { postFeedback } from './feedback';
import { feedbackKeys } from './keys';
import type { FeedbackVars } from './send-queue';

/**
 * Sends a feedback (first time or replayed from the offline queue): the idempotency key is its clientId, so the
 * server answers a replay with the feedback already made and it arrives once. Then my list is asked for again.
 */
export async function sendFeedback(client: QueryClient, vars: Queued<FeedbackVars>): Promise<Feedback> {
  const saved = await postFeedback({ ...vars.body, clientId: vars.idempotencyKey });
  void client.invalidateQueries({ queryKey: feedbackKeys.mine() });
  return saved;
}
