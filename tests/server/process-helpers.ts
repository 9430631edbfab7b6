import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { basic, enc } from './helpers';
import { spawnServer, stopServer, type ServerProcess } from './server-process';

/** Server processes on a database of their own, for the multi-process tests (the README's scale-out path). */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
export const RATE = 20;

export type Server = ServerProcess;

export const startServer = (env: Record<string, string>): Promise<Server> =>
  spawnServer({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'peixun-mp-')),
    LOGIN_RATE_PER_MIN: String(RATE),
    ...env,
  });

export const stop = stopServer;

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
