import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '@/lib/event-stream';
import { adminKeys } from '../api/keys';
import { sharedKeys } from '@/api/keys';

/**
 * Keeps the live stream of the signed-in user's unread count open while the console is shown and online
 * (`event: unread`, `{"count":N}`). Each new count refreshes the bell, the notification centre and the home's
 * queue. Returns whether the stream is live: while it is not, the bell polls (unreadQuery).
 */
export function useNoticeStream(enabled: boolean): boolean {
  const client = useQueryClient();
  const known = useRef<number | undefined>(undefined);
  return useEventStream(enabled ? 'admin/sysMessage/stream' : null, (name, data) => {
    if (name !== 'unread') return;
    const { count } = JSON.parse(data) as { count: number };
    if (count !== known.current) {
      void client.invalidateQueries({ queryKey: sharedKeys.notices.root });
      // A notice is news of work: the home's queue counts it too.
      void client.invalidateQueries({ queryKey: adminKeys.dashboard('queue') });
    }
    known.current = count;
  });
}
