/**
 * A certificate's number, check code, signed essentials and how anyone checks them: one set of rules for the
 * server that signs and serves the verify page, and for the phone that verifies a scanned QR with no network.
 * Zod-free (a phone takes values from it); the signature is Ed25519 through Web Crypto, in Node and in browsers.
 */

/*
 * The Web platform's parts used here, alike in Node 20+ and in browsers. The contract compiles without either's
 * types (tsconfig.contract.json), so they are declared for this file alone, as narrowly as it uses them.
 */
declare const crypto: {
  subtle?: {
    importKey(
      format: 'jwk',
      key: { kty: string; crv: string; x: string },
      algorithm: { name: 'Ed25519' },
      extractable: false,
      usages: ['verify'],
    ): Promise<unknown>;
    verify(
      algorithm: { name: 'Ed25519' },
      key: never,
      signature: Uint8Array,
      data: Uint8Array,
    ): Promise<boolean>;
  };
};
declare function btoa(data: string): string;
declare function atob(data: string): string;
declare class TextEncoder {
  encode(input: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label: 'utf-8', options: { fatal: boolean });
  decode(input: Uint8Array): string;
}
declare class URL {
  constructor(url: string);
  readonly pathname: string;
  readonly hash: string;
  readonly searchParams: { get(name: string): string | null };
}

/** Readable and unique: `PX-2026-000123` for the default tenant, `PX7-2026-000001` for tenant 7. */
export const CERTIFICATE_NUMBER = /^PX(\d{0,9})-(\d{4})-(\d{6,9})$/;
export const certificateNumber = (tenantId: number, year: number, seq: number): string =>
  `PX${tenantId === 1 ? '' : tenantId}-${year}-${String(seq).padStart(6, '0')}`;
/** The tenant a number belongs to, or null for text that is no certificate number. */
export function tenantOfNumber(number: string): number | null {
  const m = CERTIFICATE_NUMBER.exec(number);
  if (!m) return null;
  return m[1] ? Number(m[1]) : 1;
}

/**
 * Today in the association's zone (China has one, UTC+8 all year), as yyyy-MM-dd: the day certificates are dated
 * and expire by, on the server and on a phone that checks one with no network alike.
 */
export const chinaDay = (at: Date | number = Date.now()): string =>
  new Date(Number(at) + 8 * 3_600_000).toISOString().slice(0, 10);

/** A classroom course's rule: the share of its sessions (per cent) a learner must have checked in to. */
export const CHECKIN_SHARE_MIN = 1;
export const CHECKIN_SHARE_MAX = 100;
/** How long a certificate may stay valid, in months (a course may also set no expiry). */
export const VALIDITY_MONTHS_MAX = 120;
/** The sessions a learner must attend of `sessions` at `share` per cent: rounded up, at least one. */
export const sessionsNeeded = (sessions: number, share: number): number =>
  Math.max(1, Math.ceil((sessions * share) / 100 - 1e-9));
/** A completion day plus a course's validity: the last day the certificate is valid (yyyy-MM-dd). */
export function expiryOf(completedOn: string, months: number | null): string | null {
  if (months === null) return null;
  const [y, m, d] = completedOn.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  // The same day of the month, or the month's last when it has fewer days (31 Jan + 1 month: 28/29 Feb).
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The facts a template's wording may name: `{name}`, `{course}`, `{hours}`, `{date}`. */
export const WORDING_FACTS = ['name', 'course', 'hours', 'date'] as const;
export const WORDING_MAX = 500;
/** The names in braces a wording uses that are no fact (a typo would print as it is). */
export const unknownFacts = (wording: string): string[] =>
  [...wording.matchAll(/\{(\w*)\}/g)]
    .map((m) => m[1] ?? '')
    .filter((name) => !(WORDING_FACTS as readonly string[]).includes(name));
/** A wording with its facts put in. */
export const worded = (wording: string, facts: Record<(typeof WORDING_FACTS)[number], string>): string =>
  wording.replace(/\{(\w+)\}/g, (all, name: string) =>
    (WORDING_FACTS as readonly string[]).includes(name) ? facts[name as (typeof WORDING_FACTS)[number]] : all,
  );

/**
 * A seal or background a certificate draws: a PNG or JPEG of at most this many MB and pixels a side, as staff's
 * page says. The renderer keeps its own copy (its thread imports nothing of the app); a test holds them equal.
 */
export const CERTIFICATE_IMAGE_MAX_MB = 2;
export const CERTIFICATE_IMAGE_MAX_SIDE = 5000;

/** The check code in a certificate's link: random, so numbers cannot be walked to read certificates. */
export const CHECK_CODE_LENGTH = 10;
const CHECK_CODE = /^[A-Za-z0-9]{10}$/;

/** A status as the verify answers say it; a certificate is stored valid, revoked or replaced. */
export const CERTIFICATE_STATES = ['valid', 'expired', 'revoked', 'replaced'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** The essentials a QR carries, signed (short keys: the QR stays small enough to scan from a phone screen). */
export type CertificateClaims = {
  /** number */
  n: string;
  /** holder's name, whole (the signature covers it; a verify screen masks it) */
  h: string;
  /** course title */
  c: string;
  /** credit hours */
  ch: number;
  /** completed on, yyyy-MM-dd */
  d: string;
  /** expires on, yyyy-MM-dd, or null */
  e: string | null;
  /** status at issue */
  s: 'valid';
  /** issued at, seconds since the epoch */
  iat: number;
};

/** The public half of a tenant's signing key, as published in `/.well-known/jwks.json`. */
export type SigningJwk = { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg?: 'EdDSA'; use?: 'sig' };

const b64url = (bytes: Uint8Array): string => {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromB64url = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(bin, (ch: string) => ch.charCodeAt(0));
    // Only the one spelling of those bytes: a changed last character whose unused bits alone differ is a change.
    return b64url(bytes) === text ? bytes : null;
  } catch {
    return null;
  }
};
const utf8 = new TextEncoder();

/** The part a signature covers: a compact JWS's header and payload (RFC 7515), so any JOSE library reads it. */
export function signingInput(claims: CertificateClaims, kid: string): string {
  const header = b64url(utf8.encode(JSON.stringify({ alg: 'EdDSA', kid })));
  return `${header}.${b64url(utf8.encode(JSON.stringify(claims)))}`;
}
export const compactToken = (input: string, signature: Uint8Array): string => `${input}.${b64url(signature)}`;

/** Where the QR points: the verify page, with the signed token after `#` (a browser never sends it). */
export const verifyLink = (origin: string, number: string, checkCode: string, token: string): string =>
  `${origin}/verify/${encodeURIComponent(number)}?c=${checkCode}#${token}`;

/** A scanned text read as a certificate link: its number, check code and token, or null. */
export function parseVerifyLink(
  text: string,
): { number: string; checkCode: string; token: string | null } | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const m = /^\/verify\/([^/]+)$/.exec(url.pathname);
  const number = m?.[1] ? decodeURIComponent(m[1]) : '';
  const checkCode = url.searchParams.get('c') ?? '';
  if (!CERTIFICATE_NUMBER.test(number) || !CHECK_CODE.test(checkCode)) return null;
  return { number, checkCode, token: url.hash.length > 1 ? url.hash.slice(1) : null };
}

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
function claimsOf(value: unknown): CertificateClaims | null {
  if (typeof value !== 'object' || value === null) return null;
  const c = value as Record<string, unknown>;
  const ok =
    typeof c.n === 'string' &&
    CERTIFICATE_NUMBER.test(c.n) &&
    typeof c.h === 'string' &&
    typeof c.c === 'string' &&
    typeof c.ch === 'number' &&
    Number.isFinite(c.ch) &&
    isDay(c.d) &&
    (c.e === null || isDay(c.e)) &&
    c.s === 'valid' &&
    typeof c.iat === 'number';
  return ok ? (value as CertificateClaims) : null;
}

/** What checking a token on its own says: the holder's claims when the signature holds. */
export type TokenCheck =
  | { state: 'valid' | 'expired'; claims: CertificateClaims; kid: string }
  | { state: 'forged' }
  /** Signed with a key this device does not know (another tenant's, or one published after it last looked). */
  | { state: 'unknown-key'; kid: string }
  /**
   * This runtime cannot check Ed25519 (an older browser, or a page on plain http, where Web Crypto does not exist):
   * the token is neither genuine nor forged as far as it can tell.
   */
  | { state: 'unsupported' };

/**
 * Checks a certificate's signed token against the published keys, with no network: forged when it does not parse
 * or its signature does not hold, expired when `today` (yyyy-MM-dd) is past its expiry. Revocation needs the server.
 */
export async function checkCertificateToken(
  token: string,
  keys: readonly SigningJwk[],
  today: string,
): Promise<TokenCheck> {
  const parts = token.split('.');
  if (parts.length !== 3) return { state: 'forged' };
  const [headerPart = '', payloadPart = '', sigPart = ''] = parts;
  const header = parseJson(fromB64url(headerPart));
  const claims = claimsOf(parseJson(fromB64url(payloadPart)));
  const signature = fromB64url(sigPart);
  if (!header || !claims || !signature || (header as { alg?: unknown }).alg !== 'EdDSA')
    return { state: 'forged' };
  const kid = (header as { kid?: unknown }).kid;
  if (typeof kid !== 'string') return { state: 'forged' };
  const jwk = keys.find((k) => k.kid === kid);
  if (!jwk) return { state: 'unknown-key', kid };
  const subtle = typeof crypto === 'undefined' ? undefined : crypto.subtle;
  if (!subtle) return { state: 'unsupported' };
  let holds = false;
  try {
    const key = await subtle.importKey(
      'jwk',
      { kty: jwk.kty, crv: jwk.crv, x: jwk.x },
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    holds = await subtle.verify(
      { name: 'Ed25519' },
      key as never,
      signature,
      utf8.encode(`${headerPart}.${payloadPart}`),
    );
  } catch (err) {
    // A key the runtime reads but finds wrong is the key's fault (forged); an algorithm it lacks is its own.
    if ((err as { name?: unknown } | null)?.name === 'NotSupportedError') return { state: 'unsupported' };
    holds = false;
  }
  if (!holds) return { state: 'forged' };
  return { state: claims.e !== null && today > claims.e ? 'expired' : 'valid', claims, kid };
}

function parseJson(bytes: Uint8Array | null): unknown {
  if (!bytes) return null;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}

/**
 * A name as the public sees it: the first and last characters, the rest starred (张*员, 李*, A***n), so a verify
 * page confirms a name the reader already knows without telling it to strangers.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
