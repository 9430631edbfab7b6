import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { request } from '@/lib/api-client';
import { confirm } from '@/lib/feedback';
import { Local, Session } from '@/lib/storage';

vi.mock('@/lib/feedback', () => ({ confirm: vi.fn(async () => true), toast: vi.fn(async () => undefined) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => vi.unstubAllGlobals());

describe('426 and a failed refresh after 424', () => {
  it('426: after the confirm, the session and the stored tenant are cleared and the user goes to /login', async () => {
    Session.set('token', 't');
    Local.set('tenantId', '7');
    vi.stubGlobal('fetch', async () => json(426, { code: 1, msg: 'expired', data: null }));
    await expect(request('admin/x', { quiet: true })).rejects.toMatchObject({ status: 426 });
    await vi.waitFor(() => expect(location.hash).toBe('#/login'));
    expect(vi.mocked(confirm)).toHaveBeenCalledWith(
      'The tenant has expired. Please contact the administrator.',
    );
    expect(Session.get('token')).toBeNull();
    expect(Local.get('tenantId')).toBeNull();
  });

  it('424 with a refused refresh: the confirm, then the session is cleared', async () => {
    location.hash = '#/home';
    Session.set('token', 't');
    Session.set('refresh_token', 'r');
    vi.stubGlobal('fetch', async (input: Request) =>
      input.url.includes('oauth2/token')
        ? json(401, { code: 1, msg: 'no', data: 'invalid_grant' })
        : json(424, { code: 1, msg: 'expired', data: null }),
    );
    await expect(request('admin/x', { quiet: true })).rejects.toMatchObject({ status: 424 });
    await vi.waitFor(() => expect(location.hash).toBe('#/login'));
    expect(vi.mocked(confirm)).toHaveBeenCalledWith('Your login has expired. Please log in again.');
    expect(Session.get('refresh_token')).toBeNull();
  });
});
