import { createCipheriv, createDecipheriv } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { aesCipher, openResponse, sealRequest, sealSearch, sm4Cipher } from '@/lib/api-crypto';

/**
 * The client's side of pig-ui's request/answer encryption: the ciphers agree with the server's (Node's AES-128-CFB
 * and SM4-ECB), requests are sealed as pig-ui seals them, sealed answers are opened, and a build with the key
 * sends nothing plain through api-client.
 */
const KEY = 'peixun-api-key16';
const SM4_KEY = '0123456789abcdeffedcba9876543210';
const aes = aesCipher(KEY);
const nodeAes = (plain: string) => {
  const k = Buffer.from(KEY);
  return Buffer.concat([createCipheriv('aes-128-cfb', k, k).update(plain, 'utf8')]).toString('base64');
};
const nodeOpen = (sealed: string) => {
  const k = Buffer.from(KEY);
  return createDecipheriv('aes-128-cfb', k, k).update(Buffer.from(sealed, 'base64')).toString('utf8');
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the ciphers', () => {
  it('AES is the server’s scheme, both ways, Chinese included', () => {
    const text = '{"publicName":"加密参数","n":42}';
    expect(aes.encrypt(text)).toBe(nodeAes(text));
    expect(aes.decrypt(nodeAes(text))).toBe(text);
  });

  it('SM4 is Node’s sm4-ecb with PKCS#7, in hex', async () => {
    const sm4 = await sm4Cipher(SM4_KEY);
    const text = '{"current":"1","名称":"培训"}';
    const c = createCipheriv('sm4-ecb', Buffer.from(SM4_KEY, 'hex'), null);
    const node = Buffer.concat([c.update(text, 'utf8'), c.final()]).toString('hex');
    expect(sm4.encrypt(text)).toBe(node);
    expect(sm4.decrypt(node)).toBe(text);
  });
});

describe('sealing a request', () => {
  it('encrypts each query value and URL-encodes it once before the query’s own encoding; drops empty ones', () => {
    const sealed = sealSearch(new URLSearchParams('current=1&name=培训+课&empty='), aes);
    expect([...sealed.keys()]).toEqual(['current', 'name']);
    const wire = new URLSearchParams(sealed.toString());
    expect(aes.decrypt(decodeURIComponent(wire.get('name')!))).toBe('培训 课');
    expect(sealed.toString()).toContain('%25'); // the second encoding pig-ui's server undoes
  });

  it('wraps a JSON body as {encryption} and encrypts the query; leaves other bodies and bare requests be', async () => {
    const post = await sealRequest(
      new Request('http://x/api/admin/param?size=5', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ publicKey: 'k' }),
      }),
      aes,
    );
    const body = (await post.json()) as { encryption: string };
    expect(Object.keys(body)).toEqual(['encryption']);
    expect(nodeOpen(body.encryption)).toBe('{"publicKey":"k"}');
    expect(new URL(post.url).search).not.toContain('size=5');
    expect(post.method).toBe('POST');

    const form = new FormData();
    form.append('dir', 'abc');
    const upload = await sealRequest(
      new Request('http://x/api/up?dir=a', { method: 'POST', body: form }),
      aes,
    );
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(await upload.text()).toContain('abc');

    const bare = new Request('http://x/api/admin/user/info');
    expect(await sealRequest(bare, aes)).toBe(bare);
  });
});

describe('opening an answer', () => {
  it('reads the envelope of a sealed answer, success or failure, keeping its status', async () => {
    const envelope = { code: 1, msg: '参数不存在', data: null };
    const opened = await openResponse(
      json(400, { code: 1, encryption: nodeAes(JSON.stringify(envelope)) }),
      aes,
    );
    expect(opened.status).toBe(400);
    expect(await opened.json()).toEqual(envelope);
  });

  it('passes plain answers and files through untouched', async () => {
    const plain = json(200, { code: 0, msg: null, data: 1 });
    expect(await openResponse(plain, aes)).toBe(plain);
    const file = new Response('PDF', { headers: { 'content-type': 'application/pdf' } });
    expect(await openResponse(file, aes)).toBe(file);
  });
});

describe('api-client built with VITE_API_ENC_KEY', () => {
  let seen: Request[] = [];
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    vi.stubEnv('VITE_API_ENC_KEY', KEY);
    vi.resetModules();
    vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      seen.push(req.clone());
      const ok = new URL(req.url).pathname.endsWith('/ok');
      const envelope = ok
        ? { code: 0, msg: null, data: { echoed: true } }
        : { code: 1, msg: 'Nope', data: null };
      return json(ok ? 200 : 400, { code: envelope.code, encryption: nodeAes(JSON.stringify(envelope)) });
    });
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('sends no plain field and reads sealed answers, errors included', async () => {
    const { request, ApiError } = await import('@/lib/api-client');
    seen = [];
    const data = await request('admin/ok', {
      method: 'post',
      json: { secret: 'plain-field' },
      searchParams: { name: 'plain-value' },
    });
    expect(data).toEqual({ echoed: true });
    const sent = seen[0]!;
    expect(sent.url).not.toContain('plain-value');
    const raw = await sent.text();
    expect(raw).not.toContain('plain-field');
    expect(nodeOpen((JSON.parse(raw) as { encryption: string }).encryption)).toBe('{"secret":"plain-field"}');
    const failed = await request('admin/fails', { quiet: true }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as Error).message).toBe('Nope');
  });
});
