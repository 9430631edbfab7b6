import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';

/** Online sessions (pig's 令牌管理): staff list the tenant's live sessions and kick one out. */
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type Row = { id: string; accessToken: string; username: string; clientId: string; issuedAt: string };
const page = async (headers: Record<string, string>, query = '') =>
  (
    await call<{ records: Row[]; total: string }>(
      app,
      'GET',
      `/api/admin/sys-token/page?size=100${query}`,
      headers,
    )
  ).body;

describe('online sessions', () => {
  it('lists the tenant’s live sessions with user and client, never a token', async () => {
    const learner = await newLearner(app, 'token_learner');
    const rows = (await page(admin, '&username=token_learner')).data.records;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'token_learner', clientId: 'pig' });
    expect(rows[0]!.accessToken).toBe(rows[0]!.id);
    expect(JSON.stringify(rows)).not.toContain(learner.token);
    // pig-ui posts the query as JSON: the same page.
    const posted = await call<{ records: Row[] }>(app, 'POST', '/api/admin/sys-token/page', admin, {
      current: 1,
      size: 100,
      username: 'token_learner',
    });
    expect(posted.body.data.records.map((r) => r.id)).toEqual([rows[0]!.id]);
    // Another tenant's administrator sees none of them.
    const foreign = await adminHeaders(app, 'admin2', '2');
    expect((await page(foreign)).data.records.some((r) => r.username === 'token_learner')).toBe(false);
    expect((await call(app, 'GET', '/api/admin/sys-token/page', learner.headers)).status).toBe(403);
  });

  it('kicking a session out ends it at its next request; another tenant cannot', async () => {
    const learner = await newLearner(app, 'token_kicked');
    const [row] = (await page(admin, '&username=token_kicked')).data.records;
    const foreign = await adminHeaders(app, 'admin2', '2');
    expect((await call(app, 'DELETE', '/api/admin/sys-token/delete', foreign, [row!.id])).status).toBe(404);
    expect((await call(app, 'GET', '/api/admin/user/info', learner.headers)).status).toBe(200);
    const kicked = await call(app, 'DELETE', '/api/admin/sys-token/delete', admin, [row!.accessToken]);
    expect(kicked.body).toMatchObject({ code: 0, data: true });
    expect((await call(app, 'GET', '/api/admin/user/info', learner.headers)).status).toBe(424);
    expect((await page(admin, '&username=token_kicked')).data.records).toEqual([]);
    // Already gone: a second kick finds nothing.
    expect((await call(app, 'DELETE', `/api/admin/sys-token/${row!.id}`, admin)).status).toBe(404);
  });
});
