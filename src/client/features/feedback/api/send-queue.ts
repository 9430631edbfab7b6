import type { QueryClient } from '@tanstack/react-query';
import type { Feedback, FeedbackInput } from '@contract/feedback';
import { request } from '@/lib/api-client';
import { registerOfflineMutation, type Queued } from '@/lib/offline-queue';
import { feedbackKeys } from './keys';

/**
 * A feedback sent offline, in one place: its queue's key, what it carries, how it is sent and its registration
 * (at start, with the other offline writes: a feedback queued in an earlier visit replays on any later start).
 */

/**
 * The queue's mutation key. It must not change: sends queued by an earlier version of the app are persisted under
 * it and must still find their replay function.
 */
export const feedbackSendQueue = ['feedback-send'] as const;

export type FeedbackVars = { body: Omit<FeedbackInput, 'clientId'> };

/**
 * Sends a feedback (first time or replayed from the offline queue): the idempotency key is its clientId, so the
 * server answers a replay with the feedback already made and it arrives once. Then my list is asked for again.
 */
export async function sendFeedback(client: QueryClient, vars: Queued<FeedbackVars>): Promise<Feedback> {
  const saved = await request<Feedback>('edu/feedback', {
    method: 'post',
    json: { ...vars.body, clientId: vars.idempotencyKey },
    quiet: true,
  });
  void client.invalidateQueries({ queryKey: feedbackKeys.mine() });
  return saved;
}

export function registerFeedbackSendMutation(client: QueryClient) {
  registerOfflineMutation<FeedbackVars, Feedback>(client, feedbackSendQueue, (vars) =>
    sendFeedback(client, vars),
  );
}
