import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../src/server/db/schema';
import { buildTestApp, login } from './helpers';
import { adminHeaders, call } from './edu-helpers';

/**
 * Parameters (pig's /admin/param; the agreement and PASSWORD_EXPIRE_DAYS among them): staff's CRUD in
 * pig's shapes, the rules of the values the platform reads, built-in parameters kept, and the public reads.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type P = { publicId: string; publicKey: string; publicValue: string; systemFlag: string; status: string };
const page = async (query: string, headers = admin) =>
  (await call<{ records: P[]; total: string }>(app, 'GET', `/api/admin/param/page?${query}`, headers)).body;
const byKey = async (key: string) =>
  (await page(`publicKey=${key}&size=100`)).data.records.find((r) => r.publicKey === key)!;

describe('parameters', () => {
  it('lists the seeded ones in pig’s shape, built in, filtered by key, name and flag', async () => {
    const body = await page('current=1&size=5');
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ size: '5', current: '1' });
    expect(Number(body.data.total)).toBeGreaterThanOrEqual(16);
    const agreement = await byKey('agreement');
    expect(agreement).toMatchObject({ publicName: '用户协议', systemFlag: '1', status: '0' });
    expect(agreement.publicId).toMatch(/^\d+$/);
    expect((await page('publicName=协议')).data.records.map((r) => r.publicKey).sort()).toEqual([
      'agreement',
      'agreementEn',
    ]);
    expect((await page('systemFlag=0')).data.total).toBe('0');
    // A wildcard typed in a filter is a character, not "anything".
    expect((await page('publicKey=%25')).data.total).toBe('0');
  });

  it('takes pig-ui’s blank search form (every filter sent, the empty ones as `x=`) as no filter', async () => {
    const all = await page('current=1&size=10');
    const blank = await page('publicName=&publicKey=&systemFlag=&current=1&size=10&descs=create_time&ascs=');
    expect(blank.code).toBe(0);
    expect(blank.data.total).toBe(all.data.total);
  });

  it('staff edit the agreement and the portal shows it at once', async () => {
    const agreement = await byKey('agreement');
    const res = await call<P>(app, 'PUT', '/api/admin/param', admin, {
      publicId: agreement.publicId,
      publicValue: '新的用户协议全文',
    });
    expect(res.body).toMatchObject({
      code: 0,
      data: { publicValue: '新的用户协议全文', publicKey: 'agreement' },
    });
    const shown = await call<{ text: string }>(app, 'GET', '/api/admin/register/agreement', {
      'tenant-id': '1',
    });
    expect(shown.body.data.text).toBe('新的用户协议全文');
    // Tenant 2's agreement is its own.
    const other = await call<{ text: string }>(app, 'GET', '/api/admin/register/agreement', {
      'tenant-id': '2',
    });
    expect(other.body.data.text).not.toBe('新的用户协议全文');
  });

  it('refuses a value the platform could not read, naming the rule, in the caller’s language', async () => {
    const edit = async (key: string, publicValue: string, lang = 'zh-CN') =>
      (
        await call(
          app,
          'PUT',
          '/api/admin/param',
          { ...admin, 'accept-language': lang },
          {
            publicId: (await byKey(key)).publicId,
            publicValue,
          },
        )
      ).body;
    expect(await edit('registerEnable', 'yes')).toMatchObject({
      code: 1,
      msg: 'registerEnable 的值只能是 true 或 false',
    });
    expect((await edit('PASSWORD_EXPIRE_DAYS', '-1', 'en')).msg).toBe(
      'The value of PASSWORD_EXPIRE_DAYS must be a whole number from 0 to 3650',
    );
    expect((await edit('PASSWORD_EXPIRE_DAYS', '3651')).code).toBe(1);
    expect((await edit('PASSWORD_EXPIRE_DAYS', '1.5')).code).toBe(1);
    expect((await edit('PASSWORD_EXPIRE_DAYS', '3650')).code).toBe(0);
    expect((await edit('PASSWORD_EXPIRE_DAYS', '0')).code).toBe(0);
    expect((await edit('captchaType', 'image')).msg).toContain('none, clickWord, blockPuzzle, math');
    expect((await edit('captchaType', 'none')).code).toBe(0);
  });

  it('PASSWORD_EXPIRE_DAYS set by staff expires a password that old at the next login', async () => {
    const id = (await byKey('PASSWORD_EXPIRE_DAYS')).publicId;
    await call(app, 'PUT', '/api/admin/param', admin, { publicId: id, publicValue: '1' });
    await app.database.db
      .update(sysUser)
      .set({ passwordModifyTime: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(sysUser.username, 'learner01'));
    try {
      await expect(login(app, 'learner01', 'Learner@2026')).rejects.toThrow(
        /credentials_expired|expired|424|401/,
      );
    } finally {
      await call(app, 'PUT', '/api/admin/param', admin, { publicId: id, publicValue: '0' });
    }
    expect((await login(app, 'learner01', 'Learner@2026')).access_token).toBeTruthy();
  });

  it('adds, finds by key, renames and deletes a parameter of staff’s own; keys are unique per tenant', async () => {
    const body = { publicName: '测试参数', publicKey: 'demo.param', publicValue: '42', publicType: '9' };
    const created = await call<P>(app, 'POST', '/api/admin/param', admin, body);
    expect(created.body).toMatchObject({
      code: 0,
      data: { systemFlag: '0', status: '0', publicValue: '42' },
    });
    const again = await call(app, 'POST', '/api/admin/param', admin, body);
    expect(again.body).toMatchObject({ code: 1, msg: '参数键 demo.param 已存在' });
    // pig's uniqueness check as the form types: the row, or null.
    const found = await call<P | null>(app, 'GET', '/api/admin/param/details?publicKey=demo.param', admin);
    expect(found.body.data?.publicId).toBe(created.body.data.publicId);
    expect((await call(app, 'GET', '/api/admin/param/details?publicKey=nope', admin)).body.data).toBeNull();
    // …and by name, as pig-ui's form checks the name; asking by neither is a 400.
    const byName = await call<P | null>(
      app,
      'GET',
      `/api/admin/param/details?publicName=${encodeURIComponent(body.publicName)}`,
      admin,
    );
    expect(byName.body.data?.publicId).toBe(created.body.data.publicId);
    expect((await call(app, 'GET', '/api/admin/param/details?publicName=nope', admin)).body.data).toBeNull();
    expect((await call(app, 'GET', '/api/admin/param/details', admin)).status).toBe(400);
    // Another tenant may use the same key.
    const foreign = await adminHeaders(app, 'admin2', '2');
    expect((await call(app, 'POST', '/api/admin/param', foreign, body)).body.code).toBe(0);

    const id = created.body.data.publicId;
    const renamed = await call<P>(app, 'PUT', '/api/admin/param', admin, {
      publicId: id,
      publicKey: 'demo.renamed',
    });
    expect(renamed.body.data.publicKey).toBe('demo.renamed');
    const details = await call<P>(app, 'GET', `/api/admin/param/details/${id}`, admin);
    expect(details.body.data).toMatchObject({ publicKey: 'demo.renamed', publicValue: '42' });
    expect((await call(app, 'DELETE', '/api/admin/param', admin, [id])).body).toMatchObject({
      code: 0,
      data: true,
    });
    expect((await call(app, 'GET', `/api/admin/param/details/${id}`, admin)).status).toBe(404);
    // Deleted for good: the key can be added again.
    expect(
      (await call(app, 'POST', '/api/admin/param', admin, { ...body, publicKey: 'demo.renamed' })).body.code,
    ).toBe(0);
  });

  it('keeps the built-in ones: never deleted, never renamed; a batch with one deletes nothing', async () => {
    const own = await call<P>(app, 'POST', '/api/admin/param', admin, {
      publicName: 'x',
      publicKey: 'batch.one',
      publicValue: '1',
    });
    const builtIn = await byKey('hotline');
    const del = await call(app, 'DELETE', '/api/admin/param', admin, [
      own.body.data.publicId,
      builtIn.publicId,
    ]);
    expect(del.body).toMatchObject({ code: 1, msg: '系统内置参数 hotline 不能删除' });
    expect((await call(app, 'GET', `/api/admin/param/details/${own.body.data.publicId}`, admin)).status).toBe(
      200,
    );
    const rename = await call(app, 'PUT', '/api/admin/param', admin, {
      publicId: builtIn.publicId,
      publicKey: 'phone',
    });
    expect(rename.body).toMatchObject({ code: 1, msg: '系统内置参数的键不能修改' });
    // Asking for a built-in flag on a new one is ignored: only the platform has built-in parameters.
    const flagged = await call<P>(app, 'POST', '/api/admin/param', admin, {
      publicName: 'x',
      publicKey: 'flag.try',
      publicValue: '1',
      systemFlag: '1',
    });
    expect(flagged.body.data.systemFlag).toBe('0');
  });

  it('answers bad requests with a 400 and no change', async () => {
    for (const body of [
      { publicName: '', publicKey: 'ok', publicValue: '1' },
      { publicName: 'x', publicKey: '1starts-with-digit', publicValue: '1' },
      { publicName: 'x', publicKey: 'has space', publicValue: '1' },
      { publicName: 'x', publicKey: 'long', publicValue: 'x'.repeat(20_001) },
      { publicName: 'x', publicKey: 'ok' },
    ])
      expect((await call(app, 'POST', '/api/admin/param', admin, body)).status).toBe(400);
    expect((await call(app, 'DELETE', '/api/admin/param', admin, [])).status).toBe(400);
    expect((await page('publicKey=ok')).data.total).toBe('0');
  });

  it('a disabled parameter reads as unset: the site falls back, the public read answers null', async () => {
    const hotline = await byKey('hotline');
    await call(app, 'PUT', '/api/admin/param', admin, { publicId: hotline.publicId, status: '1' });
    try {
      const config = await call<{ site: { hotline: string } }>(app, 'GET', '/api/admin/system/config', {
        'tenant-id': '1',
      });
      expect(config.body.data.site.hotline).toBe('');
      const value = await call(app, 'GET', '/api/admin/param/publicValue/hotline', { 'tenant-id': '1' });
      expect(value.body).toMatchObject({ code: 0, data: null });
    } finally {
      await call(app, 'PUT', '/api/admin/param', admin, { publicId: hotline.publicId, status: '0' });
    }
  });

  it('reads values in public, by key or keys (pig’s repeated or comma-separated form), per tenant', async () => {
    const one = await call(app, 'GET', '/api/admin/param/publicValue/hotline', { 'tenant-id': '1' });
    expect(one.body).toMatchObject({ code: 0, data: '400-800-1234' });
    const many = await call(app, 'GET', '/api/admin/param/publicValues?keys=hotline&keys=registerEnable', {
      'tenant-id': '1',
    });
    expect(many.body.data).toEqual({ hotline: '400-800-1234', registerEnable: 'true' });
    const comma = await call(app, 'GET', '/api/admin/param/publicValues?keys=hotline,nothing', {
      'tenant-id': '1',
    });
    expect(comma.body.data).toEqual({ hotline: '400-800-1234' });
    expect(
      (await call(app, 'GET', '/api/admin/param/publicValues?keys=bad%20key', { 'tenant-id': '1' })).status,
    ).toBe(400);
    const learner = await login(app, 'learner01', 'Learner@2026');
    const asLearner = await call(app, 'GET', '/api/admin/param/page', {
      authorization: `Bearer ${learner.access_token}`,
      'tenant-id': '1',
    });
    expect(asLearner.status).toBe(403);
  });
});
