import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, ROOT } from '../../src/server/env';
import { apiCipher } from '../../src/server/lib/api-crypto';
import {
  AES_KEY,
  SM4_KEY,
  closeAll,
  listening,
  pigAes,
  pigCall,
  pigLogin,
  pigSm4,
  type PigCipher,
} from './api-crypto-helpers';
import { anyString, stringContaining, stringMatching } from './matchers';

/**
 * pig-ui's request/answer encryption, against a real server over a socket, with ciphertext made exactly as
 * pig-ui makes it (crypto-js AES-CFB, sm-crypto SM4): bodies and GET params decrypted before validation,
 * answers sealed `{code, encryption}`, strict refusing plain input, and nothing changed without a key.
 */
type P = { publicId: string; publicKey: string; publicValue: string };
const param = { publicName: '加密参数', publicKey: 'enc.param', publicValue: '42', publicType: '9' };

/** The admin CRUD of parameters and a paged search, through pig-ui's interceptors. */
async function crudRoundTrip(base: string, cipher: PigCipher, headers: Record<string, string>) {
  const page = await pigCall(base, cipher, 'GET', '/api/admin/param/page', {
    params: { current: 1, size: 10, publicName: '协议', publicKey: '', descs: 'create_time' },
    headers,
  });
  expect(page.status).toBe(200);
  expect(Object.keys(page.raw).sort()).toEqual(['code', 'encryption']);
  expect(page.raw.code).toBe(0);
  expect(page.text).not.toContain('agreement');
  const records = (page.body.data as { records: P[] }).records.map((r) => r.publicKey).sort();
  expect(records).toEqual(['agreement', 'agreementEn']);

  const created = await pigCall(base, cipher, 'POST', '/api/admin/param', { data: param, headers });
  expect(created.body).toMatchObject({ code: 0, data: { publicKey: 'enc.param', publicValue: '42' } });
  const id = (created.body.data as P).publicId;
  const edited = await pigCall(base, cipher, 'PUT', '/api/admin/param', {
    data: { publicId: id, publicValue: '43' },
    headers,
  });
  expect(edited.body).toMatchObject({ code: 0, data: { publicValue: '43' } });
  const found = await pigCall(base, cipher, 'GET', '/api/admin/param/details', {
    params: { publicKey: 'enc.param' },
    headers,
  });
  expect((found.body.data as P).publicId).toBe(id);
  const deleted = await pigCall(base, cipher, 'DELETE', '/api/admin/param', { data: [id], headers });
  expect(deleted.body).toMatchObject({ code: 0, data: true });
}

describe('AES (VITE_API_ENC_ENABLED with VITE_PWD_ENC_KEY)', () => {
  let app: FastifyInstance;
  let base: string;
  let admin: Record<string, string>;
  const aes = pigAes();
  beforeAll(async () => {
    ({ app, base } = await listening({ API_ENC_KEY: AES_KEY }));
    const login = await pigLogin(base);
    expect(login.status).toBe(200);
    // The token endpoint's answer stays OAuth's plain JSON.
    expect(login.token.access_token).toBeTruthy();
    admin = login.headers;
  });
  afterAll(() => closeAll(app));

  it('decrypts bodies and GET params before validation, and seals every answer', async () => {
    await crudRoundTrip(base, aes, admin);
  });

  it('seals error answers: code 1 keeps its msg beside for pig-ui, 4xx carry all inside', async () => {
    await pigCall(base, aes, 'POST', '/api/admin/param', { data: param, headers: admin });
    const again = await pigCall(base, aes, 'POST', '/api/admin/param', { data: param, headers: admin });
    expect(again.status).toBe(200);
    expect(again.raw).toMatchObject({ code: 1, msg: '参数键 enc.param 已存在' });
    expect(JSON.parse(aes.dec(again.raw.encryption as string))).toEqual({
      code: 1,
      msg: '参数键 enc.param 已存在',
      data: null,
    });
    const invalid = await pigCall(base, aes, 'POST', '/api/admin/param', {
      data: { publicName: 'x' },
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.raw).sort()).toEqual(['code', 'encryption']);
    expect(invalid.body).toMatchObject({ code: 1, msg: stringMatching(/^publicKey: /) });
    const missing = await pigCall(base, aes, 'GET', '/api/admin/nothing-here', { headers: admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 1, msg: '请求的资源不存在' });
    const expired = await pigCall(base, aes, 'GET', '/api/admin/user/info', {
      headers: { authorization: 'Bearer nope' },
    });
    expect(expired.status).toBe(424);
    expect(expired.body.msg).toBe('用户凭证已过期');
  });

  it('answers pig-ui’s token check (public GET, its token encrypted in the query)', async () => {
    const res = await pigCall(base, aes, 'GET', '/api/auth/token/check_token', {
      params: { token: admin.authorization!.slice(7) },
    });
    expect(res.body).toMatchObject({ code: 0, data: { expiresAt: anyString() } });
  });

  it('still takes plain input when not strict, answering sealed', async () => {
    const res = await fetch(`${base}/api/admin/param/page?current=1&size=2`, {
      headers: { ...admin, 'tenant-id': '1' },
    });
    const raw = (await res.json()) as { code: number; encryption: string };
    expect(res.status).toBe(200);
    expect(JSON.parse(aes.dec(raw.encryption))).toMatchObject({ code: 0, data: { size: '2' } });
  });

  it('refuses ciphertext it cannot read with 400 in the caller’s language, never 500, in bounded time', async () => {
    const post = (encryption: string, lang = 'zh-CN') =>
      fetch(`${base}/api/admin/param`, {
        method: 'POST',
        headers: { ...admin, 'tenant-id': '1', 'content-type': 'application/json', 'accept-language': lang },
        body: JSON.stringify({ encryption }),
      });
    // Refused for its ciphertext: answered plain, as the sender could not read a sealed answer.
    const unread = async (res: Response) => ({
      status: res.status,
      body: (await res.json()) as { msg: string },
    });
    const notBase64 = await unread(await post('not base64 at all!', 'en'));
    expect(notBase64).toMatchObject({
      status: 400,
      body: { msg: stringMatching(/could not be decrypted/) },
    });
    const wrongKey = await unread(await post(pigAes('another-key-1234').enc(JSON.stringify(param))));
    expect(wrongKey).toMatchObject({ status: 400, body: { msg: stringContaining('无法解密') } });
    const notJson = await unread(await post(aes.enc('hello, not JSON')));
    expect(notJson).toMatchObject({ status: 400, body: { msg: stringContaining('无法解密') } });
    // A decrypted body is held to the same bounds as a plain one (its sender has the key: answered sealed).
    const deep = await post(aes.enc(`${'['.repeat(100_000)}${']'.repeat(100_000)}`));
    expect(deep.status).toBe(400);
    const sealed = (await deep.json()) as { encryption: string };
    expect(JSON.parse(aes.dec(sealed.encryption))).toMatchObject({
      msg: stringContaining('嵌套过深'),
    });
    const started = performance.now();
    const noise = await unread(await post(Buffer.alloc(700_000, 0xa7).toString('base64')));
    expect(noise.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('SM4 (VITE_SM4_ENC_KEY), which wins over the AES key', () => {
  let app: FastifyInstance;
  let base: string;
  let admin: Record<string, string>;
  const cipher = pigSm4();
  beforeAll(async () => {
    ({ app, base } = await listening({ API_ENC_KEY: AES_KEY, SM4_ENC_KEY: SM4_KEY }));
    admin = (await pigLogin(base)).headers;
  });
  afterAll(() => closeAll(app));

  it('round-trips bodies, params and answers in hex', async () => {
    await crudRoundTrip(base, cipher, admin);
    const info = await pigCall(base, cipher, 'GET', '/api/admin/user/info', { headers: admin });
    expect(info.raw.encryption).toMatch(/^[0-9a-f]+$/);
    expect(info.body).toMatchObject({ code: 0, data: { sysUser: { username: 'admin' } } });
  });
});

describe('strict (API_ENC_STRICT)', () => {
  let app: FastifyInstance;
  let base: string;
  let admin: Record<string, string>;
  const aes = pigAes();
  beforeAll(async () => {
    ({ app, base } = await listening({ API_ENC_KEY: AES_KEY, API_ENC_STRICT: true }));
    const login = await pigLogin(base);
    expect(login.status).toBe(200);
    admin = { ...login.headers, 'tenant-id': '1' };
  });
  afterAll(() => closeAll(app));

  it('refuses a plain query or body with 400 and says why, and takes the encrypted ones', async () => {
    const plainQuery = await fetch(`${base}/api/admin/param/page?current=1&size=2`, {
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(plainQuery.status).toBe(400);
    // Said plain: a client that sent plain text has no key to read a sealed answer.
    expect(await plainQuery.json()).toEqual({
      code: 1,
      msg: 'This server accepts encrypted requests only; use a client built with the same key',
      data: null,
    });
    const plainBody = await fetch(`${base}/api/admin/param`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify(param),
    });
    expect(plainBody.status).toBe(400);
    expect(((await plainBody.json()) as { msg: string }).msg).toBe(
      '服务器只接受加密的请求，请使用以同一密钥构建的客户端',
    );
    // Values of another key are no ciphertext of this server's: a plain query to it.
    const otherKey = await pigCall(base, pigAes('another-key-1234'), 'GET', '/api/admin/param/page', {
      params: { current: 1 },
      headers: admin,
    });
    expect(otherKey.status).toBe(400);
    await crudRoundTrip(base, aes, admin);
    // Nothing to encrypt (no query, no body) is no plain input.
    const info = await pigCall(base, aes, 'GET', '/api/admin/user/info', { headers: admin });
    expect(info.body.code).toBe(0);
  });

  it('keeps what cannot be encrypted open: health, uploads and the signed links they answer', async () => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { code: number }).code).toBe(0);
    const form = new FormData();
    form.append('dir', 'image');
    const jpeg = readFileSync(join(ROOT, 'seed/media/cover-1.jpg'));
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'cover.jpg');
    const up = await fetch(`${base}/api/admin/sys-file/upload`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    const uploaded = (await up.json()) as { code: number; data: { url: string } };
    expect(uploaded.code).toBe(0);
    const file = await fetch(`${base}${uploaded.data.url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(jpeg)).toBe(true);
  });
});

describe('without a key', () => {
  let plain: FastifyInstance;
  let sealed: FastifyInstance;
  let plainBase: string;
  let sealedBase: string;
  beforeAll(async () => {
    ({ app: plain, base: plainBase } = await listening({}));
    ({ app: sealed, base: sealedBase } = await listening({ API_ENC_KEY: AES_KEY }));
  });
  afterAll(() => closeAll(plain, sealed));

  it('changes nothing: the same answer, byte for byte, as the sealed server’s decrypted one', async () => {
    const path = '/api/admin/dict/type/lock_flag';
    const { headers } = await pigLogin(plainBase);
    const sealedHeaders = (await pigLogin(sealedBase)).headers;
    const before = await (
      await fetch(`${plainBase}${path}`, { headers: { ...headers, 'tenant-id': '1' } })
    ).text();
    expect(before).toMatch(/^\{"code":0,"msg":null,"data":\[\{/);
    expect(before).not.toContain('encryption');
    const sealedAnswer = await fetch(`${sealedBase}${path}`, {
      headers: { ...sealedHeaders, 'tenant-id': '1' },
    });
    const raw = (await sealedAnswer.json()) as { encryption: string };
    expect(pigAes().dec(raw.encryption)).toBe(before);
    // An `{encryption}` body is just a body the route's schema refuses.
    const res = await pigCall(plainBase, pigAes(), 'POST', '/api/admin/param', { data: param, headers });
    expect(res.status).toBe(400);
    expect(res.raw.encryption).toBeUndefined();
  });

  it('checks the settings: key lengths, and strict only with a key', () => {
    expect(apiCipher(loadEnv({}))).toBeNull();
    expect(() => loadEnv({ API_ENC_KEY: 'short' })).toThrow(/API_ENC_KEY/);
    expect(() => loadEnv({ SM4_ENC_KEY: 'xyz' })).toThrow(/SM4_ENC_KEY/);
    expect(() => loadEnv({ API_ENC_STRICT: 'true' })).toThrow(/API_ENC_STRICT/);
    expect(loadEnv({ API_ENC_KEY: '' }).API_ENC_KEY).toBeUndefined();
    expect(apiCipher(loadEnv({ API_ENC_KEY: AES_KEY, SM4_ENC_KEY: SM4_KEY }))?.kind).toBe('sm4');
  });
});
