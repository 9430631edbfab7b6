import type { News } from '../../lib/news';
import type { MenuInput, MenuRecord, MenuTreeNode, MenuUpdate } from '@contract/menu';
import { externalLinkOf, MENU_TYPES } from '@contract/menu';
import { PERMISSIONS, type Permission } from '@contract/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, forbidden, found, isUniqueViolation } from '../../lib/domain-error';
import { formatTime } from '../../lib/wire';
import * as repo from './menu.repo';

/** Menus only the platform's own tenant (tenant 1) administers: other tenants' menu packages leave them out. */
export const PLATFORM_MENU_PATHS = ['/admin/system/tenant/index', '/admin/client/index', '/admin/i18n/index'];

export type MenuRow = repo.MenuRow;
const { menu: PAGE, button: BUTTON, top: TOP } = MENU_TYPES;
const ROOT = -1;

/**
 * pig's menu entity on the wire; given the tenant's home page (`home`, null for none), with pig's `isHomePage`
 * mark.
 */
export const view = (m: MenuRow, home?: number | null): MenuRecord => ({
  menuId: String(m.menuId),
  name: m.name,
  nameEn: m.nameEn,
  permission: m.permission,
  path: m.path,
  parentId: String(m.parentId),
  icon: m.icon,
  visible: m.visible === '0' ? '0' : '1',
  sortOrder: m.sortOrder,
  menuType: m.menuType === '1' ? '1' : m.menuType === '2' ? '2' : '0',
  keepAlive: m.keepAlive === '1' ? '1' : '0',
  embedded: m.embedded === '1' ? '1' : '0',
  createTime: formatTime(m.createTime),
  updateTime: formatTime(m.updateTime),
  ...(home !== undefined && { isHomePage: m.menuId === home ? '1' : '0' }),
});

/** A node of pig's admin tree (hutool's Tree): the entity, `id`, `weight` and the meta pig-ui reads. */
const node = (m: MenuRow, home?: number | null): MenuTreeNode => ({
  ...view(m, home),
  id: String(m.menuId),
  weight: m.sortOrder,
  meta: {
    title: m.name,
    titleEn: m.nameEn,
    icon: m.icon,
    isHide: m.visible === '0',
    isLink: externalLinkOf(m.path) ?? '',
  },
});

/** Each id with every ancestor: a button implies its page, a page its parents. */
export function closeUpward(ids: Iterable<number>, byId: Map<number, MenuRow>): Set<number> {
  const out = new Set<number>();
  for (const id of ids)
    for (let m = byId.get(id); m && !out.has(m.menuId); m = byId.get(m.parentId)) out.add(m.menuId);
  return out;
}

/** The menus a tenant's roles may hold: its package (closed upward), or every menu. */
export async function packageMenus(db: Db, tenantId: number) {
  const [rows, stored] = await Promise.all([repo.allMenus(db), repo.packageOf(db, tenantId)]);
  const byId = new Map(rows.map((m) => [m.menuId, m]));
  if (stored === null || stored === undefined) return { rows, byId };
  const allowed = closeUpward(stored.split(',').map(Number).filter(Number.isSafeInteger), byId);
  const inside = rows.filter((m) => allowed.has(m.menuId));
  return { rows: inside, byId: new Map(inside.map((m) => [m.menuId, m])) };
}

/**
 * Builds the tree of the rows under `parent` (pig's TreeUtil.build): siblings by sort order, then id; with the
 * tenant's home page marked when `home` is given.
 */
export function buildTree(rows: MenuRow[], parent = ROOT, home?: number | null): MenuTreeNode[] {
  const nodes = new Map(rows.map((m) => [m.menuId, node(m, home)]));
  const roots: MenuTreeNode[] = [];
  for (const m of rows) {
    const n = nodes.get(m.menuId);
    const up = nodes.get(m.parentId);
    if (!n) continue;
    if (m.parentId === parent) roots.push(n);
    else if (up) (up.children ??= []).push(n);
  }
  return roots;
}

/** Reading the whole menu tree is staff work on menus or roles (pig lets any signed-in user). */
const READERS: Permission[] = [
  PERMISSIONS.menuAdd,
  PERMISSIONS.menuEdit,
  PERMISSIONS.menuDel,
  PERMISSIONS.roleView,
  PERMISSIONS.rolePerm,
];
export async function mayReadMenus(actor: Actor) {
  for (const p of READERS) if (await actor.can(p)) return;
  throw forbidden();
}

/** pig's `GET /menu/tree`: the tree of the caller's tenant's package; with `menuName`, a flat list of matches. */
export async function tree(db: Db, actor: Actor, q: { parentId?: string; menuName?: string; type?: string }) {
  await mayReadMenus(actor);
  const [{ rows }, home] = await Promise.all([
    packageMenus(db, actor.tenantId),
    repo.homeMenuId(db, actor.tenantId),
  ]);
  const typed = q.type ? rows.filter((m) => m.menuType === q.type) : rows;
  if (q.menuName) {
    const needle = q.menuName.toLowerCase();
    return typed
      .filter((m) => m.name.toLowerCase().includes(needle) || m.nameEn?.toLowerCase().includes(needle))
      .map((m) => node(m, home));
  }
  return buildTree(typed, q.parentId === undefined ? ROOT : Number(q.parentId), home);
}

/** pig's `GET /menu/details?…`: the menus matching every field given (a list, as pig's console reads it). */
export async function details(
  db: Db,
  actor: Actor,
  q: { menuId?: string; permission?: string; name?: string; path?: string; parentId?: string },
) {
  await mayReadMenus(actor);
  const [{ rows }, home] = await Promise.all([
    packageMenus(db, actor.tenantId),
    repo.homeMenuId(db, actor.tenantId),
  ]);
  return rows
    .filter(
      (m) =>
        (q.menuId === undefined || String(m.menuId) === q.menuId) &&
        (q.permission === undefined || m.permission === q.permission) &&
        (q.name === undefined || m.name === q.name) &&
        (q.path === undefined || m.path === q.path) &&
        (q.parentId === undefined || String(m.parentId) === q.parentId),
    )
    .map((m) => view(m, home));
}

/*
 * The home page (pig's "set as home page") is the tenant's, not each user's: staff who may edit menus choose
 * where everyone of their organisation lands after a login (docs/decisions/console.md, "The home page is the
 * tenant's"). Menus are global, so it is a row per tenant (sys_menu_home), and every query names the tenant.
 */

/**
 * GET /admin/menu/homepage: the caller's tenant's home page, as pig-ui's login reads it (`data.path`); null when
 * none is set, or when the caller's roles do not hold that page (the console would have no route for it).
 */
export async function homePage(db: Db, actor: Actor): Promise<MenuRecord | null> {
  const menu = await repo.homeMenuOf(db, actor.tenantId, actor.userId);
  return menu ? view(menu, menu.menuId) : null;
}

/**
 * PUT /admin/menu/homepage/{menuId}: a page menu (type '0') of the tenant's package becomes its home page,
 * replacing the one before; another menu (a button, a top menu, one outside the package or none) is refused (400).
 */
export async function setHomePage(db: Db, actor: Actor, menuId: number) {
  const menu = (await packageMenus(db, actor.tenantId)).byId.get(menuId);
  if (!menu) throw new DomainError('menuOutsidePackage', { id: String(menuId) }, 400);
  if (menu.menuType !== PAGE) throw new DomainError('menuHomeNotPage', {}, 400);
  await repo.setHomeMenu(db, actor.tenantId, menuId, actor.username);
  return true as const;
}

/** DELETE /admin/menu/homepage: the tenant goes back to no home page (ours; pig has no way back). */
export async function clearHomePage(db: Db, actor: Actor) {
  await repo.clearHomeMenu(db, actor.tenantId);
  return true as const;
}

type Shape = Pick<MenuRow, 'menuType' | 'parentId' | 'path' | 'permission'>;

/** A menu's place and kind: a button under a page with a permission; a page with a path; a top at the root. */
async function checkShape(db: Db, m: Shape, selfId?: number) {
  if (m.menuType === BUTTON && !m.permission) throw new DomainError('menuButtonPermission');
  if (m.menuType !== BUTTON && !m.path) throw new DomainError('menuPathRequired');
  if (m.menuType === TOP && m.parentId !== ROOT) throw new DomainError('menuTopParent');
  if (m.parentId === ROOT) {
    if (m.menuType === BUTTON) throw new DomainError('menuButtonParent');
  } else {
    const rows = await repo.allMenus(db);
    const byId = new Map(rows.map((r) => [r.menuId, r]));
    const parent = byId.get(m.parentId);
    if (!parent) throw new DomainError('menuNotFound', {}, 404);
    if (m.menuType === BUTTON && parent.menuType !== PAGE) throw new DomainError('menuButtonParent');
    if (parent.menuType === BUTTON) throw new DomainError('menuParentInvalid');
    // No cycles: the new parent is not the menu itself nor below it.
    for (let up: MenuRow | undefined = parent; up; up = byId.get(up.parentId))
      if (up.menuId === selfId) throw new DomainError('menuParentInvalid');
    if (selfId !== undefined && m.menuType === BUTTON && rows.some((r) => r.parentId === selfId))
      throw new DomainError('menuHasChildren');
  }
  if (m.permission && (await repo.menuWithPermission(db, m.permission, selfId)))
    throw new DomainError('menuPermissionTaken', { permission: m.permission });
}

const taken = (permission: string | null | undefined) => (err: unknown) => {
  if (isUniqueViolation(err)) throw new DomainError('menuPermissionTaken', { permission: permission ?? '' });
  throw err;
};

/** A button keeps only what a button has; a page or top menu has no permission of its own. */
const fieldsOf = (b: Partial<MenuInput>, type: string) => ({
  ...b,
  parentId: b.parentId === undefined ? undefined : Number(b.parentId),
  ...(type === BUTTON ? { path: null, icon: null } : {}),
});

export async function create(db: Db, actor: Actor, b: MenuInput) {
  const row = {
    ...b,
    parentId: Number(b.parentId),
    nameEn: b.nameEn ?? null,
    permission: b.permission ?? null,
    path: b.menuType === BUTTON ? null : (b.path ?? null),
    icon: b.menuType === BUTTON ? null : (b.icon ?? null),
  };
  await checkShape(db, row);
  const created = await repo.insertMenu(db, { ...row, createBy: actor.username }).catch(taken(b.permission));
  return view(found(created, 'menuNotFound'));
}

export async function update(db: Db, news: News, actor: Actor, b: MenuUpdate) {
  const id = Number(b.menuId);
  const current = found(await repo.menuById(db, id), 'menuNotFound');
  const type = b.menuType ?? current.menuType;
  const change = fieldsOf(b as Partial<MenuInput>, type);
  delete (change as { menuId?: string }).menuId;
  const merged = {
    ...current,
    ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
  };
  await checkShape(db, merged, id);
  const row = await repo
    .updateMenu(db, id, { ...change, updateBy: actor.username })
    .catch(taken(merged.permission));
  const menu = view(found(row, 'menuNotFound'));
  await news.publish('sessions-changed');
  return menu;
}

/** pig's `PUT /menu/sort`: the children of one parent, in their new order. */
export async function sort(db: Db, actor: Actor, b: { parentId: string; menuIds: string[] }) {
  const ids = b.menuIds.map(Number);
  const rows = await repo.allMenus(db);
  const children = new Set(rows.filter((m) => m.parentId === Number(b.parentId)).map((m) => m.menuId));
  if (new Set(ids).size !== ids.length || ids.some((id) => !children.has(id)))
    throw new DomainError('menuSortScope');
  await repo.setSortOrders(db, ids, actor.username);
  return true as const;
}

/**
 * pig's `DELETE /menu/{id}` (SysMenuServiceImpl.removeMenuById): a menu that still has children is refused, so a
 * slip of the mouse never takes a whole branch and its grants; a leaf goes with every role's grant of it.
 */
export async function remove(db: Db, news: News, actor: Actor, id: number) {
  const rows = await repo.allMenus(db);
  if (!rows.some((m) => m.menuId === id)) throw new DomainError('menuNotFound', {}, 404);
  if (rows.some((m) => m.parentId === id)) throw new DomainError('menuDeleteHasChildren');
  await repo.removeMenus(db, [id], actor.username);
  await news.publish('sessions-changed');
  return true as const;
}

export const roleMenuIds = (db: Db, roleId: number) => repo.roleMenuIds(db, roleId);
