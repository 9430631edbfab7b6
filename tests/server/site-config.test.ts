import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, call, newLearner, PASSWORD } from './edu-helpers';
import type { Envelope } from '@contract/envelope';
import { buildTestApp, tokenRequest } from './helpers';

/**
 * pig's site settings form (GET/PUT /admin/system/site-config, pig-ui's 网站配置 page): read from the
 * site parameters, saved into them in one go, shown by /admin/system/config at once, each tenant its own.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type Form = Record<string, string | boolean>;
const form = async (headers = admin) =>
  (await call<Form>(app, 'GET', '/api/admin/system/site-config', headers)).body;
const site = async (tenant = '1') =>
  (
    await call<{ site: Record<string, unknown> }>(app, 'GET', '/api/admin/system/config', {
      'tenant-id': tenant,
    })
  ).body.data.site;

describe('site settings', () => {
  it('shows the site parameters as pig’s form', async () => {
    const body = await form();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      title: '物业管理行业协会培训平台',
      captchaType: 'none',
      registerEnable: true,
      socialLoginEnable: false,
      i18nEnable: true,
      darkModeEnable: false,
      logo: '',
      privacyTip: '',
    });
  });

  it('saves what pig-ui sends, all of it or nothing, and the site shows it at once', async () => {
    const before = (await form()).data;
    const saved = await call(app, 'PUT', '/api/admin/system/site-config', admin, {
      ...before,
      title: '协会培训平台（新）',
      registerEnable: false,
      darkModeEnable: true,
      privacyTip: '请阅读隐私政策',
      createTime: 'ignored',
    });
    expect(saved.body).toMatchObject({ code: 0, data: null });
    expect(await site()).toMatchObject({ title: '协会培训平台（新）', registerEnable: false });
    expect((await form()).data).toMatchObject({ darkModeEnable: true, privacyTip: '请阅读隐私政策' });
    // Tenant 2's site is its own.
    expect((await site('2')).title).not.toBe('协会培训平台（新）');
    // A value the platform cannot read is refused before anything is written.
    const bad = await call(app, 'PUT', '/api/admin/system/site-config', admin, {
      title: '不应保存',
      captchaType: 'sliding',
    });
    expect(bad.status).toBe(400);
    expect((await site()).title).toBe('协会培训平台（新）');
    // The parameters page sees the new ones, built in.
    const param = await call<{ records: { publicKey: string; systemFlag: string }[] }>(
      app,
      'GET',
      '/api/admin/param/page?publicKey=privacyTip',
      admin,
    );
    expect(param.body.data.records).toMatchObject([{ publicKey: 'privacyTip', systemFlag: '1' }]);
    expect((await call(app, 'DELETE', '/api/admin/system/site-config/refresh', admin)).body.code).toBe(0);
  });

  it('blocks developer tools only when set; the site gets the bypass key’s MD5, never the key', async () => {
    expect(await site()).toMatchObject({ antiDebugEnable: false, antiDebugMd5: null });
    const put = (change: Form) => call(app, 'PUT', '/api/admin/system/site-config', admin, change);
    // A key alone does nothing while the block is off.
    expect((await put({ antiDebugKey: 'let-me-in' })).body.code).toBe(0);
    expect(await site()).toMatchObject({ antiDebugEnable: false, antiDebugMd5: null });
    await put({ antiDebugEnable: true });
    const on = await call<{ site: unknown }>(app, 'GET', '/api/admin/system/config', { 'tenant-id': '1' });
    expect(on.body.data.site).toMatchObject({
      antiDebugEnable: true,
      antiDebugMd5: createHash('md5').update('let-me-in').digest('hex'),
    });
    expect(JSON.stringify(on.body)).not.toContain('let-me-in');
    // On without a key: no way around it.
    await put({ antiDebugKey: '' });
    expect(await site()).toMatchObject({ antiDebugEnable: true, antiDebugMd5: null });
    await put({ antiDebugEnable: false });
    expect(await site()).toMatchObject({ antiDebugEnable: false, antiDebugMd5: null });
  });

  it('saves LOGIN_ERROR_TIMES as pig-ui does, and the lockout follows it (0: none)', async () => {
    // pig-ui reads the parameter's details, then puts the whole object back with the new value.
    const param = await call<Record<string, unknown>>(
      app,
      'GET',
      '/api/admin/param/details?publicKey=LOGIN_ERROR_TIMES',
      admin,
    );
    expect(param.body.data).toMatchObject({ publicValue: '5', systemFlag: '1' });
    const set = async (value: string) =>
      (await call(app, 'PUT', '/api/admin/param', admin, { ...param.body.data, publicValue: value })).body;
    expect(await set('2')).toMatchObject({ code: 0 });
    await newLearner(app, 'lock_learner');
    const tries = async (n: number, from: string) => {
      const codes: string[] = [];
      for (let i = 0; i < n; i++)
        codes.push(
          (await tokenRequest(app, 'lock_learner', 'wrong', { from })).json<Envelope<string>>().data,
        );
      return codes;
    };
    expect(await tries(3, '10.0.0.1')).toEqual(['bad_credentials', 'bad_credentials', 'user_locked']);
    expect((await tokenRequest(app, 'lock_learner', PASSWORD, { from: '10.0.0.1' })).statusCode).toBe(401);
    // Turned off: failures only slow a source down, they never lock it out.
    expect(await set('0')).toMatchObject({ code: 0 });
    expect(await tries(2, '10.0.0.2')).toEqual(['bad_credentials', 'bad_credentials']);
    expect((await tokenRequest(app, 'lock_learner', PASSWORD, { from: '10.0.0.2' })).statusCode).toBe(200);
    expect(await set('many')).toMatchObject({ code: 1 });
    await set('5');
  });

  it('is staff’s: a learner gets 403', async () => {
    const learner = await newLearner(app, 'site_learner');
    expect((await call(app, 'GET', '/api/admin/system/site-config', learner.headers)).status).toBe(403);
    expect(
      (await call(app, 'PUT', '/api/admin/system/site-config', learner.headers, { title: 'x' })).status,
    ).toBe(403);
  });
});
