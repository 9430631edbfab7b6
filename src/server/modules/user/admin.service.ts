import type { News } from '../../lib/news';
import type { Page } from '@contract/envelope';
import { PERMISSIONS, ROLE_CODES } from '@contract/permissions';
import type { UserCreate, UserFilter, UserSortField, UserUpdate, UserVo } from '@contract/user';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found, isUniqueViolation } from '../../lib/domain-error';
import { formatTime, page } from '../../lib/wire';
import { deptView, descendantIds } from '../dept';
import { postView } from '../post';
import * as repo from './admin.repo';
import { checkPassword, checkPhone, checkProfile, checkUsername, isMasked, resolveLinks } from './user.rules';
import { scopeOf } from './scope.service';
import { toRole, toSysUser } from './user.service';
import type { UserRow } from './user.repo';
import { hashPassword } from '../../lib/cpu';

/** pig's UserVO for these rows: roles, posts and departments (the main one first) in three more queries. */
export async function vosOf(db: Db, tenantId: number, rows: UserRow[]): Promise<UserVo[]> {
  const ids = rows.map((u) => u.userId);
  const [links, depts] = await Promise.all([repo.linksOf(db, tenantId, ids), repo.tenantDepts(db, tenantId)]);
  const dept = new Map(depts.map((d) => [d.deptId, d]));
  // Each user's links found by id, not by a scan of every link per user (a large export has thousands).
  const roles = byUser(links.roles);
  const posts = byUser(links.posts);
  const extraDepts = byUser(links.depts);
  return rows.map((u) => {
    const deptIds = [
      ...new Set([
        ...(u.deptId === null ? [] : [u.deptId]),
        ...(extraDepts.get(u.userId) ?? []).map((d) => d.deptId),
      ]),
    ];
    return {
      ...toSysUser(u),
      roleList: (roles.get(u.userId) ?? []).map((r) => toRole(r.role)),
      postList: (posts.get(u.userId) ?? []).map((p) => postView(p.post)),
      deptList: deptIds.flatMap((id) => {
        const d = dept.get(id);
        return d ? [deptView(d)] : [];
      }),
      deptName: u.deptId === null ? null : (dept.get(u.deptId)?.name ?? null),
      passwordModifyTime: formatTime(u.passwordModifyTime),
    };
  });
}

function byUser<T extends { userId: number }>(links: T[]): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const l of links) {
    const held = m.get(l.userId);
    if (held) held.push(l);
    else m.set(l.userId, [l]);
  }
  return m;
}

/** The filter's department with those below it (a department's people include its sub-departments'). */
export async function filterQuery(db: Db, tenantId: number, q: UserFilter & { ids?: string[] }) {
  const deptIds =
    q.deptId === undefined
      ? undefined
      : descendantIds(await repo.tenantDepts(db, tenantId), Number(q.deptId));
  return { ...q, deptIds, ids: q.ids?.map(Number) };
}

/** pig's user page, limited to the caller's data scope. */
export async function usersPage(
  db: Db,
  actor: Actor,
  q: UserFilter & { current: number; size: number; ascs?: UserSortField[]; descs?: UserSortField[] },
): Promise<Page<UserVo>> {
  const scope = await scopeOf(db, actor);
  const { rows, total } = await repo.usersPage(db, actor.tenantId, scope, {
    ...(await filterQuery(db, actor.tenantId, q)),
    current: q.current,
    size: q.size,
    sort: { ascs: q.ascs, descs: q.descs },
  });
  return page(await vosOf(db, actor.tenantId, rows), total, q.current, q.size);
}

/** A user the caller's scope reaches, or 404 (whether it exists elsewhere is not told). */
async function reach(db: Db, actor: Actor, ids: number[]) {
  const rows = await repo.reachable(db, actor.tenantId, await scopeOf(db, actor), ids);
  if (rows.length !== new Set(ids).size) throw new DomainError('userNotFound', {}, 404);
  return rows;
}

export async function details(db: Db, actor: Actor, id: number) {
  const [vo] = await vosOf(db, actor.tenantId, await reach(db, actor, [id]));
  return found(vo, 'userNotFound');
}

/** Staff who add or edit users: the ones who may learn whether a phone number is registered. */
const keepsUsers = async (viewer: Actor | null) =>
  !!viewer && ((await viewer.can(PERMISSIONS.userAdd)) || (await viewer.can(PERMISSIONS.userEdit)));

/**
 * pig's uniqueness check as a field is typed: 0 when a user has it, null when free. Anybody may ask about a
 * username (the registration form does, and a username is shown to others anyway); a phone number is personal,
 * so only staff who add or edit users learn whether one is registered (docs/decisions/console.md).
 */
export async function exists(
  db: Db,
  tenantId: number,
  q: { username?: string; phone?: string },
  viewer: Actor | null,
) {
  if (q.phone && !(await keepsUsers(viewer))) throw new DomainError('signInToCheck', {}, 403);
  if (!q.username && !q.phone) return null;
  return (await repo.existing(db, tenantId, q)) ? 0 : null;
}

/** The administrator role may be granted or taken away only by a holder of it (no self-promotion). */
async function guardAdminRole(
  db: Db,
  actor: Actor,
  before: number[],
  after: number[],
  adminRoleIds: number[],
) {
  const touched = adminRoleIds.some((id) => before.includes(id) !== after.includes(id));
  if (touched && !(await repo.holds(db, actor.userId, ROLE_CODES.admin)))
    throw new DomainError('adminRoleOnlyByAdmin', {}, 403);
}

export async function create(db: Db, actor: Actor, body: UserCreate) {
  checkUsername(body.username);
  checkPhone(body.phone);
  checkPassword(body.password);
  checkProfile(body);
  if (await repo.existing(db, actor.tenantId, { username: body.username }))
    throw new DomainError('usernameTakenNamed', { username: body.username });
  if (await repo.existing(db, actor.tenantId, { phone: body.phone }))
    throw new DomainError('phoneTaken', { phone: body.phone });
  const links = await resolveLinks(db, actor.tenantId, {
    role: body.role,
    post: body.post,
    deptIds: body.deptIds?.length ? body.deptIds : body.deptId ? [body.deptId] : [],
  });
  await guardAdminRole(db, actor, [], links.roles, links.adminRoleIds);
  const password = await hashPassword(body.password);
  try {
    const user = await db.transaction(async (tx) => {
      const row = await repo.insertUser(tx, {
        tenantId: actor.tenantId,
        username: body.username,
        password,
        phone: body.phone,
        nickname: body.nickname || body.username,
        name: body.name || null,
        email: body.email || null,
        lockFlag: body.lockFlag,
        deptId: links.mainDept,
        passwordModifyTime: new Date(),
        createBy: actor.username,
      });
      if (!row) throw new DomainError('usernameTakenNamed', { username: body.username });
      await repo.setLinks(tx, row.userId, {
        roles: links.roles,
        posts: links.posts,
        extraDepts: links.extraDepts,
      });
      return row;
    });
    return details(db, actor, user.userId);
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('phoneTaken', { phone: body.phone });
    throw err;
  }
}

/**
 * An edit (pig's PUT /user): what is named changes. A lock, a new password, a role change and the rest end or
 * refresh the user's sessions in every process before this answers; locking yourself, or taking away the last
 * active administrator (by lock or by role), is refused.
 */
export async function update(db: Db, news: News, actor: Actor, body: UserUpdate) {
  const id = Number(body.userId);
  const [current] = await reach(db, actor, [id]);
  const user = found(current, 'userNotFound');
  const password = body.password && !isMasked(body.password) ? body.password : undefined;
  const phone = body.phone && !isMasked(body.phone) ? body.phone : undefined;
  if (password) checkPassword(password);
  if (phone && phone !== user.phone) checkPhone(phone);
  checkProfile(body);
  if (body.lockFlag === '9' && id === actor.userId) throw new DomainError('lockSelf');
  if (phone && phone !== user.phone) {
    const other = await repo.existing(db, actor.tenantId, { phone });
    if (other && other.userId !== id) throw new DomainError('phoneTaken', { phone });
  }
  const vo = found((await vosOf(db, actor.tenantId, [user]))[0], 'userNotFound');
  const extrasNow = vo.deptList.map((d) => d.deptId).filter((d) => d !== String(user.deptId));
  // deptIds replaces every department; a lone deptId (pig-ui's lock switch sends the row) moves the main one.
  const deptIds = body.deptIds?.length
    ? body.deptIds
    : body.deptId
      ? [body.deptId, ...extrasNow.filter((d) => d !== body.deptId)]
      : undefined;
  const links = await resolveLinks(db, actor.tenantId, {
    role: body.role ?? undefined,
    post: body.post ?? undefined,
    deptIds,
  });
  const rolesBefore = vo.roleList.map((r) => Number(r.roleId));
  if (body.role) await guardAdminRole(db, actor, rolesBefore, links.roles, links.adminRoleIds);
  const locking = body.lockFlag === '9' && user.lockFlag !== '9';
  const hash = password ? await hashPassword(password) : undefined;
  try {
    await db.transaction(async (tx) => {
      const losesAdmin =
        (locking || (body.role && !links.roles.some((r) => links.adminRoleIds.includes(r)))) &&
        (await repo.holds(tx, id, ROLE_CODES.admin));
      if (losesAdmin && (await repo.othersHolding(tx, actor.tenantId, ROLE_CODES.admin, [id])) === 0)
        throw new DomainError('lastAdmin');
      await repo.updateUser(tx, id, {
        phone,
        nickname: body.nickname ?? undefined,
        name: body.name ?? undefined,
        email: body.email ?? undefined,
        lockFlag: body.lockFlag,
        deptId: deptIds ? links.mainDept : undefined,
        ...(hash ? { password: hash, passwordModifyTime: new Date(), passwordExpireFlag: '0' } : {}),
        updateBy: actor.username,
      });
      await repo.setLinks(tx, id, {
        roles: body.role ? links.roles : undefined,
        posts: body.post ? links.posts : undefined,
        extraDepts: deptIds ? links.extraDepts : undefined,
      });
      if (locking || hash) await repo.revokeSessions(tx, [id]);
      if (body.lockFlag === '0' && user.lockFlag === '9')
        await repo.clearLoginFailures(tx, actor.tenantId, user.username);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('phoneTaken', { phone: phone ?? '' });
    throw err;
  }
  await news.publish('sessions-changed');
  return details(db, actor, id);
}

/**
 * pig's batch delete, all or nothing: never the caller's own account, never the tenant's last active
 * administrator; soft delete, their sessions end at once.
 */
export async function remove(db: Db, news: News, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.includes(actor.userId)) throw new DomainError('deleteSelf');
  await reach(db, actor, unique);
  await db.transaction(async (tx) => {
    let removesAdmin = false;
    for (const id of unique) if (await repo.holds(tx, id, ROLE_CODES.admin)) removesAdmin = true;
    if (removesAdmin && (await repo.othersHolding(tx, actor.tenantId, ROLE_CODES.admin, unique)) === 0)
      throw new DomainError('lastAdmin');
    await repo.deleteUsers(tx, unique);
    await repo.revokeSessions(tx, unique);
  });
  await news.publish('sessions-changed');
  return true as const;
}
