import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { testEnv, type Env } from '../../src/server/env';
import { encryptPassword } from '../../src/server/lib/crypto';

/**
 * A real app on a real database: in-memory PGlite, or, when TEST_DATABASE_URL is set, a schema of its own
 * on that PostgreSQL (dropped on close), so test files run in parallel and repeated runs start clean. With
 * `logger`, the app logs as in production (at LOG_LEVEL), for tests of what the logs say.
 */
export async function buildTestApp(overrides: Partial<Env> = {}, logger = false): Promise<FastifyInstance> {
  const DATA_DIR = mkdtempSync(join(tmpdir(), 'peixun-test-'));
  const env = testEnv({
    CLIENT_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_PER_MIN: 10_000,
    CHECKIN_RATE_PER_MIN: 100_000,
    // bcrypt's least work: the suite signs in thousands of times (the cost itself: tests/server/password-cost.test.ts).
    PASSWORD_HASH_COST: 4,
    // Reminders are sent by the tests that ask for them (reminders*.test.ts), not on a timer in every app.
    REMINDER_TICK_MS: 0,
    DATA_DIR,
    ...overrides,
  });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // Each app's database starts as the run's migrated copy (pglite-template.setup.ts). Imported here: the storm's
    // S3 process reads this module outside vitest.
    const file = (await import('vitest')).inject('pgliteTemplate');
    const template = file ? new Uint8Array(readFileSync(file)) : undefined;
    return buildApp({ env, database: await openPglite(undefined, { template }), logger });
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const database = await openPostgres(url, schema);
  const close = database.close;
  database.close = async () => {
    await database.db.execute(`DROP SCHEMA "${schema}" CASCADE`);
    await close();
  };
  return buildApp({ env, database, logger });
}

export const basic = (client: string, secret = client) =>
  `Basic ${Buffer.from(`${client}:${secret}`).toString('base64')}`;
export const enc = (pw: string) => encryptPassword(pw, 'thanks,pig4cloud');

export type LoginOptions = {
  client?: string;
  tenant?: string;
  encrypt?: boolean;
  /** The peer address the request comes from, and any X-Forwarded-For it claims. */
  from?: string;
  forwardedFor?: string;
};

export function tokenRequest(app: FastifyInstance, username: string, password: string, o: LoginOptions = {}) {
  const client = o.client ?? 'pig';
  return app.inject({
    method: 'POST',
    url: `/api/admin/oauth2/token?grant_type=password&scope=server&username=${encodeURIComponent(username)}`,
    remoteAddress: o.from,
    headers: {
      authorization: basic(client),
      'content-type': 'application/x-www-form-urlencoded',
      ...(o.tenant ? { 'tenant-id': o.tenant } : {}),
      ...(o.forwardedFor ? { 'x-forwarded-for': o.forwardedFor } : {}),
    },
    payload: new URLSearchParams({ password: o.encrypt === false ? password : enc(password) }).toString(),
  });
}

export async function login(app: FastifyInstance, username: string, password: string, o: LoginOptions = {}) {
  const res = await tokenRequest(app, username, password, o);
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string; refresh_token: string; user_id: string }>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart body of one file field (after any text `fields`), as a browser's FormData sends it. */
export function multipartBody(
  file: { name: string; type: string; data: Buffer },
  field = 'file',
  fields: Record<string, string> = {},
) {
  const boundary = '----peixun-test-boundary';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
