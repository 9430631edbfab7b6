import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipartBody } from './helpers';

/** Helpers of the person settings' tests (personal*.test.ts). */
export type Answer<T = unknown> = { status: number; body: { code: number; msg: string | null; data: T } };

let ip = 0;
/** Each caller its own address, so one test's failed passwords and rate limits never touch another's. */
export const nextIp = () => `10.14.${Math.floor(++ip / 250)}.${ip % 250}`;

export async function send<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
  from?: string,
): Promise<Answer<T>> {
  const res = await app.inject({ method, url, headers, payload, remoteAddress: from });
  return { status: res.statusCode, body: res.json() };
}

export const edit = (app: FastifyInstance, h: Record<string, string>, body: object, lang = 'en') =>
  send(app, 'PUT', '/api/admin/user/personal/edit', { ...h, 'accept-language': lang }, body);

type Info = { nickname: string | null; name: string | null; email: string | null; avatar: string | null };
export const info = async (app: FastifyInstance, h: Record<string, string>) =>
  (await send<Info & { phone: string | null }>(app, 'GET', '/api/admin/user/info', h)).body.data;

/** A small PNG made on the spot. */
export const png = (colour = '#c33', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** POST /admin/sys-file/upload as a browser's FormData sends it; answers the stored file's url. */
export async function uploadFile(
  app: FastifyInstance,
  headers: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
  dir: string,
) {
  const { payload, contentType } = multipartBody(file, 'file', { dir });
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/sys-file/upload',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { url: string } }>().data.url;
}

/** Asks for an SMS code to `phone` and reads it from the outbox (one JSON line per message). */
export async function smsCode(
  app: FastifyInstance,
  phone: string,
  registered = false,
  tenant?: string,
): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/sysMessage/send/smsCode?mobile=${phone}&registered=${registered}`,
    ...(tenant ? { headers: { 'tenant-id': tenant } } : {}),
    remoteAddress: nextIp(),
  });
  if (res.json<{ code: number }>().code !== 0) throw new Error(`sms: ${res.body}`);
  const last = readFileSync(join(app.env.DATA_DIR, 'outbox', 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; code: string })
    .findLast((m) => m.to === phone);
  if (!last) throw new Error(`no SMS to ${phone}`);
  return last.code;
}

/** A mobile number nobody in the tests has (newLearner draws 139…). */
export const freshPhone = () => `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
