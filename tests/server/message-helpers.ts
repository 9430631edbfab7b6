import type { FastifyInstance } from 'fastify';
import type { Page } from '@contract/envelope';
import type { Message, Unread } from '@contract/message';
import { sysRole, sysRoleMenu } from '../../src/server/db/schema';
import { menuId, staffWithRoles } from './access-helpers';
import { call } from './edu-helpers';

/** Helpers of the notice tests (messages*.test.ts): staff by permission, a reader's notices, recipients. */

type Headers = Record<string, string>;
let roles = 0;

/** A user of the tenant whose one role holds exactly these permission strings, signed in. */
export async function staffWith(app: FastifyInstance, username: string, permissions: string[], tenantId = 1) {
  const [role] = await app.database.db
    .insert(sysRole)
    .values({ tenantId, roleName: `msg role ${++roles}`, roleCode: `MSG_ROLE_${roles}` })
    .returning();
  if (!role) throw new Error('staffWith: role');
  const menus = await Promise.all(permissions.map((permission) => menuId(app, { permission })));
  if (menus.length)
    await app.database.db
      .insert(sysRoleMenu)
      .values(menus.map((m) => ({ roleId: role.roleId, menuId: Number(m) })));
  return staffWithRoles(app, username, [String(role.roleId)], tenantId);
}

/** The caller's messages (newest first), optionally in English. */
export async function inbox(app: FastifyInstance, headers: Headers, query = '', lang?: 'en') {
  const res = await call<Page<Message>>(
    app,
    'GET',
    `/api/admin/sysMessage/user/page?size=50${query}`,
    lang ? { ...headers, 'accept-language': lang } : headers,
  );
  if (res.body.code !== 0) throw new Error(`inbox: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The caller's latest message of a kind (a system notice's, or 'announcement'), or undefined. */
export async function latest(app: FastifyInstance, headers: Headers, kind: string, lang?: 'en') {
  const category = kind === 'announcement' ? '0' : '1';
  return (await inbox(app, headers, `&category=${category}`, lang)).records.find((m) => m.kind === kind);
}

export const unread = async (app: FastifyInstance, headers: Headers) =>
  (await call<Unread>(app, 'GET', '/api/admin/sysMessage/user/unread', headers)).body.data;

/** The usernames a message went to, as staff who manage messages read them (sorted). */
export async function recipientsOf(app: FastifyInstance, staff: Headers, messageId: string) {
  const res = await call<Page<{ username: string }>>(
    app,
    'GET',
    `/api/admin/sysMessage/user/read/page?messageId=${messageId}&size=200`,
    staff,
  );
  if (res.body.code !== 0) throw new Error(`recipients: ${JSON.stringify(res.body)}`);
  return res.body.data.records.map((r) => r.username).sort();
}

type Event<T> = { event?: string; data?: T };

/**
 * Opens a stream as `headers` and reads its events one at a time (null once it ended). An event repeating the data
 * before it is skipped: on a shared PostgreSQL, other test files' news may name a person of the same id.
 */
export async function openStream<T = { count: number }>(
  url: string,
  headers: Record<string, string>,
  path = '/api/admin/sysMessage/stream',
) {
  const res = await fetch(`${url}${path}`, {
    headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let last: string | undefined;
  const next = async (): Promise<Event<T> | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) continue;
        const data = /^data: (.*)$/m.exec(block)?.[1];
        const event: Event<T> = {
          event: /^event: (.*)$/m.exec(block)?.[1],
          data: data ? (JSON.parse(data) as T) : undefined,
        };
        if (data === last) continue;
        last = data;
        return event;
      }
      const chunk = await reader.read();
      if (chunk.done) return null;
      buffer += decoder.decode(chunk.value as Uint8Array, { stream: true });
    }
  };
  return { res, next };
}
