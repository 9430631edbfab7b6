import { useEffect, useEffectEvent, useState } from 'react';
import { api } from '@/lib/api-client';

/**
 * Reads a server-sent event stream of the API until it ends, the signal aborts or the network fails; calls
 * `onEvent` with each event's name and data. Read with fetch (through ky, which adds the token and the tenant),
 * not EventSource, which cannot send the token but in the address.
 */
export async function readEventStream(
  path: string,
  onEvent: (name: string, data: string) => void,
  signal: AbortSignal,
) {
  const response = await api.get(path, { signal, timeout: false, retry: 0 });
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
      const name = /^event: (.*)$/m.exec(event)?.[1];
      const data = /^data: (.*)$/m.exec(event)?.[1];
      if (name && data) onEvent(name, data);
    }
  }
}

const RETRY_MAX_MS = 60_000;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Keeps a live stream open while the page is shown and online (`path` null: none), and opens the next when one
 * ends (the server ends each after a few minutes) or fails (waiting longer after each failure, up to a minute).
 * Returns whether the stream is live: while it is not, callers poll.
 */
export function useEventStream(path: string | null, onEvent: (name: string, data: string) => void): boolean {
  const [live, setLive] = useState(false);
  const [shown, setShown] = useState(() => !document.hidden && navigator.onLine);
  const handle = useEffectEvent(onEvent);

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
    if (!path || !shown) return;
    const stop = new AbortController();
    void (async () => {
      let failures = 0;
      while (!stop.signal.aborted) {
        try {
          await readEventStream(
            path,
            (name, data) => {
              failures = 0;
              setLive(true);
              handle(name, data);
            },
            stop.signal,
          );
        } catch {
          failures++;
        }
        setLive(false);
        await sleep(Math.min(RETRY_MAX_MS, 1000 * 2 ** failures), stop.signal);
      }
    })();
    return () => stop.abort();
  }, [path, shown]);

  return live && shown;
}
