import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { adminHeaders } from './edu-helpers';
import { httpCall } from './http-call';

/**
 * The forms' number, URL, JSON and case rules (@contract/validators), held by the server's zod schemas of the
 * fields whose forms use them: a menu's path (a link), a parameter's value (the format its validate code names),
 * a dictionary item's value and an OAuth client's redirect addresses. Over real HTTP, each refusal a 400 naming
 * the field with the rule's words in the caller's language, and each boundary value accepted.
 */
let app: FastifyInstance;
let base: string;
let zh: Record<string, string>;
let en: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  zh = await adminHeaders(app);
  en = { ...zh, 'accept-language': 'en' };
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const post = (url: string, body: object, headers = zh) =>
  httpCall<{ [k: string]: string }>(base, 'POST', url, headers, body);
const put = (url: string, body: object, headers = zh) =>
  httpCall<{ [k: string]: string }>(base, 'PUT', url, headers, body);

describe("a menu's path", () => {
  const menu = (path: string, headers = zh) =>
    post('/api/admin/menu', { menuType: '0', name: '链接', path }, headers);
  it('as a link is held to the URL rule', async () => {
    expect((await menu('http://x')).body).toEqual({
      code: 1,
      msg: '参数 path 不合法：URL格式错误',
      data: { field: 'path' },
    });
    expect((await menu('https://x', en)).body.msg).toBe('path: URL format error');
    expect((await menu('https://x')).status).toBe(400);
    expect((await menu('https://ab')).body.code).toBe(0);
    expect((await menu('https://example.com/docs?a=1#b')).body.code).toBe(0);
  });
  it('as a console path is not a URL', async () => {
    expect((await menu('/admin/rules/index')).body.code).toBe(0);
    expect((await menu('admin/rules')).status).toBe(400);
  });
});

describe("a parameter's value, by the format its validate code names", () => {
  let n = 0;
  const param = (validateCode: string | null, publicValue: string, headers = zh) =>
    post(
      '/api/admin/param',
      { publicName: `格式${++n}`, publicKey: `fmt.p${n}`, publicValue, validateCode },
      headers,
    );
  it.each([
    ['number', '-12.5', '12a', '包含非数字字符', 'Contains non-numeric characters'],
    ['number', '0', '1.', '包含非数字字符', 'Contains non-numeric characters'],
    ['url', 'https://ab', 'www.example.com', 'URL格式错误', 'URL format error'],
    ['json', '{"a":[1,2]}', '{a:1}', 'json格式错误', 'json format error'],
    ['json', 'null', "{'a':1}", 'json格式错误', 'json format error'],
    [
      'upper',
      'SITE_MODE',
      'Site_MODE',
      '请输入大写英文、下划线',
      'Please enter upper-case English and underscore',
    ],
    [
      'lower',
      'site_mode',
      'site-mode',
      '请输入小写英文、下划线',
      'Please enter lower-case English and underscore',
    ],
  ])('%s: %j passes, %j is refused', async (code, good, bad, zhMsg, enMsg) => {
    expect((await param(code, good)).body).toMatchObject({
      code: 0,
      data: { validateCode: code, publicValue: good },
    });
    const refused = await param(code, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(`参数 publicValue 不合法：${zhMsg}`);
    expect((await param(code, bad, en)).body.msg).toBe(`publicValue: ${enMsg}`);
  });
  it('an empty value passes every format; a code that names none holds the value to nothing', async () => {
    expect((await param('json', '')).body.code).toBe(0);
    expect((await param('校验码', '任何 text {')).body.code).toBe(0);
    expect((await param(null, 'x y z')).body.code).toBe(0);
  });
  it('an edit of the value alone is held to the stored code; an edit of both to the new one', async () => {
    const made = (await param('number', '5')).body.data;
    const refused = await put('/api/admin/param', { publicId: made.publicId, publicValue: 'five' });
    expect(refused).toEqual({ status: 400, body: { code: 1, msg: '包含非数字字符', data: null } });
    const enRefused = await put('/api/admin/param', { publicId: made.publicId, publicValue: 'five' }, en);
    expect(enRefused.body.msg).toBe('Contains non-numeric characters');
    const both = await put('/api/admin/param', {
      publicId: made.publicId,
      publicValue: 'five',
      validateCode: 'lower',
    });
    expect(both.body).toMatchObject({ code: 0, data: { publicValue: 'five', validateCode: 'lower' } });
  });
});

describe("a dictionary item's value", () => {
  let dictId = '';
  beforeAll(async () => {
    dictId = (await post('/api/admin/dict', { dictType: 'rule_kind', description: '规则' })).body.data.id!;
  });
  const item = (value: string, headers = zh) =>
    post('/api/admin/dict/item', { dictId, value, label: value }, headers);
  it.each(['0', '-1.5', 'approved', 'session_qr', 'WEIXIN_CP', '_'])(
    '%j, a number or one case, passes',
    async (v) => {
      expect((await item(v)).body.code).toBe(0);
    },
  );
  it.each(['Approved', 'x9', 'a b', '物业', 'a-b', '1.'])('%j is refused in both languages', async (v) => {
    const refused = await item(v);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('参数 value 不合法：请输入数字，或全大写、全小写的英文和下划线');
    expect((await item(v, en)).body.msg).toBe(
      'value: Please enter a number, or English all upper-case or all lower-case with underscores',
    );
  });
});

describe("an OAuth client's redirect addresses", () => {
  let n = 0;
  const client = (webServerRedirectUri: string, headers = zh) =>
    post(
      '/api/admin/client',
      {
        clientId: `redir${++n}`,
        clientSecret: 's',
        authorizedGrantTypes: ['password'],
        webServerRedirectUri,
      },
      headers,
    );
  it('are URLs separated by commas', async () => {
    expect((await client('https://a.example/cb')).body.code).toBe(0);
    expect((await client('https://a.example/cb, http://localhost:3000/cb')).body.code).toBe(0);
    expect((await client('')).body.code).toBe(0);
    expect((await client('a.example/cb')).body.msg).toBe('参数 webServerRedirectUri 不合法：URL格式错误');
    expect((await client('https://a.example/cb,', en)).body.msg).toBe(
      'webServerRedirectUri: URL format error',
    );
    expect((await client('https://a.example/cb,,https://b.example')).status).toBe(400);
  });
});
