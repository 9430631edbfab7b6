import { api } from '@/lib/api-client';

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
