import * as oidc from 'openid-client';
import type { SocialType } from '@contract/social';

/** What an adapter needs of a configured provider. */
export type ProviderConfig = {
  id: number;
  type: string;
  appId: string;
  appSecret: string;
  issuer: string | null;
  agentId: string | null;
  redirectUrl: string;
};
/** The one-use values of one authorize → callback round. */
export type Flow = { state: string; nonce: string; verifier: string };

/** One kind of provider: where to send the browser, and the external subject a returned code proves. */
export type SocialAdapter = {
  authorizeUrl: (p: ProviderConfig, flow: Flow) => Promise<string>;
  subject: (p: ProviderConfig, code: string, flow: Flow) => Promise<string>;
};

/** The documented hosts of the Chinese providers; tests point them at a local server. */
export type ProviderHosts = { wecomApi: string; dingtalkApi: string; weixinApi: string };
export const DOCUMENTED_HOSTS: ProviderHosts = {
  wecomApi: 'https://qyapi.weixin.qq.com',
  dingtalkApi: 'https://api.dingtalk.com',
  weixinApi: 'https://api.weixin.qq.com',
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const configs = new Map<string, Promise<oidc.Configuration>>();

/** Discovery once per provider setting (a changed secret or issuer is a new key); a failed one is retried. */
function oidcConfig(p: ProviderConfig): Promise<oidc.Configuration> {
  if (!p.issuer) throw new Error('OIDC provider without issuer');
  const issuer = new URL(p.issuer);
  const key = JSON.stringify([p.id, p.issuer, p.appId, p.appSecret]);
  let config = configs.get(key);
  if (!config) {
    // Plain http only to a provider on this machine (tests, a local identity server); elsewhere https.
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    config = oidc.discovery(
      issuer,
      p.appId,
      { client_secret: p.appSecret },
      oidc.ClientSecretBasic(p.appSecret),
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    config.catch(() => configs.delete(key));
    configs.set(key, config);
  }
  return config;
}

/** Any standard OpenID Connect provider (openid-client): code flow with PKCE (S256), state and nonce checked. */
const openIdConnect: SocialAdapter = {
  async authorizeUrl(p, flow) {
    const config = await oidcConfig(p);
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: p.redirectUrl,
        scope: 'openid',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      })
      .toString();
  },
  async subject(p, code, flow) {
    const config = await oidcConfig(p);
    const callback = new URL(p.redirectUrl);
    callback.search = '';
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', flow.state);
    // The state row names the provider, so the answer cannot come from another one (RFC 9207's concern).
    const meta = config.serverMetadata();
    if (meta.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', meta.issuer);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const sub = tokens.claims()?.sub;
    if (!sub) throw new Error('no subject');
    return sub;
  },
};

async function getJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`provider answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}
const text = (v: unknown, what: string): string => {
  if (typeof v !== 'string' || !v) throw new Error(`provider answer without ${what}`);
  return v;
};
const q = (o: Record<string, string>) => new URLSearchParams(o).toString();

/** The documented endpoints of WeCom, DingTalk and WeChat's website login, behind the one interface. */
export function chineseAdapters(hosts: ProviderHosts = DOCUMENTED_HOSTS) {
  /** WeCom (企业微信) web login: gettoken with the corp secret, then auth/getuserinfo gives the member's userid. */
  const wecom: SocialAdapter = {
    authorizeUrl: async (p, flow) =>
      `https://login.work.weixin.qq.com/wwlogin/sso/login?${q({
        login_type: 'CorpApp',
        appid: p.appId,
        agentid: p.agentId ?? '',
        redirect_uri: p.redirectUrl,
        state: flow.state,
      })}`,
    async subject(p, code) {
      const token = await getJson(
        `${hosts.wecomApi}/cgi-bin/gettoken?${q({ corpid: p.appId, corpsecret: p.appSecret })}`,
      );
      if (token.errcode) throw new Error(`wecom gettoken ${JSON.stringify(token.errcode)}`);
      const user = await getJson(
        `${hosts.wecomApi}/cgi-bin/auth/getuserinfo?` +
          q({ access_token: text(token.access_token, 'access_token'), code }),
      );
      if (user.errcode) throw new Error(`wecom getuserinfo ${JSON.stringify(user.errcode)}`);
      return text(user.userid ?? user.openid, 'userid');
    },
  };
  /** DingTalk (钉钉) OAuth 2: userAccessToken for the code, then contact/users/me; the unionId is the subject. */
  const dingtalk: SocialAdapter = {
    authorizeUrl: async (p, flow) =>
      `https://login.dingtalk.com/oauth2/auth?${q({
        redirect_uri: p.redirectUrl,
        response_type: 'code',
        client_id: p.appId,
        scope: 'openid',
        state: flow.state,
        prompt: 'consent',
      })}`,
    async subject(p, code) {
      const token = await getJson(`${hosts.dingtalkApi}/v1.0/oauth2/userAccessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: p.appId,
          clientSecret: p.appSecret,
          code,
          grantType: 'authorization_code',
        }),
      });
      const me = await getJson(`${hosts.dingtalkApi}/v1.0/contact/users/me`, {
        headers: { 'x-acs-dingtalk-access-token': text(token.accessToken, 'accessToken') },
      });
      return text(me.unionId, 'unionId');
    },
  };
  /** WeChat website login (微信扫码): qrconnect, then sns/oauth2/access_token answers the openid. */
  const weixin: SocialAdapter = {
    authorizeUrl: async (p, flow) =>
      `https://open.weixin.qq.com/connect/qrconnect?${q({
        appid: p.appId,
        redirect_uri: p.redirectUrl,
        response_type: 'code',
        scope: 'snsapi_login',
        state: flow.state,
      })}#wechat_redirect`,
    async subject(p, code) {
      const token = await getJson(
        `${hosts.weixinApi}/sns/oauth2/access_token?${q({
          appid: p.appId,
          secret: p.appSecret,
          code,
          grant_type: 'authorization_code',
        })}`,
      );
      if (token.errcode) throw new Error(`weixin access_token ${JSON.stringify(token.errcode)}`);
      return text(token.openid, 'openid');
    },
  };
  return { WEIXIN_CP: wecom, DINGTALK: dingtalk, WX: weixin };
}

export const ADAPTERS: Record<SocialType, SocialAdapter> = { OIDC: openIdConnect, ...chineseAdapters() };
