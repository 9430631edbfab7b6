import bcrypt from 'bcryptjs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysMenu, sysUser, sysUserRole } from '../../src/server/db/schema';
import { bearer, login } from './helpers';
import { call } from './edu-helpers';

export const STAFF_PASSWORD = 'Staff@2026';
const hash = bcrypt.hashSync(STAFF_PASSWORD, 4);

/** A user of the tenant holding exactly these roles (users' own pages are another slice's), signed in. */
export async function staffWithRoles(
  app: FastifyInstance,
  username: string,
  roleIds: string[],
  tenantId = 1,
) {
  const db = app.database.db;
  const [user] = await db
    .insert(sysUser)
    .values({ tenantId, username, password: hash, name: username })
    .returning();
  if (!user) throw new Error('staffWithRoles');
  if (roleIds.length)
    await db.insert(sysUserRole).values(roleIds.map((r) => ({ userId: user.userId, roleId: Number(r) })));
  const { access_token } = await login(app, username, STAFF_PASSWORD, { tenant: String(tenantId) });
  return { userId: user.userId, headers: { ...bearer(access_token), 'tenant-id': String(tenantId) } };
}

/** A live menu's id by its permission string or, for a page, its path. */
export async function menuId(app: FastifyInstance, by: { permission?: string; path?: string }) {
  const [row] = await app.database.db
    .select({ id: sysMenu.menuId })
    .from(sysMenu)
    .where(
      and(
        eq(sysMenu.delFlag, '0'),
        by.permission ? eq(sysMenu.permission, by.permission) : eq(sysMenu.path, by.path ?? ''),
      ),
    );
  if (!row) throw new Error(`menu ${JSON.stringify(by)}`);
  return String(row.id);
}

/** The caller's permission strings and the paths of its menu tree, as its next requests see them. */
export async function accessOf(app: FastifyInstance, headers: Record<string, string>) {
  const info = await call<{ permissions: string[] }>(app, 'GET', '/api/admin/user/info', headers);
  const menu = await call<Node[]>(app, 'GET', '/api/admin/menu', headers);
  const paths: string[] = [];
  const walk = (nodes: Node[]) =>
    nodes.forEach((n) => {
      paths.push(n.path);
      walk(n.children ?? []);
    });
  walk(menu.body.data);
  return { permissions: info.body.data.permissions, paths };
}
type Node = { path: string; children?: Node[] };

/** The titles of the tenant's operation log entries, newest first. */
export async function logTitles(app: FastifyInstance, admin: Record<string, string>, title: string) {
  const res = await call<{ records: { title: string }[] }>(
    app,
    'GET',
    `/api/admin/log/page?size=50&title=${encodeURIComponent(title)}`,
    admin,
  );
  return res.body.data.records.map((r) => r.title);
}

/** A multipart body as a browser's FormData sends one file. */
export function multipartFile(name: string, data: Buffer) {
  const boundary = '----peixun-access-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
