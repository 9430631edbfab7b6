import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLog, sysUser } from '../../src/server/db/schema';
import { basic, bearer, buildTestApp, login, tokenRequest } from './helpers';
import { newLearner } from './edu-helpers';
import { nextIp, send } from './personal-helpers';

/**
 * PUT /api/admin/user/personal/password and the user's sessions: the old password behind the login's
 * lockout gate, the new one's rules, and every session but the caller's ended at once.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off' });
});
afterAll(() => app.close());

const OLD = 'Learner@2026';
const headersOf = (token: string) => ({ ...bearer(token), 'tenant-id': '1', 'accept-language': 'en' });
const change = (h: Record<string, string>, body: object, from = '10.99.0.1') =>
  send(app, 'PUT', '/api/admin/user/personal/password', h, body, from);
const infoStatus = async (token: string) =>
  (await send(app, 'GET', '/api/admin/user/info', headersOf(token))).status;

describe('changing my password', () => {
  it('refuses a new password that breaks the password rules, before the old one is tried', async () => {
    const l = await newLearner(app, 'pw_rules');
    const h = { ...l.headers, 'accept-language': 'en' };
    const msg = async (body: object) => (await change(h, { password: 'wrong', ...body })).body.msg;
    expect(await msg({ newpassword1: 'Abc12345', newpassword2: 'Abc12346' })).toBe(
      'The two passwords do not match',
    );
    // Strength: 6 to 100 characters of at least two kinds.
    for (const weak of ['Ab123', 'abcdefgh', '12345678', '!@#$%^&*', 'Abc 1234', `A1${'b'.repeat(99)}`])
      expect(await msg({ newpassword1: weak }), weak).toBe('Password strength is too low');
    // None of those counted as a failed login: the right old password still goes through at once.
    expect((await change(h, { password: OLD, newpassword1: 'Ab1234' })).body).toEqual({
      code: 0,
      msg: null,
      data: true,
    });
    expect(
      (
        await change(h, {
          password: 'Ab1234',
          newpassword1: `A1${'b'.repeat(98)}`,
          newpassword2: `A1${'b'.repeat(98)}`,
        })
      ).body.code,
    ).toBe(0);
  });

  it('refuses a wrong old password as a failed login from that address, and the same password again', async () => {
    const l = await newLearner(app, 'pw_old');
    const h = { ...l.headers, 'accept-language': 'en' };
    const from = nextIp();
    const body = { password: 'Wrong@2026', newpassword1: 'Next@2026', newpassword2: 'Next@2026' };
    for (let i = 0; i < 3; i++)
      expect((await change(h, body, from)).body).toEqual({
        code: 1,
        msg: 'The old password is wrong',
        data: null,
      });
    // The login's gate: after three failures that address waits before its next try, here and at the login.
    expect((await change(h, { ...body, password: OLD }, from)).body.msg).toMatch(
      /^Too many failed logins; try again in \d+ s$/,
    );
    const slowed = await tokenRequest(app, 'pw_old', OLD, { from });
    expect(slowed.json()).toMatchObject({ data: 'too_many_attempts' });
    // Another address is not held up.
    const elsewhere = nextIp();
    expect((await change(h, { password: OLD, newpassword1: OLD }, elsewhere)).body.msg).toBe(
      'The new password must differ from the old one',
    );
    expect((await change(h, { password: OLD, newpassword1: 'Next@2026' }, elsewhere)).body.code).toBe(0);
  });

  it('locks the address out after five failures, as the login does', async () => {
    const l = await newLearner(app, 'pw_lock');
    const from = nextIp();
    const wrong = { password: 'Wrong@2026', newpassword1: 'Next@2026' };
    for (let i = 0; i < 3; i++) await change(l.headers, wrong, from);
    // Skip the waits between tries (the gate reads the failures' times).
    const back = async () =>
      app.database.db.execute(
        `update sys_login_failure set failed_at = failed_at - interval '1 minute' where username = 'pw_lock'`,
      );
    await back();
    await change(l.headers, wrong, from);
    await back();
    await change(l.headers, wrong, from);
    const locked = await change({ ...l.headers, 'accept-language': 'en' }, { ...wrong, password: OLD }, from);
    expect(locked.body).toMatchObject({ code: 1, msg: 'The account is locked' });
    expect((await tokenRequest(app, 'pw_lock', OLD, { from })).json()).toMatchObject({ data: 'user_locked' });
  });

  it("ends the user's other sessions, not the caller's; the new password logs in, the old one does not", async () => {
    const l = await newLearner(app, 'pw_sessions');
    const other = await login(app, 'pw_sessions', OLD);
    expect(await infoStatus(other.access_token)).toBe(200); // cached as live
    expect((await change(l.headers, { password: OLD, newpassword1: 'Fresh@2026' })).body.code).toBe(0);
    expect(await infoStatus(other.access_token)).toBe(424);
    expect(await infoStatus(l.token)).toBe(200);
    const refresh = await app.inject({
      method: 'POST',
      url: `/api/admin/oauth2/token?grant_type=refresh_token&scope=server&refresh_token=${other.refresh_token}`,
      headers: { authorization: basic('pig') },
    });
    expect(refresh.json()).toMatchObject({ data: 'invalid_grant' });
    expect((await tokenRequest(app, 'pw_sessions', OLD)).statusCode).toBe(401);
    expect((await tokenRequest(app, 'pw_sessions', 'Fresh@2026')).statusCode).toBe(200);
    const [user] = await app.database.db.select().from(sysUser).where(eq(sysUser.userId, l.userId));
    expect(Date.now() - (user?.passwordModifyTime?.getTime() ?? 0)).toBeLessThan(60_000);
    const logs = await app.database.db.select().from(sysLog).where(eq(sysLog.createBy, 'pw_sessions'));
    expect(logs.map((r) => r.title)).toContain('修改密码');
  });
});

describe('my sessions', () => {
  it('lists my live sessions and logs the others out, in every cache at once', async () => {
    const me = await newLearner(app, 'sess_me');
    const phone = await login(app, 'sess_me', OLD);
    const tablet = await login(app, 'sess_me', OLD);
    const bystander = await newLearner(app, 'sess_other');
    type S = { id: string; clientId: string; createdAt: string; expiresAt: string; current: boolean };
    const list = async (h = me.headers) =>
      (await send<S[]>(app, 'GET', '/api/admin/user/personal/sessions', h)).body.data;
    const before = await list();
    expect(before).toHaveLength(3);
    expect(before.filter((s) => s.current)).toHaveLength(1);
    expect(before[0]).toMatchObject({ clientId: 'pig', current: true });
    expect(before[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    for (const t of [phone.access_token, tablet.access_token]) expect(await infoStatus(t)).toBe(200);

    const ended = await send(app, 'DELETE', '/api/admin/user/personal/sessions', me.headers);
    expect(ended.body).toEqual({ code: 0, msg: null, data: 2 });
    for (const t of [phone.access_token, tablet.access_token]) expect(await infoStatus(t)).toBe(424);
    expect(await infoStatus(me.token)).toBe(200);
    expect(await infoStatus(bystander.token)).toBe(200);
    expect(await list()).toEqual([before[0]]);
    // Again: nothing left to end.
    expect((await send(app, 'DELETE', '/api/admin/user/personal/sessions', me.headers)).body.data).toBe(0);
    // From one of the ended sessions: refused like any dead token.
    expect(
      (await send(app, 'DELETE', '/api/admin/user/personal/sessions', headersOf(phone.access_token))).status,
    ).toBe(424);
  });
});
