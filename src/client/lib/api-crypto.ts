/**
 * pig-ui's request/answer encryption (its src/utils/apiCrypto.ts), for a build made with VITE_API_ENC_KEY (AES-128
 * -CFB, no padding, IV = key, base64: the password's scheme) or VITE_SM4_ENC_KEY (SM4-ECB, PKCS#7, hex; it wins).
 * Only such a build loads this module: without either key, api-client drops every call to it at build time.
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import CFB from 'crypto-js/mode-cfb';
import NoPadding from 'crypto-js/pad-nopadding';

export type Cipher = { encrypt: (plain: string) => string; decrypt: (sealed: string) => string };

export function aesCipher(key: string): Cipher {
  const k = Utf8.parse(key);
  const cfg = { iv: k, mode: CFB, padding: NoPadding };
  return {
    encrypt: (plain) => AES.encrypt(plain, k, cfg).toString(),
    decrypt: (sealed) => AES.decrypt(sealed, k, cfg).toString(Utf8),
  };
}

export async function sm4Cipher(hexKey: string): Promise<Cipher> {
  // Through the package's entry (it brings SM2 and SM3 too): only a build with an SM4 key loads this module.
  const { sm4 } = (await import('sm-crypto')).default;
  return {
    encrypt: (plain) => sm4.encrypt(plain, hexKey),
    decrypt: (sealed) => sm4.decrypt(sealed, hexKey),
  };
}

let built: Promise<Cipher> | null = null;
const cipherOfBuild = () =>
  (built ??= import.meta.env.VITE_SM4_ENC_KEY
    ? sm4Cipher(import.meta.env.VITE_SM4_ENC_KEY)
    : Promise.resolve(aesCipher(import.meta.env.VITE_API_ENC_KEY ?? '')));

/**
 * Each value encrypted and URL-encoded, as pig-ui does before axios encodes the query once more; the server
 * undoes both. Empty values are left out, as pig-ui leaves them.
 */
export function sealSearch(search: URLSearchParams, cipher: Cipher): URLSearchParams {
  const sealed = new URLSearchParams();
  for (const [key, value] of search)
    if (value !== '') sealed.append(key, encodeURIComponent(cipher.encrypt(value)));
  return sealed;
}

/** The request with its query values encrypted and a JSON body sent as `{encryption}`; anything else as it is. */
export async function sealRequest(request: Request, cipher?: Cipher): Promise<Request> {
  const c = cipher ?? (await cipherOfBuild());
  const url = new URL(request.url);
  const json = request.body !== null && !!request.headers.get('content-type')?.startsWith('application/json');
  if (!url.search && !json) return request;
  url.search = sealSearch(url.searchParams, c).toString();
  const body = json
    ? JSON.stringify({ encryption: c.encrypt(await request.clone().text()) })
    : request.body === null
      ? null
      : await request.clone().blob();
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    credentials: request.credentials,
  });
}

/** An answer sealed `{code, encryption}` (success or failure) as the envelope it holds; anything else as it is. */
export async function openResponse(response: Response, cipher?: Cipher): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('json')) return response;
  const sealed = (await response
    .clone()
    .json()
    .catch(() => null)) as { encryption?: unknown } | null;
  if (typeof sealed?.encryption !== 'string') return response;
  const c = cipher ?? (await cipherOfBuild());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(c.decrypt(sealed.encryption), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
