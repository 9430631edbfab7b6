import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { CheckinCounts, RosterEntry } from '@contract/checkin';
import type { CheckinWindow } from '@contract/checkin-rules';
import { isInside, lastAutoCheckoutMs } from '@contract/passage-rules';
import { request } from '@/lib/api-client';
import { useEventStream } from '@/lib/event-stream';
import { useOnline } from '@/lib/online';
import { checkinKeys } from '../api/keys';
import { correctedNow, type PassageOf } from './use-roster';

/** A desk's list follows the pushed counts at most this often (a delta each time). */
const ROSTER_AFTER_MS = 1000;
/** While the live stream is down (a proxy that buffers it), a desk online asks this often. */
const COUNTS_EVERY_MS = 5000;

type Counts = Pick<CheckinCounts, 'expected' | 'checkedIn' | 'inside' | 'left'>;

/** The counts from this device's own list and queue, by the contract's rule: what a desk shows offline. */
export function localCounts(
  entries: RosterEntry[],
  passageOf: PassageOf,
  held: { window: CheckinWindow; autoCheckoutAt?: string | null },
  now = correctedNow(),
): Counts {
  const checkout = lastAutoCheckoutMs(held.autoCheckoutAt ?? null, held.window.startMs, now);
  let checkedIn = 0;
  let inside = 0;
  for (const e of entries) {
    const last = passageOf(e.enrolmentId);
    if (!last) continue;
    checkedIn++;
    if (isInside(last, checkout)) inside++;
  }
  return { expected: entries.length, checkedIn, inside, left: checkedIn - inside };
}

/**
 * The session's counts at the door: expected, checked in, inside now, left. Online, the server's, across every
 * desk, pushed live; offline (or before the first answer), this device's list and what it did since, and it says so.
 */
export function LiveCounts(props: {
  sessionId: string;
  entries: RosterEntry[];
  passageOf: PassageOf;
  held: { window: CheckinWindow; autoCheckoutAt?: string | null };
  /** The network is too slow to wait on (slow-network.tsx): counted on the device. */
  slow?: boolean;
}) {
  const online = useOnline() && !props.slow;
  const client = useQueryClient();
  const key = checkinKeys.counts(props.sessionId);
  // Pushed by the server whenever any desk lets someone in or out (the bus carries it between processes). The
  // desk's list then asks for what changed, at most every ROSTER_AFTER_MS: someone checked in at the entry a moment
  // ago may already be at the exit.
  const refresh = useRef<{ at: number; timer?: ReturnType<typeof setTimeout> }>({ at: 0 });
  useEffect(() => () => clearTimeout(refresh.current.timer), []);
  const live = useEventStream(
    online ? `edu/checkin/counts/${props.sessionId}/stream` : null,
    (name, data) => {
      if (name !== 'counts') return;
      client.setQueryData(key, JSON.parse(data) as CheckinCounts);
      const r = refresh.current;
      if (r.timer) return;
      r.timer = setTimeout(
        () => {
          r.timer = undefined;
          r.at = Date.now();
          void client.invalidateQueries({ queryKey: checkinKeys.roster(props.sessionId) });
        },
        Math.max(0, r.at + ROSTER_AFTER_MS - Date.now()),
      );
    },
  );
  const server = useQuery({
    queryKey: key,
    queryFn: () => request<CheckinCounts>(`edu/checkin/counts/${props.sessionId}`, { quiet: true }),
    refetchInterval: live ? false : COUNTS_EVERY_MS,
    enabled: online,
  });
  const fromServer = online && server.data && !server.isError;
  const c: Counts = fromServer ? server.data : localCounts(props.entries, props.passageOf, props.held);
  const figures = [
    { key: 'expected', label: <Trans>Expected</Trans>, n: c.expected },
    { key: 'checked-in', label: <Trans>Checked in</Trans>, n: c.checkedIn },
    { key: 'inside', label: <Trans>Inside now</Trans>, n: c.inside },
    { key: 'left', label: <Trans>Left</Trans>, n: c.left },
  ];
  return (
    <section className="desk-counts" data-testid="staff-count" data-source={fromServer ? 'server' : 'device'}>
      <dl>
        {figures.map((f) => (
          <div key={f.key}>
            <dt>{f.label}</dt>
            <dd data-testid={`count-${f.key}`}>{f.n}</dd>
          </div>
        ))}
      </dl>
      {!fromServer && (
        <p className="hint">
          <Trans>Counted from this device's list: other desks' passages show once it is online.</Trans>
        </p>
      )}
    </section>
  );
}
