import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import { MESSAGE_POLL_MS, type Message, type Unread, type UserMessageQuery } from '@contract/message';
import { api, request, toSearchParams } from '@/lib/api-client';
import { adminKeys } from './keys';

/**
 * One's own notices (pig's `/admin/sysMessage/user/*`): the bell's unread count and latest, the notification
 * centre's pages, marking read. A write refreshes both; the live stream (useNoticeStream) says when others wrote.
 */
export const unreadQuery = (live: boolean) =>
  queryOptions({
    queryKey: adminKeys.unread(),
    queryFn: () => request<Unread>('admin/sysMessage/user/unread', { quiet: true }),
    // While the stream is live it says when to read again; without it, the count is polled.
    refetchInterval: live ? false : MESSAGE_POLL_MS,
    staleTime: 10_000,
  });

export const myNoticesQuery = (params: UserMessageQuery) =>
  queryOptions({
    queryKey: adminKeys.noticesOf(params),
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
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.notices() }),
  });
}

export const useReadNotice = () =>
  useNoticeWrite((id: string) =>
    request<boolean>('admin/sysMessage/read', { method: 'post', searchParams: { id } }),
  );

export const useReadAllNotices = () =>
  useNoticeWrite(() => request<boolean>('admin/sysMessage/read/all', { method: 'post' }));

/**
 * Reads the live stream of the signed-in user's unread count until it ends, the signal aborts or the network
 * fails; calls `onUnread` with each count. Read with fetch (through ky, which adds the token and the tenant), not
 * EventSource, which cannot send the token but in the address.
 */
export async function readNoticeStream(onUnread: (count: number) => void, signal: AbortSignal) {
  const response = await api.get('admin/sysMessage/stream', { signal, timeout: false, retry: 0 });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) return;
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += value;
    const events = buffered.split('\n\n');
    buffered = events.pop() ?? '';
    for (const event of events) {
      const data = /^data: (.*)$/m.exec(event)?.[1];
      if (/^event: unread$/m.test(event) && data) onUnread((JSON.parse(data) as { count: number }).count);
    }
  }
}
