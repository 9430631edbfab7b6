import type { News } from '../../lib/news';
import type { RoleDetail, RoleInput, RoleSortField, RoleUpdate } from '@contract/role';
import { DS_CUSTOM } from '@contract/role';
import { PERMISSIONS, ROLE_CODES } from '@contract/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found, isUniqueViolation } from '../../lib/domain-error';
import type { Lang } from '../../lib/messages';
import { formatTime, page } from '../../lib/wire';
import { closeUpward, packageMenus, roleMenuIds } from '../menu';
import { inSlices } from '../../lib/pace';
import * as repo from './role.repo';
import { readRoleSheet, roleWorkbook } from './role.sheet';

/** pig's SysRole on the wire (with pigx's data scope). */
const view = (r: repo.RoleRow): RoleDetail => ({
  roleId: String(r.roleId),
  roleName: r.roleName,
  roleCode: r.roleCode,
  roleDesc: r.roleDesc,
  dsType: (['0', '1', '2', '3', '4'] as const).find((d) => d === r.dsType) ?? '0',
  dsScope: r.dsScope ?? '',
  createBy: r.createBy,
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

/** The platform's own roles (what registration, the seed and the admin rely on): never deleted. */
const BUILT_IN: string[] = Object.values(ROLE_CODES);

export async function rolePage(
  db: Db,
  tenantId: number,
  q: { roleName?: string; current: number; size: number; ascs?: RoleSortField[]; descs?: RoleSortField[] },
) {
  const { rows, total } = await repo.rolePage(db, tenantId, { ...q, sort: { ascs: q.ascs, descs: q.descs } });
  return page(rows.map(view), total, q.current, q.size);
}

export const details = async (db: Db, tenantId: number, id: number) =>
  view(found(await repo.roleById(db, tenantId, id), 'roleNotFound'));

/** pig's uniqueness check: the role with that code or name, or null. */
export async function lookup(db: Db, tenantId: number, q: { roleCode?: string; roleName?: string }) {
  if (q.roleCode === undefined && q.roleName === undefined) return null;
  const row = await repo.roleNamed(db, tenantId, q);
  return row ? view(row) : null;
}

export const rolesByIds = async (db: Db, tenantId: number, ids: number[]) =>
  (await repo.allRoles(db, tenantId, ids)).map(view);

/** The custom scope names departments of this tenant (the others keep none). */
async function scopeOf(db: Db, tenantId: number, dsType: string, dsScope: string[] | null | undefined) {
  if (dsType !== DS_CUSTOM) return null;
  const ids = [...new Set((dsScope ?? []).map(Number))];
  const mine = await repo.tenantDeptIds(db, tenantId, ids);
  if (ids.length === 0 || mine.length !== ids.length) throw new DomainError('roleScopeDepts');
  return ids.join(',');
}

const uniqueness = (code: string, name: string) => (err: unknown) => {
  if (!isUniqueViolation(err)) throw err;
  const text = String((err as { cause?: { constraint?: string } }).cause?.constraint ?? err);
  throw text.includes('name')
    ? new DomainError('roleNameTaken', { name })
    : new DomainError('roleCodeTaken', { code });
};

export async function create(db: Db, actor: Actor, b: RoleInput) {
  if (await repo.roleNamed(db, actor.tenantId, { roleCode: b.roleCode }))
    throw new DomainError('roleCodeTaken', { code: b.roleCode });
  if (await repo.roleNamed(db, actor.tenantId, { roleName: b.roleName }))
    throw new DomainError('roleNameTaken', { name: b.roleName });
  const [row] = await repo
    .insertRoles(db, [
      {
        tenantId: actor.tenantId,
        roleName: b.roleName,
        roleCode: b.roleCode,
        roleDesc: b.roleDesc ?? null,
        dsType: b.dsType,
        dsScope: await scopeOf(db, actor.tenantId, b.dsType, b.dsScope),
        createBy: actor.username,
      },
    ])
    .catch(uniqueness(b.roleCode, b.roleName));
  return view(found(row, 'roleNotFound'));
}

export async function update(db: Db, news: News, actor: Actor, b: RoleUpdate) {
  const id = Number(b.roleId);
  const current = found(await repo.roleById(db, actor.tenantId, id), 'roleNotFound');
  if (b.roleCode !== undefined && b.roleCode !== current.roleCode) throw new DomainError('roleCodeFixed');
  const name = b.roleName ?? current.roleName;
  if (name !== current.roleName && (await repo.roleNamed(db, actor.tenantId, { roleName: name })))
    throw new DomainError('roleNameTaken', { name });
  const dsType = b.dsType ?? current.dsType;
  const scope =
    b.dsType === undefined && b.dsScope === undefined
      ? undefined
      : await scopeOf(db, actor.tenantId, dsType, b.dsScope ?? current.dsScope?.split(',') ?? []);
  const row = await repo
    .updateRole(db, actor.tenantId, id, {
      roleName: b.roleName,
      roleDesc: b.roleDesc,
      dsType: b.dsType,
      dsScope: scope,
      updateBy: actor.username,
    })
    .catch(uniqueness(current.roleCode, name));
  const role = view(found(row, 'roleNotFound'));
  await news.publish('sessions-changed');
  return role;
}

/**
 * pig's DELETE with an id array, all or nothing: the roles go with their grants, and the users who held them
 * lose them (a user may be left with no role: it can still sign in, and sees nothing of the console). The
 * platform's built-in roles (the administrator's above all) are never deleted, so a tenant always has one.
 */
export async function remove(db: Db, news: News, actor: Actor, ids: number[]) {
  const rows = await repo.allRoles(db, actor.tenantId, ids);
  const builtIn = rows.find((r) => BUILT_IN.includes(r.roleCode));
  if (builtIn) throw new DomainError('roleBuiltIn', { code: builtIn.roleCode });
  if (rows.length === 0) throw new DomainError('roleNotFound', {}, 404);
  await repo.removeRoles(
    db,
    actor.tenantId,
    rows.map((r) => r.roleId),
    actor.username,
  );
  await news.publish('sessions-changed');
  return true as const;
}

/**
 * pig's `PUT /role/menu`: the role's whole grant. Only menus of the tenant's package; a button brings its page
 * and a page its parents (pig's console sends the half-checked parents itself; a hand-made call gets them
 * too). The administrator role keeps the Roles page and its Assign-permissions button.
 */
export async function setMenus(db: Db, news: News, actor: Actor, roleId: number, menuIds: string[]) {
  const role = found(await repo.roleById(db, actor.tenantId, roleId), 'roleNotFound');
  const { byId } = await packageMenus(db, actor.tenantId);
  const ids = [...new Set(menuIds.map(Number))];
  const outside = ids.find((id) => !byId.has(id));
  if (outside !== undefined) throw new DomainError('menuOutsidePackage', { id: String(outside) });
  const granted = closeUpward(ids, byId);
  if (role.roleCode === ROLE_CODES.admin) {
    const perm = [...byId.values()].find((m) => m.permission === PERMISSIONS.rolePerm);
    if (perm && !granted.has(perm.menuId)) throw new DomainError('roleAdminKeepsPerm');
  }
  await repo.setRoleMenus(db, roleId, [...granted]);
  await news.publish('sessions-changed');
  return true as const;
}

/** pig's `GET /menu/tree/{roleId}`: the ids of the menus the role holds. */
export async function menuIdsOf(db: Db, tenantId: number, roleId: number) {
  found(await repo.roleById(db, tenantId, roleId), 'roleNotFound');
  return (await roleMenuIds(db, roleId)).map(String);
}

export async function exportRoles(db: Db, tenantId: number, q: { roleName?: string; ids?: number[] }) {
  const rows = (await repo.allRoles(db, tenantId, q.ids)).filter(
    (r) => !q.roleName || r.roleName.toLowerCase().includes(q.roleName.toLowerCase()),
  );
  return { body: await roleWorkbook(rows), fileName: '角色.xlsx' };
}

/** pig's import: every line good and all of them added together, or nothing and the bad lines named. */
export async function importRoles(db: Db, actor: Actor, file: Buffer, lang: Lang) {
  // The tenant's roles that share a code or a name with the sheet's, looked up a slice of the sheet at a time.
  const roles = await readRoleSheet(file, lang, async (codes, names) => {
    const found = await inSlices(
      codes.map((code, i) => ({ code, name: names[i] ?? '' })),
      (slice) =>
        repo.rolesNamed(
          db,
          actor.tenantId,
          slice.map((r) => r.code),
          slice.map((r) => r.name),
        ),
    );
    return { codes: new Set(found.map((r) => r.roleCode)), names: new Set(found.map((r) => r.roleName)) };
  });
  // One transaction: all of them or none (in slices, so a large sheet never holds other requests for long).
  await db
    .transaction((tx) =>
      inSlices(
        roles.map((r) => ({ ...r, tenantId: actor.tenantId, createBy: actor.username })),
        (slice) => repo.insertRoles(tx, slice),
      ),
    )
    .catch(uniqueness('', ''));
  return true as const;
}
