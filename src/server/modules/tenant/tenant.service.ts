import type { News } from '../../lib/news';
import { isStrongEnough } from '@contract/password';
import { PERMISSIONS, ROLE_CODES } from '@contract/permissions';
import {
  PLATFORM_TENANT_ID,
  type Tenant,
  type TenantInput,
  type TenantSortField,
  type TenantUpdate,
} from '@contract/tenant';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, forbidden, found, isUniqueViolation } from '../../lib/domain-error';
import { formatTime, page, parseTime } from '../../lib/wire';
import { buildTree, closeUpward, packageMenus, type MenuRow } from '../menu';
import * as repo from './tenant.repo';
import { hashPassword } from '../../lib/cpu';

const PLATFORM = Number(PLATFORM_TENANT_ID);

/** pigx's SysTenant on the wire. */
const view = (r: repo.TenantRow): Tenant => ({
  id: String(r.id),
  name: r.name,
  code: r.code,
  tenantDomain: null,
  startTime: formatTime(r.startTime),
  endTime: formatTime(r.endTime),
  status: r.status,
  menuId: r.menuId,
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

export async function tenantPage(
  db: Db,
  q: {
    name?: string;
    code?: string;
    current: number;
    size: number;
    ascs?: TenantSortField[];
    descs?: TenantSortField[];
  },
) {
  const { rows, total } = await repo.tenantPage(db, { ...q, sort: { ascs: q.ascs, descs: q.descs } });
  return page(rows.map(view), total, q.current, q.size);
}

export const details = async (db: Db, id: number) =>
  view(found(await repo.tenantById(db, id), 'tenantNotFound'));

/** pig's uniqueness check: the tenant with that name or code, or null. */
export async function lookup(db: Db, q: { name?: string; code?: string }) {
  if (q.name === undefined && q.code === undefined) return null;
  const row = await repo.tenantNamed(db, q);
  return row ? view(row) : null;
}

/** The package picker's tree: every menu and button. */
export const menuTree = async (db: Db) => buildTree((await packageMenus(db, PLATFORM)).rows);

/** A package as stored: live menus only, each with its parents. */
async function packageIds(db: Db, ids: string[]) {
  const { byId } = await packageMenus(db, PLATFORM);
  const outside = ids.find((id) => !byId.has(Number(id)));
  if (outside !== undefined) throw new DomainError('menuNotFound', { id: outside }, 404);
  return [...closeUpward(ids.map(Number), byId)].sort((a, b) => a - b);
}

/** Without a package chosen, a new tenant gets every menu but the platform's own pages (and their buttons). */
async function defaultPackage(db: Db) {
  const { rows, byId } = await packageMenus(db, PLATFORM);
  const platform = new Set(
    rows.filter((m) => repo.platformMenuPaths().includes(m.path ?? '')).map((m) => m.menuId),
  );
  const under = (m: MenuRow | undefined): boolean =>
    !!m && (platform.has(m.menuId) || under(byId.get(m.parentId)));
  return rows.filter((m) => !under(m)).map((m) => m.menuId);
}

function window(startText: string, endText: string) {
  const start = parseTime(startText);
  const end = parseTime(endText.length === 10 ? `${endText} 23:59:59` : endText);
  if (!(end.getTime() > start.getTime())) throw new DomainError('tenantDates');
  return { startTime: start, endTime: end };
}

const uniqueness = (code: string, name: string) => (err: unknown) => {
  if (!isUniqueViolation(err)) throw err;
  throw String((err as { cause?: { constraint?: string } }).cause?.constraint ?? err).includes('name')
    ? new DomainError('tenantNameTaken', { name })
    : new DomainError('tenantCodeTaken', { code });
};

/**
 * A new tenant with what it needs to be used (repo.createTenant): its package (chosen, or every menu but the
 * platform's own), and its first administrator with the username and password the form gave.
 */
export async function create(db: Db, news: News, actor: Actor, b: TenantInput) {
  if (await repo.tenantNamed(db, { code: b.code }))
    throw new DomainError('tenantCodeTaken', { code: b.code });
  if (await repo.tenantNamed(db, { name: b.name }))
    throw new DomainError('tenantNameTaken', { name: b.name });
  if (!isStrongEnough(b.password)) throw new DomainError('tenantAdminPassword');
  const menus = b.menuId?.length ? await packageIds(db, b.menuId) : await defaultPackage(db);
  const row = await repo
    .createTenant(
      db,
      {
        tenant: {
          name: b.name,
          code: b.code,
          status: b.status,
          ...window(b.startTime, b.endTime),
          menuId: menus.join(','),
          createBy: actor.username,
        },
        adminMenus: menus,
        admin: { username: b.username, passwordHash: await hashPassword(b.password) },
        by: actor.username,
      },
      PLATFORM,
      Object.values(ROLE_CODES),
      ROLE_CODES.admin,
    )
    .catch(uniqueness(b.code, b.name));
  // A process that was asked for this id before it existed judged it invalid: it forgets that now.
  await news.publish('tenants-changed', [String(row.id)]);
  return view(row);
}

/**
 * An edit: name, dates, status; the package with its own permission, and then every grant of the tenant's
 * roles outside the new package goes. The platform tenant is never frozen, expired or limited.
 * Returns whether the package changed (its users' menus then change too).
 */
export async function update(db: Db, news: News, actor: Actor, b: TenantUpdate) {
  const id = Number(b.id);
  const current = found(await repo.tenantById(db, id), 'tenantNotFound');
  if (b.code !== undefined && b.code !== current.code) throw new DomainError('tenantCodeFixed');
  const dates = window(
    b.startTime ?? formatTime(current.startTime) ?? '',
    b.endTime ?? formatTime(current.endTime) ?? '',
  );
  if (
    id === PLATFORM &&
    ((b.status ?? '0') !== '0' || dates.endTime.getTime() <= Date.now() || b.menuId?.length)
  )
    throw new DomainError('tenantPlatformKept');
  if (b.name !== undefined && b.name !== current.name && (await repo.tenantNamed(db, { name: b.name })))
    throw new DomainError('tenantNameTaken', { name: b.name });
  const change = { name: b.name, status: b.status, ...dates, updateBy: actor.username };
  const menus = id !== PLATFORM && b.menuId ? await packageIds(db, b.menuId) : null;
  const stored = (current.menuId ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((x, y) => x - y)
    .join(',');
  if (!menus || menus.join(',') === stored) {
    const row = await repo.updateTenant(db, id, change).catch(uniqueness(current.code, b.name ?? ''));
    await news.publish('tenants-changed', [String(id)]);
    return { tenant: view(found(row, 'tenantNotFound')), packageChanged: false };
  }
  if (!(await actor.can(PERMISSIONS.tenantMenu))) throw forbidden();
  const row = await repo.setPackage(db, id, menus, change).catch(uniqueness(current.code, b.name ?? ''));
  await news.publish('tenants-changed', [String(id)]);
  // Its roles lost or gained menus.
  await news.publish('sessions-changed');
  return { tenant: view(found(row, 'tenantNotFound')), packageChanged: true };
}

/** pig's DELETE with an id array: never the platform tenant nor the caller's own; their users get 426. */
export async function remove(db: Db, news: News, actor: Actor, ids: number[]) {
  if (ids.includes(PLATFORM)) throw new DomainError('tenantPlatformKept');
  if (ids.includes(actor.tenantId)) throw new DomainError('tenantOwnDelete');
  const gone = await repo.removeTenants(db, ids, actor.username);
  if (gone.length === 0) throw new DomainError('tenantNotFound', {}, 404);
  await news.publish(
    'tenants-changed',
    gone.map((r) => String(r.id)),
  );
  await news.publish('sessions-changed');
  return gone.map((r) => r.id);
}
