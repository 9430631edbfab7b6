import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';

const TOKEN = 'scrape-token-0123456789';

describe('GET /metrics', () => {
  let app: FastifyInstance;
  let off: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ METRICS_TOKEN: TOKEN });
    off = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
    await off.close();
  });
  const scrape = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('does not exist without METRICS_TOKEN', async () => {
    const res = await off.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.body).not.toContain('peixun_http_requests_total');
  });

  it('refuses a missing or wrong token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
  });

  it('counts answers by route pattern and status, with their latency and the database time', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({
      method: 'GET',
      url: '/api/admin/dict/type/no_such_type',
      headers: { 'tenant-id': '1' },
    });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /peixun_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    // The pattern, never the raw address: one series per route, however many ids are asked for.
    expect(res.body).toContain('route="/api/admin/dict/type/:type"');
    expect(res.body).not.toContain('no_such_type');
    expect(res.body).toMatch(
      /peixun_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"\}/,
    );
    expect(res.body).toMatch(/peixun_db_query_duration_seconds_count\{engine="(pglite|postgres)"\} [1-9]/);
    expect(res.body).toContain('peixun_bus_listening 1');
    expect(res.body).toContain('peixun_process_resident_memory_bytes');
  });
});

describe('GET /api/ready', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  // Its database is closed by the test: the app's own close may find it closed already.
  afterAll(() => void app.close().catch(() => undefined));

  it('is ready while the database answers, and says 503 in the caller’s language once it does not', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ code: 0, msg: null, data: { status: 'ready' } });
    // Closing under it (not awaited: PostgreSQL's pool waits for the bus's listening connection to be let go).
    void app.database.close().catch(() => undefined);
    const down = () => app.inject({ method: 'GET', url: '/api/ready', headers: { 'accept-language': 'en' } });
    await expect.poll(async () => (await down()).statusCode, { timeout: 10_000 }).toBe(503);
    expect((await down()).json()).toMatchObject({
      code: 1,
      msg: 'The service cannot serve requests right now; try again shortly',
    });
  });
});

describe('request ids', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('carries a proxy’s well-formed X-Request-Id into the answer, and makes one otherwise', async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-7f3a.1' },
    });
    expect(given.headers['x-request-id']).toBe('nginx-7f3a.1');
    const odd = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\n<script>' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await app.inject({ method: 'GET', url: '/api/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
