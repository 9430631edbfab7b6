import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openPostgres } from '../../src/server/db/client';
import { testEnv } from '../../src/server/env';
import { bearer, login } from './helpers';
import { newLearner } from './edu-helpers';
import { edit, info, send } from './personal-helpers';

/**
 * Two apps on one PostgreSQL schema, each with its own caches and its own ear on the bus (PostgreSQL's
 * LISTEN/NOTIFY), as two server processes of a deployment: what the person settings change through one is seen
 * by the other. The news can reach the other a moment after the writer answered (docs/decisions/performance.md), so the
 * other is asked until it has it, for a bounded time. Runs with TEST_DATABASE_URL.
 */
const URL = process.env.TEST_DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
let one: FastifyInstance;
let two: FastifyInstance;

const open = async () => {
  const env = testEnv({
    CLIENT_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_PER_MIN: 10_000,
    CAPTCHA: 'off',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'peixun-test-')),
  });
  return buildApp({ env, database: await openPostgres(URL ?? '', schema), logger: false });
};

beforeAll(async () => {
  if (!URL) return;
  one = await open();
  two = await open();
});
afterAll(async () => {
  if (!URL) return;
  await two.close();
  await one.database.db.execute(`DROP SCHEMA "${schema}" CASCADE`);
  await one.close();
});

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 40; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe.runIf(!!URL)('the person settings across two processes', () => {
  it("a profile saved through one is the other's cached user info", async () => {
    const l = await newLearner(one, 'proc_profile');
    expect((await info(two, l.headers)).nickname).toBeNull(); // cached by the other
    expect((await edit(one, l.headers, { nickname: 'Seen everywhere' })).body.code).toBe(0);
    expect(await eventually(async () => (await info(two, l.headers)).nickname === 'Seen everywhere')).toBe(
      true,
    );
  });

  it('logging the other devices out through one ends them in the other', async () => {
    const l = await newLearner(one, 'proc_sessions');
    const other = await login(one, 'proc_sessions', 'Learner@2026');
    const otherHeaders = { ...bearer(other.access_token), 'tenant-id': '1' };
    const status = async () => (await send(two, 'GET', '/api/admin/user/info', otherHeaders)).status;
    expect(await status()).toBe(200); // the other process holds the token as live
    expect((await send(one, 'DELETE', '/api/admin/user/personal/sessions', l.headers)).body.data).toBe(1);
    expect(await eventually(async () => (await status()) === 424)).toBe(true);
    expect((await send(two, 'GET', '/api/admin/user/info', l.headers)).status).toBe(200);
  });
});
