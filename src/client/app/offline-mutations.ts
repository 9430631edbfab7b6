import type { QueryClient } from '@tanstack/react-query';
import { registerProgressMutation } from '@/features/study/api/study';
import { registerCheckinMutation } from '@/features/checkin/api/checkin-queue';
import { registerExamSubmitMutation } from '@/features/exam/api/submit-queue';
import { registerFeedbackSendMutation } from '@/features/feedback/api/send-queue';

/**
 * Every write that may be queued offline is registered here, before the persisted queue is restored, so a
 * write saved in an earlier visit knows how to replay.
 */
export function registerOfflineMutations(client: QueryClient) {
  registerProgressMutation(client);
  registerCheckinMutation(client);
  registerExamSubmitMutation(client);
  registerFeedbackSendMutation(client);
}
