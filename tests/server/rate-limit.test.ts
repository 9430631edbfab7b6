import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';

/**
 * Per-route request limits (@fastify/rate-limit; on PostgreSQL its counters live in the database, so every
 * process counts the same requests). Each limited route counts its own requests per address: calls to one
 * never use up another's allowance.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off' });
});
afterAll(() => app.close());

const from = (remoteAddress: string) => ({
  check: () => app.inject({ url: '/api/admin/register/check?username=somebody', remoteAddress }),
  // An invalid number: refused (400) before anything is texted, but counted by the route's limit (20 a minute).
  sms: () => app.inject({ url: '/api/admin/sysMessage/send/smsCode?mobile=1', remoteAddress }),
});

describe('request limits', () => {
  it('count each route on its own, per address', async () => {
    const a = from('10.9.0.1');
    for (let i = 0; i < 25; i++) expect((await a.check()).statusCode).toBe(200);
    // 25 calls to another route leave this one's 20 untouched.
    for (let i = 0; i < 20; i++) expect((await a.sms()).statusCode).toBe(400);
    const over = await a.sms();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 1, msg: '请求过于频繁，请稍后再试' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The other route, and the same route from another address, still answer.
    expect((await a.check()).statusCode).toBe(200);
    expect((await from('10.9.0.2').sms()).statusCode).toBe(400);
  });
});
