import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '@contract/auth';
import { decryptPassword, encryptPassword, sha256 } from '../../src/server/lib/crypto';
import { sysLog } from '../../src/server/db/schema';
import { basic, bearer, buildTestApp, enc, login, tokenRequest, type LoginOptions } from './helpers';
import type { Envelope } from '@contract/envelope';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('pig password encryption (AES-128-CFB, IV = key, base64)', () => {
  it('matches pig-ui: "123456" with the default key is "YehdBPev"', () => {
    expect(encryptPassword('123456', 'thanks,pig4cloud')).toBe('YehdBPev');
    expect(encryptPassword('a', 'thanks,pig4cloud')).toBe('MQ==');
  });
  it('round-trips CJK text', () => {
    expect(decryptPassword(encryptPassword('物业培训密码!', 'thanks,pig4cloud'), 'thanks,pig4cloud')).toBe(
      '物业培训密码!',
    );
  });
});

describe('POST /api/admin/oauth2/token, grant_type=password', () => {
  it('answers the raw OAuth2 body with pig fields and ids as strings', async () => {
    const res = await tokenRequest(app, 'admin', 'Admin@2026');
    expect(res.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      token_type: 'Bearer',
      username: 'admin',
      client_id: 'pig',
      scope: 'server',
      expires_in: 43200,
      tenant_id: '1',
    });
    expect(typeof body.user_id).toBe('string');
  });

  it('takes every parameter from the form body as well as from the query', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth2/token',
      headers: { authorization: basic('pig'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        scope: 'server',
        username: 'learner01',
        password: enc('Learner@2026'),
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('takes a plain password from a client with enc_flag 0 (social)', async () => {
    expect(
      (await tokenRequest(app, 'learner01', 'Learner@2026', { client: 'social', encrypt: false })).statusCode,
    ).toBe(200);
    expect(
      (await tokenRequest(app, 'learner01', 'Learner@2026', { client: 'pig', encrypt: false })).statusCode,
    ).toBe(401);
  });

  it.each([
    ['a wrong password', 'admin', 'Wrong@2026', 'bad_credentials'],
    [
      'an unknown user (same answer, so usernames do not leak)',
      'nobody_here',
      'Admin@2026',
      'bad_credentials',
    ],
  ])('refuses %s with 401', async (_, user, pw, code) => {
    const res = await tokenRequest(app, user, pw);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 1, msg: '用户名不存在或者密码错误', data: code });
  });

  it('refuses a missing or wrong client with invalid_client', async () => {
    const noAuth = await app.inject({
      method: 'POST',
      url: '/api/admin/oauth2/token?grant_type=password&username=admin&password=x',
    });
    expect(noAuth.statusCode).toBe(401);
    expect(noAuth.json<Envelope<unknown>>().data).toBe('invalid_client');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/oauth2/token?grant_type=password&username=admin&password=x',
      headers: { authorization: basic('pig', 'nope') },
    });
    expect(wrong.json<Envelope<unknown>>().data).toBe('invalid_client');
  });

  it('refuses an unknown scope, a missing password and an unknown grant type', async () => {
    const scope = await app.inject({
      method: 'POST',
      url:
        '/api/admin/oauth2/token?grant_type=password&scope=all&username=admin' +
        `&password=${encodeURIComponent(enc('Admin@2026'))}`,
      headers: { authorization: basic('pig') },
    });
    expect(scope.json<Envelope<unknown>>().data).toBe('invalid_scope');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/oauth2/token?grant_type=password&username=admin',
      headers: { authorization: basic('pig') },
    });
    expect(missing.json<Envelope<unknown>>().data).toBe('invalid_request');
    const grant = await app.inject({
      method: 'POST',
      url: '/api/admin/oauth2/token?grant_type=magic',
      headers: { authorization: basic('pig') },
    });
    expect(grant.json<Envelope<unknown>>().data).toBe('unsupported_grant_type');
  });

  it('answers in English when the caller asks for it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/oauth2/token?grant_type=password&username=admin&password=${encodeURIComponent(enc('x1'))}`,
      headers: { authorization: basic('pig'), 'accept-language': 'en-US' },
    });
    expect(res.json<Envelope<unknown>>().msg).toBe('Wrong username or password');
  });
});

describe('failed logins: slowed, then locked, per account and source', () => {
  const owner = { from: '10.0.0.1' };
  const stranger = { from: '203.0.113.9' };
  /** Moves this user's failures a minute into the past: the wait after them has passed. */
  const later = () =>
    app.database.db.execute(
      sql`update sys_login_failure set failed_at = failed_at - interval '1 minute' where username = 'ent_admin01'`,
    );
  const attempt = (password: string, o: LoginOptions) => tokenRequest(app, 'ent_admin01', password, o);

  it("slows a source after 3 failures, locks it at 5 (audited), leaves the owner's other address alone", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attempt('bad-pass1', stranger)).json<Envelope<unknown>>().data).toBe('bad_credentials');
      await later();
    }
    // Three failures from one source: the next try from it must wait (2 s, then 4 s).
    await attempt('bad-pass1', stranger);
    const early = await attempt('bad-pass1', stranger);
    expect(early.statusCode).toBe(401);
    expect(early.json()).toMatchObject({
      code: 1,
      data: 'too_many_attempts',
      msg: '登录失败次数较多，请 4 秒后再试',
    });
    await later();
    expect((await attempt('bad-pass1', stranger)).json<Envelope<unknown>>().data).toBe('bad_credentials');
    // Five failures within the hour: that source is locked out, even with the right password…
    const locked = await attempt('Enterprise@2026', stranger);
    expect(locked.json()).toMatchObject({ code: 1, data: 'user_locked', msg: '用户帐号已被锁定' });
    const audit = await app.database.db.select().from(sysLog).where(eq(sysLog.createBy, 'ent_admin01'));
    expect(audit.some((l) => l.title.includes('203.0.113.9'))).toBe(true);
    // …while the owner, from elsewhere, logs in, and other users are untouched.
    expect((await attempt('Enterprise@2026', owner)).statusCode).toBe(200);
    expect((await tokenRequest(app, 'learner01', 'Learner@2026', stranger)).statusCode).toBe(200);
  });

  it('is lifted by staff with sys_user_edit, never by a learner, and the unlock is audited', async () => {
    const learner = await login(app, 'learner01', 'Learner@2026');
    const unlock = (token: string) =>
      app.inject({ method: 'PUT', url: '/api/admin/user/unlock/ent_admin01', headers: bearer(token) });
    expect((await unlock(learner.access_token)).statusCode).toBe(403);
    const admin = await login(app, 'admin', 'Admin@2026');
    const res = await unlock(admin.access_token);
    expect(res.json()).toEqual({ code: 0, msg: null, data: true });
    expect((await attempt('Enterprise@2026', stranger)).statusCode).toBe(200);
    const audit = await app.database.db.select().from(sysLog).where(eq(sysLog.createBy, 'admin'));
    expect(audit.some((l) => l.title === '解锁账号 ent_admin01')).toBe(true);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/admin/user/unlock/nobody',
          headers: bearer(admin.access_token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('counts by the real peer address: an X-Forwarded-For from an untrusted peer changes nothing', async () => {
    for (let i = 0; i < 3; i++) {
      await tokenRequest(app, 'admin2', 'wrong-one1', {
        tenant: '2',
        from: '198.51.100.7',
        forwardedFor: `10.9.9.${i}`,
      });
      await app.database.db.execute(
        sql`update sys_login_failure set failed_at = failed_at - interval '1 minute' where username = 'admin2'`,
      );
    }
    await tokenRequest(app, 'admin2', 'wrong-one1', {
      tenant: '2',
      from: '198.51.100.7',
      forwardedFor: '10.9.9.99',
    });
    const early = await tokenRequest(app, 'admin2', 'Admin@2026', {
      tenant: '2',
      from: '198.51.100.7',
      forwardedFor: '10.1.1.1',
    });
    expect(early.json<Envelope<unknown>>().data).toBe('too_many_attempts');
  });
});

describe('refresh, logout and check_token', () => {
  const refresh = (token: string, client = 'pig') =>
    app.inject({
      method: 'POST',
      url: `/api/admin/oauth2/token?grant_type=refresh_token&scope=server&refresh_token=${token}`,
      headers: { authorization: basic(client) },
    });

  it('rotates: the new pair works, the used refresh token and the old access token do not', async () => {
    const first = await login(app, 'admin', 'Admin@2026');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json<{ access_token: string; refresh_token: string }>();
    expect(second.access_token).not.toBe(first.access_token);
    expect(
      (await app.inject({ url: '/api/admin/user/info', headers: bearer(second.access_token) })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/api/admin/user/info', headers: bearer(first.access_token) })).statusCode,
    ).toBe(424);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json<Envelope<unknown>>().data).toBe('invalid_grant');
  });

  it('refuses a refresh token presented by another client, and garbage', async () => {
    const t = await login(app, 'admin', 'Admin@2026');
    expect((await refresh(t.refresh_token, 'app')).json<Envelope<unknown>>().data).toBe('invalid_grant');
    expect((await refresh('garbage')).json<Envelope<unknown>>().data).toBe('invalid_grant');
  });

  describe("a refused refresh says why, in the caller's language", () => {
    const sql_ = (q: ReturnType<typeof sql>) => app.database.db.execute(q);
    const msgOf = async (token: string, lang = 'en') => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/oauth2/token?grant_type=refresh_token&scope=server&refresh_token=${token}`,
        headers: { authorization: basic('pig'), 'accept-language': lang },
      });
      expect(res.statusCode).toBe(401);
      const body = res.json<Envelope<string>>();
      return `${body.data}: ${body.msg}`;
    };

    it('expired: at its end it is refused, a second before its end it still works', async () => {
      const live = await login(app, 'learner01', 'Learner@2026');
      await sql_(sql`update sys_oauth_token set refresh_expires_at = now() + interval '1 second'
        where refresh_hash = ${sha256(live.refresh_token)}`);
      expect((await refresh(live.refresh_token)).statusCode).toBe(200);
      const old = await login(app, 'learner01', 'Learner@2026');
      await sql_(sql`update sys_oauth_token set refresh_expires_at = now()
        where refresh_hash = ${sha256(old.refresh_token)}`);
      expect(await msgOf(old.refresh_token)).toBe('invalid_grant: Your login has expired');
      expect(await msgOf(old.refresh_token, 'zh-CN')).toBe('invalid_grant: 登录已过期');
    });

    it('locked: the lock is named, even though locking also ended the session', async () => {
      const t = await login(app, 'learner01', 'Learner@2026');
      await sql_(sql`update sys_user set lock_flag = '9' where username = 'learner01'`);
      try {
        expect(await msgOf(t.refresh_token)).toBe('user_locked: The account is locked');
      } finally {
        await sql_(sql`update sys_user set lock_flag = '0' where username = 'learner01'`);
      }
      // Unlocked again, the same refresh token works: the lock alone did not end it.
      expect((await refresh(t.refresh_token)).statusCode).toBe(200);
    });

    it('signed in elsewhere: a login on a one-session client ends the others, and says so', async () => {
      const first = await login(app, 'learner01', 'Learner@2026');
      await sql_(sql`update sys_oauth_client_details set additional_information =
        additional_information || '{"online_quantity":"0"}' where client_id = 'pig'`);
      try {
        await login(app, 'learner01', 'Learner@2026');
      } finally {
        await sql_(sql`update sys_oauth_client_details set additional_information =
          additional_information - 'online_quantity' where client_id = 'pig'`);
      }
      expect(await msgOf(first.refresh_token)).toBe(
        'invalid_grant: Your account signed in on another device',
      );
      expect(await msgOf(first.refresh_token, 'zh-CN')).toBe('invalid_grant: 您的帐号已在其他设备登录');
    });

    it('revoked: logout, a reuse after rotation, and garbage each say what they are', async () => {
      const t = await login(app, 'learner01', 'Learner@2026');
      await app.inject({ method: 'DELETE', url: '/api/admin/token/logout', headers: bearer(t.access_token) });
      expect(await msgOf(t.refresh_token)).toMatch(/^invalid_grant: Your session was ended/);
      const r = await login(app, 'learner01', 'Learner@2026');
      expect((await refresh(r.refresh_token)).statusCode).toBe(200);
      expect(await msgOf(r.refresh_token)).toMatch(/^invalid_grant: Your session was ended/);
      expect(await msgOf('garbage')).toBe('invalid_grant: The refresh token is invalid or expired');
    });
  });

  it('logout stops the access token at once, and answers ok without a token', async () => {
    const t = await login(app, 'learner01', 'Learner@2026');
    expect(
      (await app.inject({ url: '/api/admin/user/info', headers: bearer(t.access_token) })).statusCode,
    ).toBe(200);
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/admin/token/logout',
      headers: bearer(t.access_token),
    });
    expect(out.json()).toEqual({ code: 0, msg: null, data: true });
    expect(
      (await app.inject({ url: '/api/admin/user/info', headers: bearer(t.access_token) })).statusCode,
    ).toBe(424);
    expect((await refresh(t.refresh_token)).json<Envelope<unknown>>().data).toBe('invalid_grant');
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/admin/token/logout' })).json<Envelope<unknown>>().code,
    ).toBe(0);
  });

  it('check_token describes a live token and refuses a missing or revoked one', async () => {
    const t = await login(app, 'admin', 'Admin@2026');
    const okRes = await app.inject({ url: `/api/admin/token/check_token?token=${t.access_token}` });
    expect(okRes.json<Envelope<unknown>>().data).toMatchObject({
      tokenValue: t.access_token,
      tokenType: 'Bearer',
      scopes: ['server'],
    });
    expect((await app.inject({ url: '/api/admin/token/check_token' })).json()).toMatchObject({
      code: 1,
      data: 'token_missing',
    });
    const bad = await app.inject({ url: '/api/admin/token/check_token?token=nope' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json<Envelope<unknown>>().data).toBe('invalid_bearer_token');
    // pig-ui's micro mode polls the gateway's path, with its Basic header: the same answers.
    const micro = await app.inject({
      url: `/api/auth/token/check_token?token=${t.access_token}`,
      headers: { authorization: `Basic ${Buffer.from('pig:pig').toString('base64')}` },
    });
    expect(micro.json<Envelope<unknown>>().data).toMatchObject({
      tokenValue: t.access_token,
      tokenType: 'Bearer',
    });
    expect((await app.inject({ url: '/api/auth/token/check_token?token=nope' })).statusCode).toBe(401);
  });
});
