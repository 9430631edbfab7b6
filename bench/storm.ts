// npm run bench (part 4): the check-in storm of the README's "Scaling out", on the built server (`npm run serve`)
// behind Debian's nginx with deploy/nginx.conf, on PostgreSQL (BENCH_DATABASE_URL, else the machine's `test`
// database), Redis and S3-compatible storage. First the storm: 5,000 attendees in a minute through three
// processes, half of them as offline queues replayed at once, one process killed mid-way and started again; then
// the throughput of 1, 2 and 3 processes, with 64 desks sending as fast as they are answered.
import { REPLAY_BATCH } from '@contract/checkin-rules';
import { openConference } from '../tests/server/storm/attendees';
import { startStack } from '../tests/server/storm/stack';
import { killAndRestart, rehearse, runStorm, type StormResult } from '../tests/server/storm/storm';
import { checkedInByProcess, stored } from '../tests/server/storm/verify';

process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ATTENDEES = Number(process.env.STORM_ATTENDEES ?? 5000);
const only = process.env.STORM_ONLY; // 'storm' or 'throughput'

async function withStack<T>(
  processes: number,
  body: (s: Awaited<ReturnType<typeof startStack>>) => Promise<T>,
) {
  const stack = await startStack({ processes, entry: 'dist', env: { LOG_LEVEL: 'error' } });
  try {
    await rehearse(stack);
    return await body(stack);
  } finally {
    await stack.stop();
  }
}

const line = (name: string, r: StormResult, extra = '') =>
  console.log(
    `${name.padEnd(34)}: ${r.attendees} in ${r.seconds.toFixed(1)} s (${Math.round(r.attendees / r.seconds)} per s), ` +
      `${r.requests} requests, ${r.failedRequests} failed and sent again, p50 ${r.p50} ms, p99 ${r.p99} ms ` +
      `(desk ${r.p99Desk}, batches ${r.p99Batch}) ` +
      `(${r.measured} outside the disruption; the driver's own lag p99 ${r.driverLagP99} ms)${extra}`,
  );

if (!only || only === 'storm')
  await withStack(3, async (stack) => {
    const conference = await openConference(stack, ATTENDEES);
    const r = await runStorm(stack.url, conference, {
      seconds: 60,
      phones: Math.ceil(ATTENDEES / 100),
      replayAt: 0.3,
      batch: REPLAY_BATCH,
      disrupt: killAndRestart(stack, 1, 0.5),
    });
    const db = await stored(stack.databaseUrl, conference.sessionId);
    const counts = await checkedInByProcess(stack, conference);
    const exact = r.outcomes.accepted === ATTENDEES && db.rows === ATTENDEES && db.accepted === ATTENDEES;
    line('storm, 3 processes, one killed', r);
    console.log(
      `  stored ${db.rows} rows for ${db.clients} client ids, ${db.accepted} accepted; ` +
        `every process counts ${counts.join('/')}; ` +
        `${exact ? 'exactly once' : 'NOT EXACTLY ONCE'}; slowest: ${r.slowest.join('; ')}`,
    );
    if (!exact) process.exitCode = 1;
  });

if (!only || only === 'throughput')
  for (const processes of [1, 2, 3])
    await withStack(processes, async (stack) => {
      const conference = await openConference(stack, 3000);
      const r = await runStorm(stack.url, conference, {
        seconds: 0,
        desks: 64,
        phones: 30,
        replayAt: 0,
        batch: REPLAY_BATCH,
      });
      line(`throughput, ${processes} process${processes > 1 ? 'es' : ''}`, r);
    });
