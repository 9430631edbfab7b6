import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from '../../src/server/db/client';
import { isAlive } from '../../src/server/db/data-dir-lock';
import { loadEnv } from '../../src/server/env';
import { waitUntilAnswers } from './server-process';

describe('the embedded database folder', () => {
  it('refuses a second server on the same DATA_DIR with a clear message, and keeps data across reopen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'peixun-lock-'));
    try {
      const first = await openPglite(dir);
      await first.db.execute(sql`INSERT INTO sys_i18n (name, zh_cn, en) VALUES ('k', '键', 'key')`);
      await expect(openPglite(dir)).rejects.toThrow(/Another peixun server is using .*set DATABASE_URL/);
      await first.close();
      const again = await openPglite(dir);
      const rows = await again.db.execute(sql`SELECT en FROM sys_i18n WHERE name = 'k'`);
      expect((rows as { rows: unknown[] }).rows).toEqual([{ en: 'key' }]);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('after a crash', () => {
  const serve = (dir: string, port: number) =>
    spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: 'tsconfig.server.json',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        CLIENT_DIR: '/nonexistent',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
      },
      // A start that fails says why on the test's output (a random port once made that a guess).
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  /** A port the system just gave out, so no other test's server holds it. */
  const freePort = () =>
    new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });

  it('starts again at once after kill -9, and still refuses a second live server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'peixun-crash-'));
    const port = await freePort();
    const first = serve(dir, port);
    // Throws naming the exit code, or that it never answered, and kills it then.
    await waitUntilAnswers(`http://127.0.0.1:${port}/api/health`, first, 'first server');
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    // The dead server's lock is still on disk; the restart takes it over because its owner is dead (a lock that
    // waited to go stale would keep the restart out far past the wait below).
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    const second = serve(dir, port);
    try {
      await waitUntilAnswers(`http://127.0.0.1:${port}/api/health`, second, 'restarted server');
      // A third one on the same folder, while the second runs: refused with the clear message.
      await expect(openPglite(dir)).rejects.toThrow(/Another peixun server is using/);
    } finally {
      second.kill('SIGTERM');
      if (second.exitCode === null && second.signalCode === null)
        await new Promise((r) => second.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 200_000);

  it('takes over a lock whose pid now belongs to another process (the pid was reused)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'peixun-reuse-'));
    try {
      // This very process's pid, but a start time it never had: the owner that wrote it is gone.
      writeFileSync(
        join(dir, 'server.lock'),
        JSON.stringify({ host: hostname(), pid: process.pid, started: '1' }),
      );
      const db = await openPglite(dir);
      await db.close();
      expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('whether a lock owner runs', () => {
  const me = { host: hostname(), pid: process.pid, started: '42' };
  const stat = (state: string, started: string) => () => [state, ...Array<string>(18).fill('0'), started];
  it('is yes for a running process with the same start time, no for a zombie or another start time', () => {
    expect(isAlive(me, stat('S', '42'))).toBe(true);
    expect(isAlive(me, stat('R', '42'))).toBe(true);
    // Killed but not yet reaped by its parent: the pid and start time are still there, the server is not.
    expect(isAlive(me, stat('Z', '42'))).toBe(false);
    expect(isAlive(me, stat('S', '43'))).toBe(false);
    // Another machine's lock (a shared disk) cannot be checked: it counts as running.
    expect(isAlive({ ...me, host: 'elsewhere' }, stat('Z', '42'))).toBe(true);
  });
});

describe('configuration', () => {
  it('fails fast naming the bad variable', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadEnv({ PWD_ENC_KEY: 'short' })).toThrow(/16 bytes/);
    expect(loadEnv({}).PORT).toBe(3000);
  });
});
