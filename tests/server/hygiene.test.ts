import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/server/plugins/security-headers';
import { logError, redactUrl } from '../../src/server/lib/log';
import { buildTestApp, tokenRequest } from './helpers';
import type { Envelope } from '@contract/envelope';
import { stringContaining, stringMatching } from './matchers';

describe('logs carry no secrets', () => {
  it('masks passwords, tokens and codes in logged URLs', () => {
    expect(
      redactUrl('/api/admin/oauth2/token?username=admin&password=abc&code=1234&grant_type=password'),
    ).toBe('/api/admin/oauth2/token?username=admin&password=***&code=***&grant_type=password');
    expect(redactUrl('/api/admin/token/check_token?token=secret')).toBe(
      '/api/admin/token/check_token?token=***',
    );
    expect(redactUrl('/api/x?refresh_token=r&mobile=SMS@138')).toBe('/api/x?refresh_token=***&mobile=***');
  });
});

describe('logs of a failed query', () => {
  it('keep the statement and drop its parameters, also from the cause', () => {
    const cause = Object.assign(new Error('duplicate key\nparams: 1,s3cret-qr-key'), { code: '23505' });
    const err = Object.assign(
      new Error('Failed query: insert into edu_checkin values ($1, $2)\nparams: 1,s3cret-qr-key'),
      {
        cause,
      },
    );
    const logged = JSON.stringify(logError(err));
    expect(logged).toContain('insert into edu_checkin');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('s3cret');
  });
});

// Each test builds its own app (a fresh database): a hook's time, not a test's.
describe('health', { timeout: 60_000 }, () => {
  it('tells anyone the server is up, and which database only to this machine', async () => {
    const app = await buildTestApp();
    try {
      const local = await app.inject({ url: '/api/health' });
      expect(local.json<Envelope<unknown>>().data).toEqual({
        status: 'ok',
        db: stringMatching(/pglite|postgres/),
      });
      const remote = await app.inject({ url: '/api/health', remoteAddress: '203.0.113.5' });
      expect(remote.json<Envelope<unknown>>().data).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });
});

describe('login throttling', { timeout: 60_000 }, () => {
  it('answers 429 in the envelope once an address passes the token endpoint rate, X-Forwarded-For or not', async () => {
    const app = await buildTestApp({ LOGIN_RATE_PER_MIN: 2 });
    try {
      const from = (forwardedFor: string) => tokenRequest(app, 'admin', 'Admin@2026', { forwardedFor });
      expect((await from('1.1.1.1')).statusCode).toBe(200);
      expect((await from('2.2.2.2')).statusCode).toBe(200);
      const third = await from('3.3.3.3');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 1, msg: '请求过于频繁，请稍后再试' });
    } finally {
      await app.close();
    }
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const app = await buildTestApp({ LOGIN_RATE_PER_MIN: 2, TRUST_PROXY: '127.0.0.1' });
    try {
      const via = (forwardedFor: string) =>
        tokenRequest(app, 'admin', 'Admin@2026', { from: '127.0.0.1', forwardedFor });
      // Behind the trusted proxy, each client has counters of its own.
      for (const client of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
        expect((await via(client)).statusCode).toBe(200);
      expect((await via('1.1.1.1')).statusCode).toBe(200);
      expect((await via('1.1.1.1')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('security headers', { timeout: 60_000 }, () => {
  it("gives the PWA's pages a strict Content-Security-Policy: our origin only, no plugins, no framing", async () => {
    const app = await buildTestApp();
    try {
      const csp = String(
        (await app.inject({ method: 'GET', url: '/home' })).headers['content-security-policy'],
      );
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toContain('upgrade-insecure-requests');
    } finally {
      await app.close();
    }
  });

  it("frames only this server's pages and the origins FRAME_SOURCES names (the console's embedded menus)", async () => {
    const plain = await buildTestApp();
    const named = await buildTestApp({ FRAME_SOURCES: ['https://bi.example.org', 'http://10.0.0.5:8080'] });
    try {
      const frameSrc = async (app: typeof plain) =>
        /frame-src ([^;]*)/.exec(
          String((await app.inject({ method: 'GET', url: '/home' })).headers['content-security-policy']),
        )?.[1];
      expect(await frameSrc(plain)).toBe("'self'");
      expect(await frameSrc(named)).toBe("'self' https://bi.example.org http://10.0.0.5:8080");
    } finally {
      await plain.close();
      await named.close();
    }
  });

  it("allows index.html's inline boot script by its exact hash, and no other inline script", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'peixun-client-'));
    const boot = "(function(){document.documentElement.classList.add('boot-shell')})()";
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><head><script>${boot}</script></head><body><div id="app"></div></body></html>`,
    );
    const app = await buildTestApp({ CLIENT_DIR: dir });
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      const hash = createHash('sha256').update(boot).digest('base64');
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
      // The API's answers are data: no script at all.
      const api = await app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="module">x</script>')).toEqual([]);
  });

  it("sends helmet's headers on every answer: API, errors and unknown paths", async () => {
    const app = await buildTestApp();
    try {
      for (const [url, status] of [
        ['/api/health', 200],
        ['/api/edu/session/qr/1', 424],
        ['/api/nowhere', 404],
      ] as const) {
        const res = await app.inject({ method: 'GET', url, headers: { 'tenant-id': '1' } });
        expect(res.statusCode, url).toBe(status);
        expect(res.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'strict-transport-security': stringContaining('max-age='),
          'referrer-policy': 'no-referrer',
          'cross-origin-opener-policy': 'same-origin',
        });
        expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
        expect(res.headers['x-powered-by'], url).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });
});
