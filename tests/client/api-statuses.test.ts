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
      undefined,
    );
    expect(Session.get('token')).toBeNull();
    expect(Local.get('tenantId')).toBeNull();
  });

  it('424 with a refresh refused without a reason: the generic confirm, then the session is cleared', async () => {
    location.hash = '#/home';
    Session.set('token', 't');
    Session.set('refresh_token', 'r');
    vi.stubGlobal('fetch', async (input: Request) =>
      input.url.includes('oauth2/token')
        ? json(401, { code: 1, msg: null, data: 'invalid_grant' })
        : json(424, { code: 1, msg: 'expired', data: null }),
    );
    await expect(request('admin/x', { quiet: true })).rejects.toMatchObject({ status: 424 });
    await vi.waitFor(() => expect(location.hash).toBe('#/login'));
    expect(vi.mocked(confirm)).toHaveBeenCalledWith(
      'Your login has expired. Please log in again.',
      undefined,
    );
    expect(Session.get('refresh_token')).toBeNull();
  });

  it.each([
    ['locked', 'The account is locked'],
    ['expired', 'Your login has expired'],
    ['signed in elsewhere', 'Your account signed in on another device'],
    ['ended', 'Your session was ended (logged out, ended by an administrator, or the password changed)'],
  ])("424 with a refresh refused as %s: the server says why, as the confirm's title", async (_, msg) => {
    vi.mocked(confirm).mockClear();
    location.hash = '#/home';
    Session.set('token', 't');
    Session.set('refresh_token', 'r');
    let refreshLanguage: string | null = null;
    vi.stubGlobal('fetch', async (input: Request) => {
      if (!input.url.includes('oauth2/token')) return json(424, { code: 1, msg: 'expired', data: null });
      refreshLanguage = input.headers.get('Accept-Language');
      return json(401, { code: 1, msg, data: 'invalid_grant' });
    });
    await expect(request('admin/x', { quiet: true })).rejects.toMatchObject({ status: 424 });
    await vi.waitFor(() => expect(location.hash).toBe('#/login'));
    expect(vi.mocked(confirm)).toHaveBeenCalledWith('Please log in again.', msg);
    // Asked in the app's language, so the reason reads in it.
    expect(refreshLanguage).toBe('en');
    expect(Session.get('token')).toBeNull();
  });

  it('424 with the refresh unreachable (offline): the generic confirm, no reason made up', async () => {
    vi.mocked(confirm).mockClear();
    location.hash = '#/home';
    Session.set('token', 't');
    Session.set('refresh_token', 'r');
    vi.stubGlobal('fetch', async (input: Request) => {
      if (input.url.includes('oauth2/token')) throw new TypeError('Failed to fetch');
      return json(424, { code: 1, msg: 'expired', data: null });
    });
    await expect(request('admin/x', { quiet: true })).rejects.toMatchObject({ status: 424 });
    await vi.waitFor(() => expect(vi.mocked(confirm)).toHaveBeenCalled());
    expect(vi.mocked(confirm)).toHaveBeenCalledWith(
      'Your login has expired. Please log in again.',
      undefined,
    );
  });
});
