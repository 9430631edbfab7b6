import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { request, toSearchParams } from '@/lib/api-client';
import { Local, Session } from '@/lib/storage';
import { getUser, setUser } from '@/lib/session';

type Call = { url: string; headers: Headers };
let calls: Call[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(handler: (req: Request) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    calls.push({ url: req.url, headers: req.headers });
    return handler(req);
  });
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

beforeEach(() => {
  calls = [];
  localStorage.clear();
  Session.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('request headers', () => {
  it('sends VERSION A, the tenant, and the bearer token', async () => {
    Session.set('token', 'tok');
    stubFetch(() => json(200, { code: 0, msg: null, data: 1 }));
    expect(await request('admin/x')).toBe(1);
    const h = calls[0]!.headers;
    expect(h.get('VERSION')).toBe('A');
    expect(h.get('TENANT-ID')).toBe('1');
    expect(h.get('Authorization')).toBe('Bearer tok');
    expect(calls[0]!.url).toBe(`${location.origin}/api/admin/x`);
  });
  it("asks for the server's messages in the app's language", async () => {
    const { activateLocale } = await import('@/lib/i18n');
    stubFetch(() => json(200, { code: 0, msg: null, data: 1 }));
    await activateLocale('en');
    await request('admin/x');
    await activateLocale('zh-cn');
    await request('admin/x');
    expect(calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['en', 'zh-CN']);
  });
  it('takes the gray-release version from settings and sends no token with skipToken', async () => {
    Session.set('token', 'tok');
    Local.set('grayVersion', 'B');
    stubFetch(() => json(200, { code: 0, msg: null, data: null }));
    await request('admin/x', { headers: { skipToken: 'true' } });
    expect(calls[0]!.headers.get('VERSION')).toBe('B');
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
  });
  it('repeats array parameters', () => {
    expect(toSearchParams({ ids: ['1', '2'], q: 'a', none: undefined }).toString()).toBe('ids=1&ids=2&q=a');
  });
  it('rejects code 1 with the server message', async () => {
    stubFetch(() => json(200, { code: 1, msg: '失败了', data: null }));
    await expect(request('admin/x', { quiet: true })).rejects.toThrow('失败了');
  });
  it('rejects 423 with the demo message', async () => {
    stubFetch(() => json(423, { code: 1, msg: 'x', data: null }));
    await expect(request('admin/x', { quiet: true })).rejects.toMatchObject({ status: 423 });
  });
});

describe('424: one shared refresh, then a retry', () => {
  it('two concurrent 424s cause one refresh and both requests are retried with the new token', async () => {
    Session.set('token', 'old');
    Session.set('refresh_token', 'r1');
    let refreshes = 0;
    stubFetch(async (req) => {
      if (req.url.includes('oauth2/token')) {
        refreshes++;
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { access_token: 'new', refresh_token: 'r2' });
      }
      return req.headers.get('Authorization') === 'Bearer new'
        ? json(200, { code: 0, msg: null, data: req.url.slice(-1) })
        : json(424, { code: 1, msg: 'expired', data: null });
    });
    const [a, b] = await Promise.all([request('admin/a'), request('admin/b')]);
    expect([a, b]).toEqual(['a', 'b']);
    expect(refreshes).toBe(1);
    expect(Session.get('token')).toBe('new');
    expect(Session.get('refresh_token')).toBe('r2');
    const refreshCall = calls.find((c) => c.url.includes('oauth2/token'))!;
    expect(refreshCall.url).toContain('grant_type=refresh_token');
    expect(refreshCall.url).toContain('refresh_token=r1');
  });
  it('a failed refresh rejects and does not retry', async () => {
    Session.set('token', 'old');
    Session.set('refresh_token', 'r1');
    setUser({
      userName: 'x',
      photo: null,
      time: 1,
      roles: [],
      authBtnList: [],
      user: { userId: '1', username: 'x', name: null },
      loginTime: 1,
    });
    stubFetch((req) =>
      req.url.includes('oauth2/token')
        ? json(401, { code: 1, msg: 'bad', data: 'invalid_grant' })
        : json(424, { code: 1, msg: 'expired', data: null }),
    );
    await expect(request('admin/a', { quiet: true })).rejects.toMatchObject({ status: 424 });
    expect(calls.filter((c) => c.url.endsWith('/api/admin/a'))).toHaveLength(1);
    // The dialog asking to sign in again loads on first use; the test waits for it (an import left running
    // when the test ends outlives the environment) and answers it, as a user would.
    const dialog = await vi.waitFor(
      () => {
        const d = document.querySelector<HTMLElement>('[role="dialog"]');
        if (!d) throw new Error('no dialog yet');
        return d;
      },
      { timeout: 10_000 },
    );
    expect(getUser()).not.toBeNull(); // the session is cleared only when the user confirms the dialog
    [...dialog.querySelectorAll('button')].at(-1)!.click(); // the confirm action, after Cancel

    await vi.waitFor(() => expect(getUser()).toBeNull());
    expect(location.hash).toBe('#/login');
  });
});
