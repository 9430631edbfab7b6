import { createCipheriv } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO } from './helpers';

/** Calls to the server beside the browser: to set up what a test needs, and to check what the server stored. */

/** The login password as pig's clients send it (AES-CFB with pig's default key). */
const encrypted = (password: string) => {
  const key = Buffer.from('thanks,pig4cloud');
  const c = createCipheriv('aes-128-cfb', key, key);
  return Buffer.concat([c.update(password, 'utf8'), c.final()]).toString('base64');
};

export type Headers = Record<string, string>;

/** A user's headers, through the automation client (`test`: never asks for a captcha). */
export async function headersOf(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<Headers> {
  const res = await request.post(
    `/api/admin/oauth2/token?grant_type=password&scope=server&username=${username}`,
    {
      headers: {
        Authorization: `Basic ${Buffer.from('test:test').toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      data: new URLSearchParams({ password: encrypted(password) }).toString(),
    },
  );
  expect(res.ok(), `token for ${username}`).toBe(true);
  const { access_token } = (await res.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}`, 'TENANT-ID': '1' };
}

export const adminHeaders = (request: APIRequestContext) =>
  headersOf(request, DEMO.admin.username, DEMO.admin.password);

/** A call that must succeed (pig's envelope, code 0): its data. */
export async function api<T>(
  request: APIRequestContext,
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(url, { method, headers, data });
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(0);
  return body.data;
}

/** A response's JSON, of the shape the caller names: what a test set up or checks (a cast, not a check). */
/** A menu's id by its path or its permission (`path=%2Fadmin%2Fedu`, `permission=edu_checkin_view`). */
export async function menuIdOf(request: APIRequestContext, admin: Headers, query: string) {
  const [menu] = await api<{ menuId: string }[]>(request, admin, 'GET', `/api/admin/menu/details?${query}`);
  return menu!.menuId;
}

export const jsonOf = async <T>(res: { json(): Promise<unknown> }): Promise<T> => (await res.json()) as T;

/** A public read of tenant 1 (the demo's courses and sessions): its data. */
export async function publicData<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await jsonOf<{ data: T }>(await request.get(path, { headers: { 'TENANT-ID': '1' } }))).data;
}

/** A page of courses, as far as the tests read it. */
export type CoursePage = { records: { id: string }[] };
/** A course's details, as far as the tests read them. */
export type CourseDetails = { sessions: { id: string }[] };
