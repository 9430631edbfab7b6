import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chineseAdapters, type ProviderConfig } from '../../src/server/modules/social/social.adapter';

/**
 * The WeCom, DingTalk and WeChat adapters against a local server speaking their documented endpoints: the
 * requests carry what the documents ask for, and the subject is the field they name.
 */
const seen: { method: string; url: string; body: string; token?: string }[] = [];
let server: Server;
let base = '';

const read = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => done(body));
  });

/** The four providers' endpoints the adapters call, answering as each provider would. */
async function answerAsProvider(req: IncomingMessage, res: ServerResponse) {
  const body = await read(req);
  const url = new URL(req.url ?? '/', 'http://x');
  seen.push({
    method: req.method ?? '',
    url: req.url ?? '',
    body,
    token: req.headers['x-acs-dingtalk-access-token'] as string | undefined,
  });
  const answer: Record<string, Record<string, unknown>> = {
    '/cgi-bin/gettoken': { errcode: 0, access_token: 'wecom-token' },
    '/cgi-bin/auth/getuserinfo':
      url.searchParams.get('code') === 'good' ? { errcode: 0, userid: 'zhangsan' } : { errcode: 40029 },
    '/v1.0/oauth2/userAccessToken': { accessToken: 'ding-token', expireIn: 7200 },
    '/v1.0/contact/users/me': { unionId: 'ding-union', openId: 'ding-open', nick: 'x' },
    '/sns/oauth2/access_token':
      url.searchParams.get('code') === 'good' ? { access_token: 't', openid: 'wx-open' } : { errcode: 40029 },
  };
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(answer[url.pathname] ?? {}));
}

beforeAll(async () => {
  // Node does not wait on a handler's promise: a rejection here is an unhandled one, which fails the run.
  server = createServer((req, res) => void answerAsProvider(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const provider = (type: string): ProviderConfig => ({
  id: 1,
  type,
  appId: 'app-id',
  appSecret: 'app-secret',
  issuer: null,
  agentId: '1000002',
  redirectUrl: 'https://peixun.example/authredirect',
});
const flow = { state: 'st', nonce: 'n', verifier: 'v' };
const adapters = () => chineseAdapters({ wecomApi: base, dingtalkApi: base, weixinApi: base });

describe('social adapters', () => {
  it('WeCom: gettoken with the corp secret, getuserinfo with the code; the userid', async () => {
    seen.length = 0;
    expect(await adapters().WEIXIN_CP.subject(provider('WEIXIN_CP'), 'good', flow)).toBe('zhangsan');
    expect(seen.map((s) => s.url)).toEqual([
      '/cgi-bin/gettoken?corpid=app-id&corpsecret=app-secret',
      '/cgi-bin/auth/getuserinfo?access_token=wecom-token&code=good',
    ]);
    await expect(adapters().WEIXIN_CP.subject(provider('WEIXIN_CP'), 'bad', flow)).rejects.toThrow();
    const url = new URL(await adapters().WEIXIN_CP.authorizeUrl(provider('WEIXIN_CP'), flow));
    expect(url.searchParams.get('agentid')).toBe('1000002');
    expect(url.searchParams.get('state')).toBe('st');
  });

  it('DingTalk: userAccessToken (JSON), then users/me with the token header; the unionId', async () => {
    seen.length = 0;
    expect(await adapters().DINGTALK.subject(provider('DINGTALK'), 'good', flow)).toBe('ding-union');
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1.0/oauth2/userAccessToken' });
    expect(JSON.parse(seen[0]!.body)).toEqual({
      clientId: 'app-id',
      clientSecret: 'app-secret',
      code: 'good',
      grantType: 'authorization_code',
    });
    expect(seen[1]).toMatchObject({ url: '/v1.0/contact/users/me', token: 'ding-token' });
  });

  it('WeChat website login: sns/oauth2/access_token answers the openid', async () => {
    seen.length = 0;
    expect(await adapters().WX.subject(provider('WX'), 'good', flow)).toBe('wx-open');
    expect(seen[0]?.url).toBe(
      '/sns/oauth2/access_token?appid=app-id&secret=app-secret&code=good&grant_type=authorization_code',
    );
    await expect(adapters().WX.subject(provider('WX'), 'bad', flow)).rejects.toThrow();
    const url = await adapters().WX.authorizeUrl(provider('WX'), flow);
    expect(url).toMatch(
      /^https:\/\/open\.weixin\.qq\.com\/connect\/qrconnect\?.*scope=snsapi_login.*#wechat_redirect$/,
    );
  });
});
