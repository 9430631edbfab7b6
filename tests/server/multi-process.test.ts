import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, enc } from './helpers';
import {
  freshDatabase,
  RATE,
  REDIS_URL,
  startServer,
  stop,
  token,
  userInfo,
  type Server,
} from './process-helpers';

/**
 * The README's scale-out path, tried as deployed: two server processes on one PostgreSQL database. What one
 * process revokes or locks holds on the other at once, and the counters of logins and rate limits are shared —
 * through PostgreSQL by default, through Redis when REDIS_URL is set. PostgreSQL and Redis run on this machine.
 */
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

    it('a course edited, a sign-up and a heartbeat on one process are seen by the other’s caches at once', async () => {
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

    it('a tenant’s dates and a role’s grant changed on one process hold on the other’s next request', async () => {
      const soon = { timeout: 5_000, interval: 50 };
      const login = async (username: string, tenant: string) =>
        (
          (await (
            await fetch(
              `${a.url}/api/admin/oauth2/token?grant_type=password&scope=server&username=${username}`,
              {
                method: 'POST',
                headers: {
                  authorization: basic('pig'),
                  'content-type': 'application/x-www-form-urlencoded',
                  'tenant-id': tenant,
                },
                body: new URLSearchParams({ password: enc('Admin@2026') }),
              },
            )
          ).json()) as { access_token: string }
        ).access_token;
      const call = async <T>(
        s: Server,
        method: string,
        path: string,
        t: string,
        tenant: string,
        body?: unknown,
      ) => {
        const res = await fetch(`${s.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${t}`, 'tenant-id': tenant, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, data: ((await res.json()) as { data: T }).data };
      };
      const platform = await login('admin', '1');
      const branch = await login('admin2', '2');
      const infoOnB = () => call<{ permissions: string[] }>(b, 'GET', '/api/admin/user/info', branch, '2');
      // B has judged tenant 2 valid and cached its administrator's permissions…
      expect((await infoOnB()).data.permissions).toContain('sys_log_view');
      // …the platform ends tenant 2 on A: B answers 426 to its next request.
      const end = (endTime: string) =>
        call(a, 'PUT', '/api/admin/tenant', platform, '1', {
          id: '2',
          startTime: '2020-01-01 00:00:00',
          endTime,
        });
      expect((await end('2021-01-01 00:00:00')).status).toBe(200);
      await expect.poll(async () => (await infoOnB()).status, soon).toBe(426);
      await end('2099-12-31 23:59:59');
      await expect.poll(async () => (await infoOnB()).status, soon).toBe(200);
      // Tenant 2's administrator takes the Logs' View from its own role on A: B's next request lacks it.
      const role = (
        await call<{ roleId: string }>(a, 'GET', '/api/admin/role/details?roleCode=ROLE_ADMIN', branch, '2')
      ).data.roleId;
      const [view] = (
        await call<{ menuId: string }[]>(
          a,
          'GET',
          '/api/admin/menu/details?permission=sys_log_view',
          branch,
          '2',
        )
      ).data;
      const held = (await call<string[]>(a, 'GET', `/api/admin/menu/tree/${role}`, branch, '2')).data;
      const grant = await call(a, 'PUT', '/api/admin/role/menu', branch, '2', {
        roleId: role,
        menuIds: held.filter((id) => id !== view?.menuId).join(','),
      });
      expect(grant.status).toBe(200);
      await expect
        .poll(async () => (await infoOnB()).data.permissions.includes('sys_log_view'), soon)
        .toBe(false);
      expect((await call(b, 'GET', '/api/admin/log/page', branch, '2')).status).toBe(403);
    });

    it('a user locked on one process is shut out on the other at once', async () => {
      const access = async (s: Server, username: string, password: string) =>
        ((await (await token(s, username, password)).json()) as { access_token: string }).access_token;
      const learner = await access(b, 'learner01', 'Learner@2026');
      const admin = await access(a, 'admin', 'Admin@2026');
      // B has seen (and cached) the learner…
      expect((await userInfo(b, learner)).status).toBe(200);
      expect((await userInfo(b, learner)).status).toBe(200);
      const staff = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
      const found = (await (
        await fetch(`${a.url}/api/admin/user/page?username=learner01`, { headers: staff })
      ).json()) as { data: { records: { userId: string }[] } };
      const lock = (lockFlag: string) =>
        fetch(`${a.url}/api/admin/user`, {
          method: 'PUT',
          headers: staff,
          body: JSON.stringify({ userId: found.data.records[0]!.userId, lockFlag }),
        });
      // …A locks it: B refuses the learner's very next request, and its login.
      expect((await lock('9')).status).toBe(200);
      expect((await userInfo(b, learner)).status).toBe(424);
      expect(((await (await token(b, 'learner01', 'Learner@2026')).json()) as { data: string }).data).toBe(
        'user_locked',
      );
      expect((await lock('0')).status).toBe(200);
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
      // Fourteen token requests so far in this scenario; alternate until the shared limit is passed.
      for (let i = 0; i < RATE; i++)
        statuses.push((await token(i % 2 ? a : b, 'ent_admin01', 'x-wrong-1')).status);
      // The limit is passed at the (RATE + 1)th request to the two together, while neither alone got that many.
      expect(statuses.indexOf(429)).toBe(RATE - 14);
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
