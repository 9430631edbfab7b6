import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed URLs for files a link must open without a token (a <video> or <img> cannot send headers,
 * and a token in a URL is a session anyone holding the link could use): the URL names one file, for one
 * tenant, until a time, and nothing else.
 */
export type UrlSigner = {
  /** `path?params&expires=…&signature=…`, valid for `ttlMs`. */
  sign: (path: string, params: Record<string, string>, ttlMs: number, now?: number) => string;
  /** Whether the query carries a signature of this path and its other parameters that has not expired. */
  verify: (path: string, query: Record<string, unknown>, now?: number) => boolean;
};

const canonical = (path: string, params: Record<string, string>) =>
  [
    path,
    ...Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`),
  ].join('\n');

export function createUrlSigner(secret: string): UrlSigner {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  return {
    sign(path, params, ttlMs, now = Date.now()) {
      const expires = String(Math.floor((now + ttlMs) / 1000));
      const signed = { ...params, expires };
      const query = new URLSearchParams({ ...signed, signature: mac(canonical(path, signed)) });
      return `${path}?${query.toString()}`;
    },
    verify(path, query, now = Date.now()) {
      const { signature, ...rest } = query;
      const expires = Number(rest.expires);
      if (typeof signature !== 'string' || !Number.isSafeInteger(expires) || expires * 1000 < now)
        return false;
      const params = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)]));
      const expected = Buffer.from(mac(canonical(path, params)));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
