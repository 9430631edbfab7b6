import { useEffect, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { checkinKeys } from '../api/keys';

/**
 * A desk that does not wait on a bad network. It never waits for a verdict (each scan is checked on the device),
 * but its queue and its list do: when a check-in being sent, or the list being read, has been on its way longer
 * than SLOW_MS, the desk takes itself offline (the app's queue pauses, the counts come from the device's list) and
 * says so; it asks the server's health every PROBE_EVERY_MS, and once an answer comes within SLOW_MS it is online
 * again by itself, and the queue is sent.
 */
export const SLOW_MS = 3000;
const PROBE_EVERY_MS = 4000;
const LOOK_EVERY_MS = 500;

let slow = false;
const listeners = new Set<() => void>();
const setSlow = (value: boolean) => {
  if (slow === value) return;
  slow = value;
  onlineManager.setOnline(value ? false : navigator.onLine);
  for (const l of listeners) l();
};

/** Since when each check-in request of the desk has been on its way (by mutation or query, its last step). */
function watch(client: QueryClient) {
  const since = new Map<object, number>();
  const offMutations = client.getMutationCache().subscribe((e) => {
    if (e.type === 'updated' && e.mutation) since.set(e.mutation, Date.now());
  });
  const offQueries = client.getQueryCache().subscribe((e) => {
    if (e.type === 'updated' && e.action.type === 'fetch') since.set(e.query, Date.now());
  });
  const look = window.setInterval(() => {
    if (slow) return;
    const now = Date.now();
    const waiting = (thing: object) => now - (since.get(thing) ?? now) > SLOW_MS;
    const sending = client
      .getMutationCache()
      .findAll({ mutationKey: checkinKeys.queue, status: 'pending' })
      .some((m) => !m.state.isPaused && waiting(m));
    const reading = client
      .getQueryCache()
      .findAll({ queryKey: checkinKeys.root, fetchStatus: 'fetching' })
      .some(waiting);
    if (navigator.onLine && (sending || reading)) setSlow(true);
  }, LOOK_EVERY_MS);
  const probe = window.setInterval(() => {
    if (!slow || !navigator.onLine) return;
    fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(SLOW_MS) })
      .then((r) => {
        if (!r.ok) return;
        // What is still on its way gets SLOW_MS again from now.
        for (const thing of since.keys()) since.set(thing, Date.now());
        setSlow(false);
      })
      .catch(() => undefined);
  }, PROBE_EVERY_MS);
  return () => {
    offMutations();
    offQueries();
    window.clearInterval(look);
    window.clearInterval(probe);
    setSlow(false);
  };
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Whether the desk is working on its own because the network is slow (watched while a desk screen is open). */
export function useSlowNetwork(): boolean {
  const client = useQueryClient();
  useEffect(() => watch(client), [client]);
  return useSyncExternalStore(subscribe, () => slow);
}

/** What the desk says while the network is slow. */
export function SlowNetworkNote({ slow: on }: { slow: boolean }) {
  if (!on) return null;
  return (
    <p className="desk-slow" role="status" data-testid="desk-slow">
      <Trans>
        Slow network: this desk works from its own list. Check-ins are kept here and sent once the network
        recovers.
      </Trans>
    </p>
  );
}
