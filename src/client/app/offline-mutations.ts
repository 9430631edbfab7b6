import type { QueryClient } from '@tanstack/react-query';
import { registerProgressMutation } from '@/features/study/api/study';
import { registerCheckinMutation } from '@/features/checkin/api/checkin-queue';
import { registerExamSubmitMutation } from '@/features/exam/api/submit-queue';
import { registerFeedbackSendMutation } from '@/features/feedback/api/send-queue';
import { DOWNLOADS_PENDING } from '@contract/constants';
import { Local } from '@/lib/storage';

/**
 * Every write that may be queued offline is registered here, before the persisted queue is restored, so a
 * write saved in an earlier visit knows how to replay.
 */
export function registerOfflineMutations(client: QueryClient) {
  registerProgressMutation(client);
  registerCheckinMutation(client);
  registerExamSubmitMutation(client);
  registerFeedbackSendMutation(client);
  // Downloads left unfinished (a reload, a closed tab) go on from where they were, whatever page opens first.
  if (Local.get(DOWNLOADS_PENDING))
    void import('@/features/study/downloads/engine').then((m) => m.startQueue());
}
