import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/app';
import { buildTestApp, tokenRequest } from './helpers';

describe('logs carry no secrets', () => {
  it('masks passwords, tokens and codes in logged URLs', () => {
    expect(redactUrl('/api/admin/oauth2/token?username=admin&password=abc&code=1234&grant_type=password')).toBe(
      '/api/admin/oauth2/token?username=admin&password=***&code=***&grant_type=password',
    );
    expect(redactUrl('/api/admin/token/check_token?token=secret')).toBe('/api/admin/token/check_token?token=***');
    expect(redactUrl('/api/x?refresh_token=r&mobile=SMS@138')).toBe('/api/x?refresh_token=***&mobile=***');
  });
});

describe('login throttling', () => {
  it('answers 429 with the envelope once an address exceeds the token endpoint rate', async () => {
    const app = await buildTestApp({ LOGIN_RATE_PER_MIN: 2 });
    try {
      expect((await tokenRequest(app, 'admin', 'Admin@2026')).statusCode).toBe(200);
      expect((await tokenRequest(app, 'admin', 'Admin@2026')).statusCode).toBe(200);
      const third = await tokenRequest(app, 'admin', 'Admin@2026');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 1, msg: '请求过于频繁，请稍后再试' });
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  it("sends helmet's headers on every answer: API, errors and unknown paths", async () => {
    const app = await buildTestApp();
    try {
      for (const [url, status] of [['/api/health', 200], ['/api/edu/session/qr/1', 424], ['/api/nowhere', 404]] as const) {
        const res = await app.inject({ method: 'GET', url, headers: { 'tenant-id': '1' } });
        expect(res.statusCode, url).toBe(status);
        expect(res.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'strict-transport-security': expect.stringContaining('max-age='),
          'referrer-policy': 'no-referrer',
          'cross-origin-opener-policy': 'same-origin',
        });
        expect(res.headers['content-security-policy'], url).toBeUndefined();
        expect(res.headers['x-powered-by'], url).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });
});
