import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, bearer, buildTestApp, login } from './helpers';
import { adminHeaders, call } from './edu-helpers';
import { startOidc, walkProvider, type LocalOidc } from './oidc-helpers';
import type { Envelope } from '@contract/envelope';

/**
 * Social login against a real OpenID Connect provider on 127.0.0.1: staff configure it, the code
 * flow runs through its login and consent pages, an unbound account is bound with the ticket, then logs in.
 */
const REDIRECT = 'http://127.0.0.1:9/authredirect';
let app: FastifyInstance;
let oidc: LocalOidc;
let admin: Record<string, string>;
let providerId: string;

beforeAll(async () => {
  app = await buildTestApp();
  oidc = await startOidc([REDIRECT]);
  admin = await adminHeaders(app);
});
afterAll(async () => {
  await app.close();
  await oidc.close();
});

const socialToken = (type: string, code: string, state: string | null, tenant = '1') =>
  app.inject({
    method: 'POST',
    url: `/api/admin/oauth2/token?${new URLSearchParams({
      grant_type: 'mobile',
      scope: 'server',
      mobile: `${type}@${code}`,
      ...(state ? { state } : {}),
    }).toString()}`,
    headers: { authorization: basic('social'), 'tenant-id': tenant },
  });

/** Authorize, then the provider's pages as `subject`: the code and state the provider sends back. */
async function round(subject: string, tenant = '1') {
  const res = await call<{ url: string }>(app, 'GET', `/api/admin/social/authorize/${providerId}`, {
    'tenant-id': tenant,
  });
  expect(res.body.code).toBe(0);
  const back = await walkProvider(res.body.data.url, subject);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

/** The site's socialLoginEnable, as the login page reads it with the other settings. */
const socialTab = async (tenant: string) =>
  (
    await call<{ site: { socialLoginEnable: boolean } }>(app, 'GET', '/api/admin/system/config', {
      'tenant-id': tenant,
    })
  ).body.data.site.socialLoginEnable;

const providerBody = () => ({
  type: 'OIDC',
  name: 'Local OIDC',
  appId: oidc.clientId,
  appSecret: oidc.clientSecret,
  issuer: oidc.issuer,
  redirectUrl: REDIRECT,
});

describe('social providers', () => {
  it('are configured by staff with the permission, and the secret is never answered', async () => {
    const learner = await login(app, 'learner01', 'Learner@2026');
    const refused = await call(
      app,
      'POST',
      '/api/admin/social',
      bearer(learner.access_token),
      providerBody(),
    );
    expect(refused.status).toBe(403);
    const created = await call<{ id: string; appSecretSet: boolean }>(
      app,
      'POST',
      '/api/admin/social',
      admin,
      providerBody(),
    );
    expect(created.body.code).toBe(0);
    expect(created.body.data.appSecretSet).toBe(true);
    providerId = created.body.data.id;
    const list = await call(app, 'GET', '/api/admin/social', admin);
    const open = await call(app, 'GET', '/api/admin/social/providers', { 'tenant-id': '1' });
    expect(open.body.data).toEqual([{ id: providerId, type: 'OIDC', name: 'Local OIDC' }]);
    expect(await socialTab('1')).toBe(true);
    expect(await socialTab('2')).toBe(false);
    for (const body of [created.res.body, list.res.body, open.res.body])
      expect(body).not.toContain(oidc.clientSecret);
    // Another tenant's staff neither see nor change it; its login tab does not list it.
    const foreign = await adminHeaders(app, 'admin2', '2');
    expect((await call(app, 'GET', '/api/admin/social', foreign)).body.data).toEqual([]);
    expect((await call(app, 'PUT', `/api/admin/social/${providerId}`, foreign, providerBody())).status).toBe(
      404,
    );
    expect((await call(app, 'DELETE', `/api/admin/social/${providerId}`, foreign)).status).toBe(404);
    expect((await call(app, 'GET', '/api/admin/social/providers', { 'tenant-id': '2' })).body.data).toEqual(
      [],
    );
    expect(
      (await call(app, 'GET', `/api/admin/social/authorize/${providerId}`, { 'tenant-id': '2' })).status,
    ).toBe(404);
  });

  it('an edit without a secret keeps the stored one', async () => {
    const { appSecret: _, ...rest } = providerBody();
    const res = await call<{ appSecretSet: boolean }>(
      app,
      'PUT',
      `/api/admin/social/${providerId}`,
      admin,
      rest,
    );
    expect(res.body.data.appSecretSet).toBe(true);
  });

  it('speaks pig console’s wire too: page, getById, its form (remark, ext), batch delete; not the secret', async () => {
    type Pig = { id: string; remark: string; appSecret: string; ext: string | null; type: string };
    const form = {
      id: '',
      type: 'WEIXIN_CP',
      remark: '企业微信',
      appId: 'ww-corp',
      appSecret: 'wecom-secret',
      redirectUrl: REDIRECT,
      ext: '1000002',
    };
    const created = await call<Pig>(app, 'POST', '/api/admin/social', admin, form);
    expect(created.body).toMatchObject({
      code: 0,
      data: { remark: '企业微信', ext: '1000002', appSecret: '******' },
    });
    const id = created.body.data.id;
    const listed = await call<{ records: Pig[]; total: string }>(
      app,
      'GET',
      '/api/admin/social/page?current=1&size=10&descs=create_time&ascs=',
      admin,
    );
    expect(listed.body.data.records.find((r) => r.id === id)).toMatchObject({ type: 'WEIXIN_CP' });
    expect(JSON.stringify(listed.body)).not.toContain('wecom-secret');
    // pig-ui sends the masked secret back on an edit: the stored one stays.
    const edited = await call<Pig>(app, 'PUT', '/api/admin/social', admin, {
      ...form,
      id,
      remark: '企业微信（总部）',
      appSecret: '******',
    });
    expect(edited.body.data).toMatchObject({ remark: '企业微信（总部）', appSecret: '******' });
    expect((await call<Pig>(app, 'GET', `/api/admin/social/getById/${id}`, admin)).body.data.remark).toBe(
      '企业微信（总部）',
    );
    // Another tenant's administrator reaches none of it.
    const foreign = await adminHeaders(app, 'admin2', '2');
    expect((await call(app, 'GET', `/api/admin/social/getById/${id}`, foreign)).status).toBe(404);
    expect((await call(app, 'DELETE', '/api/admin/social', foreign, [id])).status).toBe(404);
    expect((await call(app, 'DELETE', '/api/admin/social', admin, [id])).body.code).toBe(0);
    expect((await call(app, 'GET', `/api/admin/social/getById/${id}`, admin)).status).toBe(404);
  });
});

describe('social bind, login and unbind', () => {
  let ticket = '';

  it('an unbound account answers social_unbound with a ticket; the state and code are used once', async () => {
    const { code, state } = await round('ext-alice');
    const res = await socialToken('OIDC', code, state);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 1, data: 'social_unbound' });
    ticket = res.json<{ ticket: string }>().ticket;
    expect(ticket).toMatch(/^[\w-]{40,}$/);
    const replay = await socialToken('OIDC', code, state);
    expect(replay.json()).toMatchObject({ data: 'invalid_grant' });
  });

  it('a state from elsewhere, another type or another tenant is refused', async () => {
    const first = await round('ext-alice');
    expect((await socialToken('OIDC', first.code, 'forged-state')).json<Envelope<unknown>>().data).toBe(
      'invalid_grant',
    );
    expect((await socialToken('OIDC', first.code, null)).json<Envelope<unknown>>().data).toBe(
      'invalid_grant',
    );
    expect((await socialToken('OIDC', first.code, first.state, '2')).json<Envelope<unknown>>().data).toBe(
      'invalid_grant',
    );
    const second = await round('ext-alice');
    expect((await socialToken('DINGTALK', second.code, second.state)).json<Envelope<unknown>>().data).toBe(
      'invalid_grant',
    );
    expect((await socialToken('QQ', second.code, second.state)).json<Envelope<unknown>>().data).toBe(
      'unsupported_grant_type',
    );
  });

  it('the ticket binds the account to the user who logs in, once', async () => {
    const learner = await login(app, 'learner01', 'Learner@2026');
    const h = { ...bearer(learner.access_token), 'tenant-id': '1' };
    const foreign = await adminHeaders(app, 'admin2', '2');
    expect((await call(app, 'POST', '/api/admin/social/bind', foreign, { ticket })).body.code).toBe(1);
    expect((await call(app, 'POST', '/api/admin/social/bind', h, { ticket })).body).toMatchObject({
      code: 0,
      data: true,
    });
    expect((await call(app, 'POST', '/api/admin/social/bind', h, { ticket })).body.code).toBe(1);
    const list = await call<{ id: string; name: string }[]>(app, 'GET', '/api/admin/social/bindings', h);
    expect(list.body.data).toMatchObject([{ providerId, type: 'OIDC', name: 'Local OIDC' }]);
    expect(list.res.body).not.toContain('ext-alice');

    const { code, state } = await round('ext-alice');
    const res = await socialToken('OIDC', code, state);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'learner01',
      user_id: learner.user_id,
      client_id: 'social',
    });
  });

  it('one account per user and provider: a second external account is not bound to the same user', async () => {
    const { code, state } = await round('ext-bob');
    const t = (await socialToken('OIDC', code, state)).json<{ ticket: string }>().ticket;
    const learner = await login(app, 'learner01', 'Learner@2026');
    const h = { ...bearer(learner.access_token), 'tenant-id': '1' };
    expect((await call(app, 'POST', '/api/admin/social/bind', h, { ticket: t })).body.code).toBe(1);
  });

  it('unbind: only the owner, and the account is unbound again', async () => {
    const learner = await login(app, 'learner01', 'Learner@2026');
    const h = { ...bearer(learner.access_token), 'tenant-id': '1' };
    const [binding] = (await call<{ id: string }[]>(app, 'GET', '/api/admin/social/bindings', h)).body.data;
    const other = await adminHeaders(app);
    expect((await call(app, 'DELETE', `/api/admin/social/bindings/${binding!.id}`, other)).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/admin/social/bindings/${binding!.id}`, h)).body.data).toBe(true);
    expect((await call(app, 'GET', '/api/admin/social/bindings', h)).body.data).toEqual([]);
    const { code, state } = await round('ext-alice');
    expect((await socialToken('OIDC', code, state)).json<Envelope<unknown>>().data).toBe('social_unbound');
  });

  it('binding from the settings: the returned code binds the caller, never logs anyone in', async () => {
    const learner = await login(app, 'learner01', 'Learner@2026');
    const h = { ...bearer(learner.access_token), 'tenant-id': '1' };
    const bindReturn = (headers: Record<string, string>, body: { code: string; state: string }) =>
      call(app, 'POST', '/api/admin/social/bind/return', headers, body);
    // Not signed in: refused before the code is spent.
    const first = await round('ext-carol');
    expect((await bindReturn({ 'tenant-id': '1' }, first)).status).toBe(424);
    expect((await bindReturn(h, first)).body).toMatchObject({ code: 0, data: true });
    // The state is used once; a forged one or another tenant's is the login's one failure.
    expect((await bindReturn(h, first)).body.code).toBe(1);
    const again = await round('ext-carol');
    expect((await bindReturn(h, { ...again, state: 'forged-state-0123456789' })).body.code).toBe(1);
    const list = await call<{ type: string }[]>(app, 'GET', '/api/admin/social/bindings', h);
    expect(list.body.data).toMatchObject([{ providerId, type: 'OIDC' }]);
    // The account is the learner's now: it logs the learner in.
    const login1 = await round('ext-carol');
    expect((await socialToken('OIDC', login1.code, login1.state)).json()).toMatchObject({
      username: 'learner01',
    });
    // Returning with the same account again is a success; another user with it is refused, not signed in.
    const replay = await round('ext-carol');
    expect((await bindReturn(h, replay)).body).toMatchObject({ code: 0, data: true });
    const teacher = await adminHeaders(app);
    const theirs = await round('ext-carol');
    const refused = await bindReturn(teacher, theirs);
    expect(refused.body).toMatchObject({ code: 1 });
    expect(refused.body.msg).toMatch(/已绑定|already linked/);
    // A second account with the same provider is not bound to the learner either.
    const second = await round('ext-dave');
    expect((await bindReturn(h, second)).body.code).toBe(1);
    const [binding] = list.body.data as unknown as { id: string }[];
    await call(app, 'DELETE', `/api/admin/social/bindings/${binding!.id}`, h);
  });

  it('a disabled provider is neither listed nor usable', async () => {
    await call(app, 'PUT', `/api/admin/social/${providerId}`, admin, { ...providerBody(), enabled: false });
    expect((await call(app, 'GET', '/api/admin/social/providers', { 'tenant-id': '1' })).body.data).toEqual(
      [],
    );
    expect(await socialTab('1')).toBe(false);
    expect(
      (await call(app, 'GET', `/api/admin/social/authorize/${providerId}`, { 'tenant-id': '1' })).status,
    ).toBe(404);
  });
});
