import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, newLearner } from './edu-helpers';
import { edit, freshPhone, info, png, send, smsCode, uploadFile } from './personal-helpers';

/** PUT /api/admin/user/personal/edit: the caller's own profile, avatar and phone. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off' });
});
afterAll(() => app.close());

const row = async (userId: number) =>
  (await app.database.db.select().from(sysUser).where(eq(sysUser.userId, userId)))[0];

describe('the profile', () => {
  it('changes the fields named, at once for the cached user info; null leaves a field, "" clears it', async () => {
    const l = await newLearner(app, 'p_profile');
    await edit(app, l.headers, { email: 'old@example.com' });
    // Warm the cache of who the user is, then write: the next read has the write.
    expect(await info(app, l.headers)).toMatchObject({ nickname: null, name: 'p_profile' });
    const saved = await edit(app, l.headers, { nickname: '  Lee  ', name: '李雷', email: null });
    expect(saved.body).toEqual({ code: 0, msg: null, data: true });
    expect(await info(app, l.headers)).toMatchObject({
      nickname: 'Lee',
      name: '李雷',
      email: 'old@example.com',
    });
    await edit(app, l.headers, { name: '', email: '' });
    expect(await info(app, l.headers)).toMatchObject({ nickname: 'Lee', name: null, email: null });
    expect((await row(l.userId))?.updateBy).toBe('p_profile');
  });

  it("keeps the profile rules at their boundaries, answering each in the caller's language", async () => {
    const l = await newLearner(app, 'p_rules');
    const refusal = async (body: object, lang = 'en') => (await edit(app, l.headers, body, lang)).body;
    expect((await refusal({ nickname: 'n'.repeat(64), name: 'm'.repeat(64) })).code).toBe(0);
    expect(await refusal({ nickname: 'n'.repeat(65) })).toEqual({
      code: 1,
      msg: 'Input too long, please re-enter',
      data: { field: 'nickname' },
    });
    expect(await refusal({ name: 'm'.repeat(65) }, 'zh-CN')).toEqual({
      code: 1,
      msg: '输入内容过长，请重新输入',
      data: { field: 'name' },
    });
    const at = '@example.com';
    expect((await refusal({ email: `${'e'.repeat(128 - at.length)}${at}` })).code).toBe(0);
    expect((await refusal({ email: `${'e'.repeat(129 - at.length)}${at}` })).data).toEqual({
      field: 'email',
    });
    for (const bad of ['a@b', 'no-at.example.com', 'a b@example.com', 'a@example.c'])
      expect(await refusal({ email: bad }), bad).toMatchObject({ msg: 'Mailbox format error' });
    expect((await refusal({ email: 'a@b.cn' })).code).toBe(0);
    expect(await refusal({ nickname: '   ' }, 'zh-CN')).toMatchObject({ code: 1, msg: '请输入非空格信息' });
    expect(await refusal({ nickname: '' })).toMatchObject({
      msg: 'Please enter non-space information',
      data: { field: 'nickname' },
    });
    // Nothing of a refused edit is written, not even its valid fields.
    await refusal({ name: 'Kept?', email: 'broken' });
    expect(await info(app, l.headers)).toMatchObject({ name: 'm'.repeat(64), email: 'a@b.cn' });
    // Past the body's bounds the schema answers (400), before any rule.
    expect((await edit(app, l.headers, { nickname: 'n'.repeat(1001) })).status).toBe(400);
  });

  it('edits the caller and nobody else, whatever ids the body names', async () => {
    const a = await newLearner(app, 'p_self_a');
    const b = await newLearner(app, 'p_self_b');
    const res = await edit(app, a.headers, {
      userId: String(b.userId),
      username: 'p_self_b',
      nickname: 'Taken over',
    });
    expect(res.body.code).toBe(0);
    expect((await row(b.userId))?.nickname).toBeNull();
    expect((await row(a.userId))?.nickname).toBe('Taken over');
    expect((await send(app, 'PUT', '/api/admin/user/personal/edit', { 'tenant-id': '1' }, {})).status).toBe(
      424,
    );
  });
});

describe('the avatar', () => {
  it("is an image this tenant stores: uploaded, it shows in the user's info; '' removes it", async () => {
    const l = await newLearner(app, 'p_avatar');
    const url = await uploadFile(
      app,
      l.headers,
      { name: 'me.png', type: 'image/png', data: await png() },
      'image',
    );
    expect((await edit(app, l.headers, { avatar: url })).body.code).toBe(0);
    expect((await info(app, l.headers)).avatar).toBe(url);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // Sending back the avatar one has is no change, whatever it is (rows from before this rule).
    await app.database.db.update(sysUser).set({ avatar: '/legacy.png' }).where(eq(sysUser.userId, l.userId));
    await app.bus.publish('sessions-changed');
    expect((await edit(app, l.headers, { avatar: '/legacy.png', nickname: 'Kept' })).body.code).toBe(0);
    expect((await edit(app, l.headers, { avatar: '' })).body.code).toBe(0);
    expect((await info(app, l.headers)).avatar).toBeNull();
  });

  it("refuses links elsewhere, another tenant's image and documents", async () => {
    const l = await newLearner(app, 'p_avatar_bad');
    const foreign = await uploadFile(
      app,
      await adminHeaders(app, 'admin2', '2'),
      { name: 'x.png', type: 'image/png', data: await png('#33c') },
      'image',
    );
    const fileName = new URL(foreign, 'http://x').searchParams.get('fileName') ?? '';
    const doc = await uploadFile(
      app,
      l.headers,
      { name: 'a.png', type: 'image/png', data: await png('#3c3') },
      'doc',
    );
    const bad = [
      'https://elsewhere.example/me.png',
      foreign,
      // Tenant 2's file under tenant 1's name is still not tenant 1's.
      `/api/admin/sys-file/oss/file?fileName=${fileName}&TENANT-ID=1`,
      doc,
      '/api/admin/sys-file/oss/file?fileName=../../etc/passwd&TENANT-ID=1',
      'javascript:alert(1)',
    ];
    for (const avatar of bad) {
      const res = await edit(app, l.headers, { avatar });
      expect(res.body, avatar).toEqual({
        code: 1,
        msg: 'The avatar must be an image uploaded to this site',
        data: { field: 'avatar' },
      });
    }
    expect((await info(app, l.headers)).avatar).toBeNull();
  });
});

describe('the mobile number', () => {
  it('changes with the code texted to the new number, once', async () => {
    const l = await newLearner(app, 'p_phone');
    const phone = freshPhone();
    const code = await smsCode(app, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    expect((await edit(app, l.headers, { phone, code: wrong })).body).toMatchObject({
      code: 1,
      msg: 'The verification code is wrong or has expired',
    });
    expect((await edit(app, l.headers, { phone })).body).toMatchObject({ code: 1, data: { field: 'code' } });
    expect((await edit(app, l.headers, { phone, code: 'abcd' })).body.code).toBe(1);
    expect((await info(app, l.headers)).phone).not.toBe(phone);
    expect((await edit(app, l.headers, { phone, code, nickname: 'New phone' })).body.code).toBe(0);
    expect(await info(app, l.headers)).toMatchObject({ phone, nickname: 'New phone' });
    // The code is spent, and the number is now this user's: sending its own number again needs no code.
    expect((await edit(app, l.headers, { phone, name: 'Same' })).body.code).toBe(0);
    const masked = `${phone.slice(0, 3)}****${phone.slice(7)}`;
    expect((await edit(app, l.headers, { phone: masked, name: 'Masked' })).body.code).toBe(0);
    expect((await info(app, l.headers)).phone).toBe(phone);
  });

  it("refuses someone else's number (before spending a code) and malformed numbers", async () => {
    const a = await newLearner(app, 'p_phone_a');
    const b = await newLearner(app, 'p_phone_b');
    const phone = freshPhone();
    const code = await smsCode(app, phone);
    // B takes the number between A's code and A's save.
    await app.database.db.update(sysUser).set({ phone }).where(eq(sysUser.userId, b.userId));
    expect((await edit(app, a.headers, { phone, code }, 'zh-CN')).body).toEqual({
      code: 1,
      msg: '该手机号已注册',
      data: { field: 'phone' },
    });
    const bPhone = (await info(app, b.headers)).phone ?? '';
    expect((await edit(app, a.headers, { phone: bPhone, code: '1234' })).body.data).toEqual({
      field: 'phone',
    });
    for (const bad of ['1234567890', '12345678901', '1381234567a', '+8613812345678'])
      expect((await edit(app, a.headers, { phone: bad, code })).body, bad).toMatchObject({
        msg: 'Mobile number format error',
      });
    // The code A was sent still works once the number is free again.
    await app.database.db.update(sysUser).set({ phone: null }).where(eq(sysUser.userId, b.userId));
    expect((await edit(app, a.headers, { phone, code })).body.code).toBe(0);
  });
});
