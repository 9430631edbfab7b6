import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import type { Message, Unread, UserMessageQuery } from '@contract/message';
import { MESSAGE_POLL_MS } from '@contract/message-rules';
import { request, toSearchParams } from '@/lib/api-client';
import { sharedKeys } from './keys';

/**
 * One's own notices (pig's `/admin/sysMessage/user/*`), read by the console's bell and centre and the portal's
 * notices page: the unread count and latest, the pages, marking read. A write refreshes both.
 */
export const unreadQuery = (live: boolean) =>
  queryOptions({
    queryKey: sharedKeys.notices.unread(),
    queryFn: () => request<Unread>('admin/sysMessage/user/unread', { quiet: true }),
    // While a live stream says when to read again, no polling; without one, the count is polled.
    refetchInterval: live ? false : MESSAGE_POLL_MS,
    staleTime: 10_000,
  });

export const myNoticesQuery = (params: UserMessageQuery) =>
  queryOptions({
    queryKey: sharedKeys.notices.page(params),
    queryFn: () =>
      request<Page<Message>>('admin/sysMessage/user/page', {
        searchParams: toSearchParams(params),
      }),
    placeholderData: keepPreviousData,
  });

function useNoticeWrite<V>(write: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: sharedKeys.notices.root }),
  });
}

export const useReadNotice = () =>
  useNoticeWrite((id: string) =>
    request<boolean>('admin/sysMessage/read', { method: 'post', searchParams: { id } }),
  );

export const useReadAllNotices = () =>
  useNoticeWrite(() => request<boolean>('admin/sysMessage/read/all', { method: 'post' }));
