import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, buildTestApp, enc } from './helpers';
import { adminHeaders, call } from './edu-helpers';
import { logTitles } from './access-helpers';

/**
 * OAuth clients (pig's /admin/client): the platform tenant's alone; pig's DTO flags folded into
 * additional_information; no page ever answers a secret; an edit holds from the next login (grants, the
 * captcha and encryption flags, token lifetimes).
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

type Client = {
  id: string;
  clientId: string;
  clientSecret: string | null;
  authorizedGrantTypes: string[];
  captchaFlag: string;
  encFlag: string;
  accessTokenValidity: number;
};
/** A password login as `clientId` with its secret, the password encrypted or not. */
const loginAs = (clientId: string, secret: string, encrypt = true) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/oauth2/token?grant_type=password&scope=server&username=admin',
    headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password: encrypt ? enc('Admin@2026') : 'Admin@2026' }).toString(),
  });

describe('OAuth clients', () => {
  it('list in pig’s shape with the flags, never a secret; one client’s edit form gets its secret', async () => {
    const page = await call<{ records: Client[] }>(app, 'GET', '/api/admin/client/page', admin);
    const pig = page.body.data.records.find((c) => c.clientId === 'pig')!;
    expect(pig).toMatchObject({
      authorizedGrantTypes: ['password', 'refresh_token', 'mobile'],
      captchaFlag: '0',
      encFlag: '1',
      clientSecret: null,
    });
    expect(page.res.body).not.toContain('"clientSecret":"');
    expect((await call(app, 'GET', '/api/admin/client/details?clientId=pig', admin)).body.data).toMatchObject(
      {
        clientSecret: null,
      },
    );
    expect((await call(app, 'GET', '/api/admin/client/details?clientId=nope', admin)).body.data).toBeNull();
    expect((await call(app, 'GET', '/api/admin/client/pig', admin)).body.data).toMatchObject({
      clientSecret: 'pig',
    });
    for (const url of ['/api/admin/client/page', '/api/admin/client/pig'])
      expect((await call(app, 'GET', url, admin2)).status, url).toBe(403);
    expect((await call(app, 'PUT', '/api/admin/client/sync', admin)).body).toMatchObject({ code: 0 });
  });

  it('adds a client that logs in at once; the id is unique; edits hold from the next login', async () => {
    const made = await call<Client>(app, 'POST', '/api/admin/client', admin, {
      clientId: 'kiosk',
      clientSecret: 'kiosksecret',
      authorizedGrantTypes: ['password', 'refresh_token'],
      accessTokenValidity: 600,
      captchaFlag: '0',
      encFlag: '1',
      onlineQuantity: '1',
    });
    expect(made.body).toMatchObject({
      code: 0,
      data: { clientId: 'kiosk', clientSecret: null, accessTokenValidity: 600 },
    });
    const first = await loginAs('kiosk', 'kiosksecret');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ expires_in: 600, client_id: 'kiosk' });
    expect(
      (
        await call(app, 'POST', '/api/admin/client', admin, {
          clientId: 'kiosk',
          clientSecret: 'x',
          authorizedGrantTypes: 'password',
        })
      ).body,
    ).toMatchObject({
      code: 1,
      msg: '终端编号 kiosk 已存在',
    });
    expect(
      (
        await call(app, 'POST', '/api/admin/client', admin, {
          clientId: 'k2',
          clientSecret: 'x',
          authorizedGrantTypes: 'implicit',
        })
      ).status,
    ).toBe(400);

    // enc_flag 0: the next login takes a plain password (and an encrypted one no longer matches).
    const id = made.body.data.id;
    await call(app, 'PUT', '/api/admin/client', admin, { id, encFlag: '0' });
    expect((await loginAs('kiosk', 'kiosksecret', false)).statusCode).toBe(200);
    expect((await loginAs('kiosk', 'kiosksecret', true)).statusCode).not.toBe(200);
    // captcha_flag 1: a password login without a solved puzzle is refused.
    await call(app, 'PUT', '/api/admin/client', admin, { id, captchaFlag: '1' });
    const puzzle = await loginAs('kiosk', 'kiosksecret', false);
    expect(puzzle.statusCode).toBe(401);
    expect(puzzle.json()).toMatchObject({ data: 'captcha_invalid' });
    // Grants: without `password` the client may not log in by password.
    await call(app, 'PUT', '/api/admin/client', admin, {
      id,
      captchaFlag: '0',
      authorizedGrantTypes: 'refresh_token',
    });
    expect((await loginAs('kiosk', 'kiosksecret', false)).json()).toMatchObject({
      data: 'unauthorized_client',
    });
    // A new secret holds; an empty one keeps the current.
    await call(app, 'PUT', '/api/admin/client', admin, {
      id,
      authorizedGrantTypes: ['password'],
      clientSecret: 'newsecret',
    });
    expect((await loginAs('kiosk', 'kiosksecret', false)).statusCode).toBe(401);
    await call(app, 'PUT', '/api/admin/client', admin, { id, clientSecret: '' });
    expect((await loginAs('kiosk', 'newsecret', false)).statusCode).toBe(200);
    expect(await logTitles(app, admin, 'PUT /api/admin/client')).toContain('PUT /api/admin/client');
  });

  it('are written by the platform tenant only; the caller’s own client is never deleted', async () => {
    const pig = (await call<Client>(app, 'GET', '/api/admin/client/pig', admin)).body.data;
    expect((await call(app, 'PUT', '/api/admin/client', admin2, { id: pig.id, encFlag: '0' })).status).toBe(
      403,
    );
    expect((await call(app, 'DELETE', '/api/admin/client', admin2, [pig.id])).status).toBe(403);
    expect((await call(app, 'DELETE', '/api/admin/client', admin, [pig.id])).body).toMatchObject({
      code: 1,
      msg: '不能删除您当前登录所用的终端 pig',
    });
    const test = (await call<Client>(app, 'GET', '/api/admin/client/test', admin)).body.data;
    expect((await call(app, 'DELETE', '/api/admin/client', admin, [test.id])).body).toMatchObject({
      code: 0,
    });
    expect((await loginAs('test', 'test')).json()).toMatchObject({ data: 'invalid_client' });
  });
});
