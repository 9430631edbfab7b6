import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, enc } from './helpers';

/**
 * The README's scale-out path, tried as deployed: two server processes on one PostgreSQL database. What one
 * process revokes or locks holds on the other at once, and the counters of logins and rate limits are shared —
 * through PostgreSQL by default, through Redis when REDIS_URL is set. PostgreSQL and Redis run on this machine.
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const RATE = 14;

type Server = { url: string; child: ChildProcess; port: number };

async function startServer(env: Record<string, string>): Promise<Server> {
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

const stop = (s: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!s || s.child.exitCode !== null) return resolve();
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });

const token = (s: Server, username: string, password: string) =>
  fetch(`${s.url}/api/admin/oauth2/token?grant_type=password&scope=server&username=${username}`, {
    method: 'POST',
    headers: { authorization: basic('pig'), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password: enc(password) }),
  });
const userInfo = (s: Server, access: string) =>
  fetch(`${s.url}/api/admin/user/info`, { headers: { authorization: `Bearer ${access}` } });

/** A database of its own for the two processes, dropped afterwards. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
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

function scenario(title: string, extraEnv: () => Record<string, string>) {
  describe(title, () => {
    let a: Server;
    let b: Server;
    let db: { url: string; drop: () => Promise<void> };
    beforeAll(async () => {
      db = await freshDatabase();
      // One after the other: the first migrates and seeds, the second finds it done.
      a = await startServer({ DATABASE_URL: db.url, ...extraEnv() });
      b = await startServer({ DATABASE_URL: db.url, ...extraEnv() });
    }, 200_000); // two starts of up to 90 s each on a loaded machine
    afterAll(async () => {
      await Promise.all([stop(a), stop(b)]);
      await db?.drop();
    });

    it('a logout on one process is refused on the other at once', async () => {
      const { access_token } = (await (await token(a, 'admin', 'Admin@2026')).json()) as {
        access_token: string;
      };
      // B has seen (and cached) the token…
      expect((await userInfo(b, access_token)).status).toBe(200);
      expect((await userInfo(b, access_token)).status).toBe(200);
      await fetch(`${a.url}/api/admin/token/logout`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${access_token}` },
      });
      // …and refuses it on the very next request.
      expect((await userInfo(b, access_token)).status).toBe(424);
    });

    it('a course edited, a sign-up and a heartbeat on one process are seen by the caches of the other at once', async () => {
      const tokenOf = async (username: string, password: string) =>
        ((await (await token(a, username, password)).json()) as { access_token: string }).access_token;
      const staff = await tokenOf('admin', 'Admin@2026');
      const learner = await tokenOf('learner01', 'Learner@2026');
      type Env<T> = { code: number; data: T };
      type Detail = {
        title: string;
        myEnrolment: { status: string } | null;
        chapters: { lessons: { id: string }[] }[];
      };
      type Record = { courseId: string; watchedSec: number };
      const headers = (t?: string) => ({
        'tenant-id': '1',
        'content-type': 'application/json',
        ...(t ? { authorization: `Bearer ${t}` } : {}),
      });
      const get = async <T>(s: Server, path: string, t?: string) =>
        ((await (await fetch(`${s.url}${path}`, { headers: headers(t) })).json()) as Env<T>).data;
      const send = async (s: Server, method: string, path: string, t: string, body: unknown) =>
        (await (
          await fetch(`${s.url}${path}`, { method, headers: headers(t), body: JSON.stringify(body) })
        ).json()) as Env<unknown>;
      // A seeded online course without approval that learner01 has not joined.
      const { records } = await get<{ records: { id: string; needsApproval: boolean }[] }>(
        b,
        '/api/edu/course/page?mode=online&size=50',
      );
      let course = '';
      for (const c of records)
        if (
          !c.needsApproval &&
          !(await get<Detail>(b, `/api/edu/course/details/${c.id}`, learner)).myEnrolment
        )
          course = c.id;
      expect(course).not.toBe('');
      const detailOnB = () => get<Detail>(b, `/api/edu/course/details/${course}`, learner);
      const listedOnB = async () =>
        (
          await get<{ records: { id: string; title: string }[] }>(
            b,
            '/api/edu/course/page?mode=online&size=50',
          )
        ).records.find((c) => c.id === course)?.title;
      const recordOnB = async () =>
        (await get<Record[]>(b, '/api/edu/study/mine', learner)).find((r) => r.courseId === course);
      // B has read (and cached) all of it…
      expect(await detailOnB()).toMatchObject({ myEnrolment: null });
      expect(await listedOnB()).toBeDefined();
      expect(await recordOnB()).toBeUndefined();
      // …staff rename the course on A: B shows the new title as soon as the bus news reaches it. A answers once
      // its own copy of the news is back (up to 250 ms); B, on a loaded machine, may take a moment longer.
      const soon = { timeout: 5_000, interval: 50 };
      expect(
        await send(a, 'PUT', '/api/edu/course', staff, { id: course, title: 'Renamed on A' }),
      ).toMatchObject({ code: 0 });
      await expect.poll(async () => (await detailOnB()).title, soon).toBe('Renamed on A');
      await expect.poll(listedOnB, soon).toBe('Renamed on A');
      // The learner signs up on A: B shows the sign-up in the detail and the course in the study records.
      expect(await send(a, 'POST', '/api/edu/enrolment', learner, { courseId: course })).toMatchObject({
        code: 0,
      });
      await expect.poll(async () => (await detailOnB()).myEnrolment?.status, soon).toBe('approved');
      await expect.poll(recordOnB, soon).toMatchObject({ watchedSec: 0 });
      // A heartbeat on A: B's study records count it.
      const lessonId = (await detailOnB()).chapters[0]?.lessons[0]?.id;
      expect(
        await send(a, 'POST', '/api/edu/progress', learner, {
          clientId: randomBytes(8).toString('hex'),
          lessonId,
          position: 5,
          intervals: [[0, 5]],
        }),
      ).toMatchObject({ code: 0 });
      await expect.poll(recordOnB, soon).toMatchObject({ watchedSec: 5 });
    });

    it('counts failed logins across both: five spread over A and B lock the account for that source', async () => {
      const pool = new pg.Pool({ connectionString: db.url, max: 1 });
      const later = () =>
        pool.query(
          `update sys_login_failure set failed_at = failed_at - interval '1 minute' where username = 'learner01'`,
        );
      for (const s of [a, b, a, b, a]) {
        expect(((await (await token(s, 'learner01', 'wrong-pass1')).json()) as { data: string }).data).toBe(
          'bad_credentials',
        );
        await later();
      }
      await pool.end();
      const locked = (await (await token(b, 'learner01', 'Learner@2026')).json()) as { data: string };
      expect(locked.data).toBe('user_locked');
    });

    it('shares the rate limit of the token endpoint: the processes together allow the limit, not each', async () => {
      const statuses: number[] = [];
      // Nine token requests so far in this scenario; alternate until the shared limit is passed.
      for (let i = 0; i < RATE; i++)
        statuses.push((await token(i % 2 ? a : b, 'ent_admin01', 'x-wrong-1')).status);
      // The limit is passed at the (RATE + 1)th request to the two together, while neither alone got that many.
      expect(statuses.indexOf(429)).toBe(RATE - 9);
    });
  });
}

scenario('two processes on one PostgreSQL (LISTEN/NOTIFY, counters in the database)', () => ({}));

scenario('two processes with Redis (pub/sub, counters in Redis)', () => ({ REDIS_URL }));

beforeAll(async () => {
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
});
