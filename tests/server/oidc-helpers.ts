import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (node-oidc-provider) on 127.0.0.1 for the social login tests: one confidential
 * client, code flow with PKCE, and its development login and consent pages (any login name is the subject).
 */
export type LocalOidc = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

export async function startOidc(redirectUris: string[]): Promise<LocalOidc> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'peixun';
  const clientSecret = 'peixun-local-oidc-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
  });
  const callback = provider.callback();
  // Koa's callback answers its own errors; nothing waits on its promise.
  server.on('request', (req, res) => void callback(req, res));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * A browser's walk through the provider with plain HTTP: follow redirects, post the login form as `login`,
 * confirm the consent, and stop at the first redirect leaving the provider (the code's way back).
 */
export async function walkProvider(start: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const origin = new URL(start).origin;
  let url = start;
  let form: URLSearchParams | null = null;
  for (let hop = 0; hop < 20; hop++) {
    const res: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    form = null;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next.toString();
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`provider page without a form: ${res.status} ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).toString();
    form = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('provider walk did not end');
}
