import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { basic, enc } from './helpers';

/** Server processes on a database of their own, for the multi-process tests (the README's scale-out path). */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
export const RATE = 20;

export type Server = { url: string; child: ChildProcess; port: number };

export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'tsconfig.server.json',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'peixun-mp-')),
      CLIENT_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_PER_MIN: String(RATE),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A liveness wait (not a speed check): a first start on a busy 2-core machine can take half a minute.
  for (let i = 0; i < 900; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child, port };
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL'); // never leave a server behind a failed test
  throw new Error('server did not start');
}

export const stop = (s: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!s || s.child.exitCode !== null) return resolve();
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });

export const token = (s: Server, username: string, password: string) =>
  fetch(`${s.url}/api/admin/oauth2/token?grant_type=password&scope=server&username=${username}`, {
    method: 'POST',
    headers: { authorization: basic('pig'), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password: enc(password) }),
  });
export const userInfo = (s: Server, access: string) =>
  fetch(`${s.url}/api/admin/user/info`, { headers: { authorization: `Bearer ${access}` } });

/** A database of its own for the two processes, dropped afterwards. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `peixun_mp_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
