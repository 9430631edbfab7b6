import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { buildTestApp } from './helpers';

/**
 * pig's site settings form (GET/PUT /admin/system/site-config, pig-ui's 网站配置 page, issue 15): read from the
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

  it('is staff’s: a learner gets 403', async () => {
    const learner = await newLearner(app, 'site_learner');
    expect((await call(app, 'GET', '/api/admin/system/site-config', learner.headers)).status).toBe(403);
    expect(
      (await call(app, 'PUT', '/api/admin/system/site-config', learner.headers, { title: 'x' })).status,
    ).toBe(403);
  });
});
