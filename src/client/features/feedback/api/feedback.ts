import { useCallback } from 'react';
import { queryOptions, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { DictItem } from '@contract/dict';
import type { Feedback } from '@contract/feedback';
import { FEEDBACK_CATEGORY_DICT } from '@contract/enterprise-rules';
import type { Page } from '@contract/envelope';
import type { UploadedValue } from '@/components/uploads/upload-queue';
import { request } from '@/lib/api-client';
import type { Queued } from '@/lib/offline-queue';
import { feedbackKeys } from './keys';
import { feedbackSendQueue, type FeedbackVars } from './send-queue';

/** How many of my feedbacks the list shows (newest first). */
export const MINE_PAGE_SIZE = 50;

/** A send, into the offline queue (its function is registered at start: send-queue.ts). */
export const useSendFeedback = () =>
  useMutation<unknown, Error, Queued<FeedbackVars>>({ mutationKey: feedbackSendQueue });

/** The sends still waiting in the queue, oldest first. */
export const useQueuedFeedback = () =>
  useMutationState({
    filters: { mutationKey: feedbackSendQueue, status: 'pending' },
    select: (m) => m.state.variables as FeedbackVars | undefined,
  });

/** GET /edu/feedback/mine: persisted with the query cache, so the list and its replies read offline. */
export const mineQuery = () =>
  queryOptions({
    queryKey: feedbackKeys.mine(),
    queryFn: () =>
      request<Page<Feedback>>('edu/feedback/mine', {
        searchParams: { current: 1, size: MINE_PAGE_SIZE },
        quiet: true,
      }),
    staleTime: 0,
  });

/** The feedback_category dictionary (staff may edit it), its labels in both languages. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: feedbackKeys.categories(),
    queryFn: () => request<DictItem[]>(`admin/dict/type/${FEEDBACK_CATEGORY_DICT}`, { quiet: true }),
    staleTime: 10 * 60_000,
  });

/** A feedback being written: its category, text and the attachments already uploaded. */
export type Draft = { category: string; content: string; attachments: UploadedValue[] };
export const EMPTY_DRAFT: Draft = { category: '', content: '', attachments: [] };

/** The saved draft (nothing to fetch: it is what this device wrote, restored with the persisted cache). */
export const draftQuery = () =>
  queryOptions({
    queryKey: feedbackKeys.draft(),
    queryFn: () => EMPTY_DRAFT,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Writes the draft to the (persisted) cache. */
export const useSaveDraft = () => {
  const client = useQueryClient();
  return useCallback((draft: Draft) => client.setQueryData(feedbackKeys.draft(), draft), [client]);
};
