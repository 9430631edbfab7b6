import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openConference, type Conference } from './attendees';
import { nginxFailTimeoutMs, type Stack } from './stack';

/**
 * A check-in storm as a venue makes it: half the attendees at the desks (one check-in each, with a signature,
 * spread evenly over `seconds`), the other half scanned by staff phones that were offline and replay their
 * queues at once (batches, one request at a time per phone, as the PWA sends them). What fails is kept and sent
 * again with the same client id a second later, as a device does, until everyone is acknowledged.
 */
export type StormPlan = {
  seconds: number;
  /** Instead of pacing over `seconds`: this many desks, each sending its next check-in as soon as it is answered. */
  desks?: number;
  /** Offline phones, and when (a share of `seconds`) they all come back online. */
  phones: number;
  replayAt: number;
  batch: number;
  /** Something done to the processes during the storm; answers the time it lasted (epoch ms). */
  disrupt?: { at: number; run: () => Promise<{ from: number; to: number }> };
};

/** One request of the storm: when it began and ended (epoch ms), whether it was acknowledged, its status (0: none). */
export type Timed = { start: number; end: number; acked: boolean; path: string; status: number };
export type StormResult = {
  attendees: number;
  /** Attendees whose check-in was acknowledged, by the outcome the server answered. */
  outcomes: Record<string, number>;
  requests: number;
  failedRequests: number;
  /** The first five of them: status or error, the call, when. */
  failures: string[];
  /** Every request, in the order they ended. */
  timings: Timed[];
  /** The disruption's span, widened by a second after it for connections to settle. */
  window: { from: number; to: number } | null;
  p50: number;
  p99: number;
  /** The p99 of the desk's single check-ins and of the replayed batches, apart. */
  p99Desk: number;
  p99Batch: number;
  /** Acknowledged requests outside the window, and their p99 (ms). */
  measured: number;
  /** The five slowest of them: how long, which call, and when (ms after the start). */
  slowest: string[];
  /** The driver's event-loop delay (ms): how much of a latency may be the driver's own. */
  driverLagP99: number;
  driverLagMax: number;
  seconds: number;
};

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

export async function runStorm(url: string, c: Conference, plan: StormPlan): Promise<StormResult> {
  const timings: Timed[] = [];
  /** Each request that was not acknowledged: its status or error, and when. */
  const failures: string[] = [];
  const began = Date.now();
  const outcome = new Map<number, string>();
  const headers = { ...c.staff, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown): Promise<unknown> => {
    const start = Date.now();
    try {
      const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const text = await res.text();
      const env = res.headers.get('content-type')?.includes('json')
        ? (JSON.parse(text) as { code: number; data: unknown })
        : null;
      const ok = res.status === 200 && env?.code === 0;
      timings.push({ start, end: Date.now(), acked: ok, path, status: res.status });
      if (!ok) failures.push(`${res.status} ${path} at ${start - began}: ${text.slice(0, 80)}`);
      return ok ? env?.data : null;
    } catch (err) {
      timings.push({ start, end: Date.now(), acked: false, path, status: 0 });
      failures.push(`${String(err)} ${path} at ${start - began}`);
      return null;
    }
  };

  const half = Math.floor(c.attendees.length / 2);
  // Each attendee's check-in is made once, with its own client id; every retry sends that same one.
  const items = c.attendees.map((a, i) =>
    i < half
      ? {
          clientId: randomUUID(),
          method: 'list',
          sessionId: c.sessionId,
          enrolmentId: a.enrolmentId,
          signature: PNG,
          deviceId: `desk-${i % 20}`,
          deviceTime: 0,
          clockOffsetMs: 0,
        }
      : {
          clientId: randomUUID(),
          method: 'ticket',
          ticket: a.ticket,
          deviceId: `phone-${i % plan.phones}`,
          deviceTime: Date.now() - 60_000 + (i % 60) * 1000,
          clockOffsetMs: 0,
        },
  );
  const answer = (i: number, a: unknown) => {
    const o = (a as { outcome?: string } | null)?.outcome;
    if (o) outcome.set(i, o);
  };

  // The driver's own event loop: a late loop would add to every figure it measures.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const desk = async (i: number) => {
    items[i]!.deviceTime ||= Date.now();
    for (let tries = 0; !outcome.has(i) && tries < 120; tries++) {
      if (tries) await sleep(1000);
      answer(i, await post('/api/edu/checkin', items[i]));
    }
  };
  const phone = async (p: number) => {
    const mine = items.map((_, i) => i).filter((i) => i >= half && (i - half) % plan.phones === p);
    for (let tries = 0; tries < 120; tries++) {
      const queue = mine.filter((i) => !outcome.has(i));
      if (!queue.length) return;
      if (tries) await sleep(1000);
      for (let k = 0; k < queue.length; k += plan.batch) {
        const part = queue.slice(k, k + plan.batch);
        const answers = (await post(
          '/api/edu/checkin/batch',
          part.map((i) => items[i]),
        )) as unknown[] | null;
        if (answers) part.forEach((i, j) => answer(i, answers[j]));
      }
    }
  };

  const work: Promise<unknown>[] = [];
  let window: Promise<{ from: number; to: number }> | null = null;
  const disruptAt = plan.disrupt ? began + plan.disrupt.at * plan.seconds * 1000 : Infinity;
  const replayAt = began + plan.replayAt * plan.seconds * 1000;
  let replayed = false;
  const replay = () => {
    replayed = true;
    for (let p = 0; p < plan.phones; p++) work.push(phone(p));
  };
  if (plan.desks) {
    let next = 0;
    const deskLoop = async () => {
      while (next < half) await desk(next++);
    };
    replay();
    for (let d = 0; d < plan.desks; d++) work.push(deskLoop());
  }
  for (let i = 0; i < half && !plan.desks; i++) {
    const due = began + (i * plan.seconds * 1000) / half;
    while (Date.now() < due) await sleep(Math.min(20, due - Date.now()));
    if (!replayed && Date.now() >= replayAt) replay();
    if (!window && Date.now() >= disruptAt) window = plan.disrupt!.run();
    work.push(desk(i));
  }
  if (!replayed) replay();
  if (!window && plan.disrupt) window = plan.disrupt.run();
  await Promise.all(work);
  const span = window ? await window : null;
  const seconds = (Date.now() - began) / 1000;
  lag.disable();

  const widened = span ? { from: span.from, to: span.to + 1000 } : null;
  const outside = timings.filter(
    (t) => t.acked && (!widened || t.end < widened.from || t.start > widened.to),
  );
  const sorted = outside.map((t) => t.end - t.start).sort((a, b) => a - b);
  const slowest = [...outside]
    .sort((a, b) => b.end - b.start - (a.end - a.start))
    .slice(0, 5)
    .map((t) => `${t.end - t.start} ms ${t.path.replace('/api/edu/', '')} at ${t.start - began}`);
  const p99Of = (batch: boolean) =>
    percentile(
      outside
        .filter((t) => t.path.endsWith('batch') === batch)
        .map((t) => t.end - t.start)
        .sort((a, b) => a - b),
      99,
    );
  const outcomes: Record<string, number> = {};
  for (const o of outcome.values()) outcomes[o] = (outcomes[o] ?? 0) + 1;
  return {
    attendees: items.length,
    outcomes,
    requests: timings.length,
    failedRequests: timings.filter((t) => !t.acked).length,
    failures: failures.slice(0, 5),
    timings,
    window: widened,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    p99Desk: p99Of(false),
    p99Batch: p99Of(true),
    measured: sorted.length,
    slowest,
    driverLagP99: Math.round(lag.percentile(99) / 1e6),
    driverLagMax: Math.round(lag.max / 1e6),
    seconds,
  };
}

/**
 * A rehearsal before the doors open: a small storm on a session of its own, so each process has served check-ins
 * of every kind (as on a conference morning) and the figures measure a running deployment, not its first requests.
 */
export async function rehearse(stack: { url: string; databaseUrl: string }) {
  const conference = await openConference(stack, 120);
  await runStorm(stack.url, conference, { seconds: 2, phones: 6, replayAt: 0, batch: 10 });
}

type Disruption = NonNullable<StormPlan['disrupt']>;
const timed = (at: number, work: () => Promise<void>): Disruption => ({
  at,
  run: async () => {
    const from = Date.now();
    await work();
    return { from, to: Date.now() };
  },
});

/** At `at` of the storm: process `i` killed with SIGKILL, started again 2 s later. */
export const killAndRestart = (stack: Stack, i: number, at: number) =>
  timed(at, async () => {
    stack.kill(i);
    await sleep(2000);
    await stack.restart(i);
  });

/** At `at` of the storm: each process stopped with SIGTERM and started again, one after another. */
/**
 * One process after another: stopped (SIGTERM), started, answering, and then left until nginx takes it back
 * (its fail_timeout) before the next one stops, as the README's rolling restart says. Without that wait nginx
 * still counted the first two out when the third stopped, and answered 502 for a second.
 */
export const rollingRestart = (stack: Stack, at: number) =>
  timed(at, async () => {
    const settle = nginxFailTimeoutMs() + 1000;
    for (let i = 0; i < stack.processes.length; i++) {
      await stack.terminate(i);
      await stack.restart(i);
      if (i < stack.processes.length - 1) await sleep(settle);
    }
  });

/** An engine stopped and started again during a storm: when it stopped, and when it took connections again. */
export type EngineOutage = { engine: string; stopped: number; back: number };

/**
 * At `at` of the storm: each engine in turn stopped for `awayMs` and started again, `gapMs` apart (a database
 * restarted for an upgrade, then Redis failed over). `outages` receives when each was away.
 */
export const restartEngines = (
  engines: { name: string; stop: () => Promise<void>; start: () => Promise<void> }[],
  at: number,
  outages: EngineOutage[],
  { awayMs = 2000, gapMs = 6000 } = {},
) =>
  timed(at, async () => {
    for (const [i, e] of engines.entries()) {
      if (i) await sleep(gapMs);
      const stopped = Date.now();
      await e.stop();
      await sleep(awayMs);
      await e.start();
      outages.push({ engine: e.name, stopped, back: Date.now() });
    }
  });
