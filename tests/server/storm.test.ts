import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAY_BATCH } from '@contract/checkin-rules';
import { openConference } from './storm/attendees';
import { NGINX, startStack, type Stack } from './storm/stack';
import { killAndRestart, rehearse, rollingRestart, runStorm } from './storm/storm';
import { checkedInByProcess, coherence, stored } from './storm/verify';

/**
 * The README's "Scaling out", run as deployed: Debian's nginx with deploy/nginx.conf in front of three server
 * processes on PostgreSQL, Redis and S3-compatible storage, through a check-in storm (a smaller one than the
 * bench's 5,000 in a minute, with the same disruptions). One process is killed in the middle and started again;
 * then all three are restarted one after another while attendees keep coming. Runs with TEST_DATABASE_URL
 * (PostgreSQL and Redis on this machine, nginx installed: `.ci/run` installs it).
 */
const PG = process.env.TEST_DATABASE_URL;
const ATTENDEES = Number(process.env.STORM_ATTENDEES ?? 1200);
const SECONDS = Number(process.env.STORM_SECONDS ?? 20);

describe.runIf(PG)('a check-in storm through nginx and three processes', () => {
  let stack: Stack;
  beforeAll(async () => {
    expect(existsSync(NGINX), `nginx at ${NGINX} (apt-get install nginx-light)`).toBe(true);
    stack = await startStack({ processes: 3 });
    await rehearse(stack);
  }, 240_000);
  afterAll(async () => stack?.stop());

  it('one process killed mid-storm: every acknowledged check-in is stored once, and the counts agree everywhere', async () => {
    const conference = await openConference(stack, ATTENDEES);
    const result = await runStorm(stack.url, conference, {
      seconds: SECONDS,
      phones: Math.ceil(ATTENDEES / 100),
      replayAt: 0.3,
      batch: REPLAY_BATCH,
      disrupt: killAndRestart(stack, 1, 0.5),
    });
    console.info('storm with a kill', result);

    // Everyone acknowledged, each as the one accepted check-in of that person.
    expect(result.outcomes).toEqual({ accepted: ATTENDEES });
    const half = Math.floor(ATTENDEES / 2);
    expect(await stored(stack.databaseUrl, conference.sessionId)).toMatchObject({
      rows: ATTENDEES,
      clients: ATTENDEES,
      accepted: ATTENDEES,
      people: ATTENDEES,
      signatures: half,
      signature_files: half,
    });
    // Every process, the restarted one too, counts what was acknowledged.
    expect(await checkedInByProcess(stack, conference)).toEqual([ATTENDEES, ATTENDEES, ATTENDEES]);
    // Latency is the bench's figure (npm run bench:storm), not a test's: printed above, never asserted.

    const after = await coherence(stack, conference);
    expect(after).toEqual({
      undoStatus: 200,
      afterUndo: [ATTENDEES - 1, ATTENDEES - 1, ATTENDEES - 1],
      seen: [200, 200, 200],
      refused: [424, 424, 424],
    });
  }, 300_000);

  it('a rolling restart during a storm loses nothing and refuses nobody', async () => {
    const count = Math.floor(ATTENDEES / 2);
    const conference = await openConference(stack, count);
    // Long enough for the three restarts, each followed by nginx's fail_timeout, to happen under load.
    const result = await runStorm(stack.url, conference, {
      seconds: SECONDS + 10,
      phones: Math.ceil(count / 100),
      replayAt: 0.5,
      batch: REPLAY_BATCH,
      disrupt: rollingRestart(stack, 0.1),
    });
    console.info('storm with a rolling restart', result);
    expect(result.outcomes).toEqual({ accepted: count });
    // Nothing failed on the way: nginx sent what a stopping process would not take to another one.
    expect(result.failedRequests).toBe(0);
    expect(await stored(stack.databaseUrl, conference.sessionId)).toMatchObject({
      rows: count,
      clients: count,
      accepted: count,
    });
    expect(await checkedInByProcess(stack, conference)).toEqual([count, count, count]);
  }, 300_000);
});
