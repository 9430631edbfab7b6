import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../api/keys';
import { sharedKeys } from '@/api/keys';
import { readNoticeStream } from '../api/notices';

const RETRY_MAX_MS = 60_000;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Keeps the live stream of the signed-in user's unread count open while the console is shown and online, and
 * opens the next when one ends (the server ends each after a few minutes) or fails (waiting longer after each
 * failure, up to a minute). Each new count refreshes the bell, the notification centre and the home's queue.
 * Returns whether the stream is live: while it is not, the bell polls (unreadQuery).
 */
export function useNoticeStream(enabled: boolean): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  const [shown, setShown] = useState(() => !document.hidden && navigator.onLine);

  useEffect(() => {
    const update = () => setShown(!document.hidden && navigator.onLine);
    document.addEventListener('visibilitychange', update);
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    if (!enabled || !shown) return;
    const stop = new AbortController();
    void (async () => {
      let failures = 0;
      let known: number | undefined;
      while (!stop.signal.aborted) {
        try {
          await readNoticeStream((count) => {
            failures = 0;
            setLive(true);
            if (count !== known) {
              void client.invalidateQueries({ queryKey: sharedKeys.notices.root });
              // A notice is news of work: the home's queue counts it too.
              void client.invalidateQueries({ queryKey: adminKeys.dashboard('queue') });
            }
            known = count;
          }, stop.signal);
        } catch {
          failures++;
        }
        setLive(false);
        await sleep(Math.min(RETRY_MAX_MS, 1000 * 2 ** failures), stop.signal);
      }
    })();
    return () => stop.abort();
  }, [enabled, shown, client]);

  return live && shown;
}
