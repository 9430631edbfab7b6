import type { AddressInfo } from 'node:net';
import CryptoJS from 'crypto-js';
import { sm4 } from 'sm-crypto';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../src/server/env';
import { buildTestApp, enc } from './helpers';

export const AES_KEY = 'peixun-api-key16';
export const SM4_KEY = '0123456789abcdeffedcba9876543210';

/** A cipher exactly as pig-ui applies it (src/utils/other.ts encryption/decryption, sm-crypto's sm4). */
export type PigCipher = { enc: (s: string) => string; dec: (s: string) => string };

export const pigAes = (keyWord = AES_KEY): PigCipher => {
  const key = CryptoJS.enc.Utf8.parse(keyWord);
  const cfg = { iv: key, mode: CryptoJS.mode.CFB, padding: CryptoJS.pad.NoPadding };
  return {
    enc: (src) => CryptoJS.AES.encrypt(src, key, cfg).toString(),
    dec: (src) => CryptoJS.AES.decrypt(src, key, cfg).toString(CryptoJS.enc.Utf8),
  };
};

export const pigSm4 = (keyWord = SM4_KEY): PigCipher => ({
  enc: (src) => sm4.encrypt(src, keyWord),
  dec: (src) => sm4.decrypt(src, keyWord),
});

/** A real server on a loopback port, and its address. */
export async function listening(overrides: Partial<Env>) {
  const app = await buildTestApp(overrides);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/**
 * pig-ui's query for GET: each non-empty value `encodeURIComponent(encrypt(String(v)))`, then qs (arrayFormat
 * repeat) encodes the query again — for base64 and hex that second pass is encodeURIComponent as well.
 */
export const pigQuery = (cipher: PigCipher, params: Record<string, unknown>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(encodeURIComponent(cipher.enc(String(v))))}`)
    .join('&');

export type Answer = { status: number; raw: Record<string, unknown>; text: string; body: Envelope };
type Envelope = { code: number; msg: string | null; data: unknown };

/**
 * One call as pig-ui's axios instance makes it: the body wrapped `{encryption}` (unless Enc-Flag), GET params
 * encrypted; `body` is what its interceptors hand the page: the decrypted answer, or the raw one on code 1
 * (pig-ui throws `response.data` before it decrypts).
 */
export async function pigCall(
  base: string,
  cipher: PigCipher,
  method: string,
  path: string,
  o: { params?: Record<string, unknown>; data?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const query = o.params && method === 'GET' ? pigQuery(cipher, o.params) : '';
  const res = await fetch(`${base}${path}${query ? `?${query}` : ''}`, {
    method,
    headers: {
      'tenant-id': '1',
      ...(o.data === undefined ? {} : { 'content-type': 'application/json' }),
      ...o.headers,
    },
    body:
      o.data === undefined ? undefined : JSON.stringify({ encryption: cipher.enc(JSON.stringify(o.data)) }),
  });
  const text = await res.text();
  const raw = JSON.parse(text) as Record<string, unknown>;
  const body = (
    raw.code === 1 && res.ok
      ? raw
      : typeof raw.encryption === 'string'
        ? JSON.parse(cipher.dec(raw.encryption))
        : raw
  ) as Envelope;
  return { status: res.status, raw, text, body };
}

/** pig-ui's login: a plain form with Enc-Flag, the password alone encrypted with the password key. */
export async function pigLogin(base: string, username = 'admin', password = 'Admin@2026') {
  const res = await fetch(
    `${base}/api/auth/oauth2/token?username=${username}&grant_type=password&scope=server`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa('pig:pig')}`,
        'content-type': 'application/x-www-form-urlencoded',
        'enc-flag': 'false',
        'tenant-id': '1',
      },
      body: new URLSearchParams({ password: enc(password) }).toString(),
    },
  );
  const token = (await res.json()) as { access_token?: string };
  return { status: res.status, token, headers: { authorization: `Bearer ${token.access_token}` } };
}

export const closeAll = async (...apps: (FastifyInstance | undefined)[]) => {
  await Promise.all(apps.map(async (a) => a?.close()));
};
