import { MOBILE_PATTERN } from '@contract/validators';
import {
  REGISTER_PASSWORD_MAX,
  REGISTER_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@contract/constants';
import { isStrongEnough } from '@contract/password';
import { ROLE_CODES } from '@contract/permissions';
import { chineseEnglishDigitUnderscore, email } from '@contract/validators';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import type { MessageKey } from '../../lib/messages';
import * as repo from './admin.repo';

/* The rules of a user that staff create, edit or import: one place for the form, the API and the import. */

/** pig-ui masks a password (`******`) and a phone (`138****1234`) it shows: such a value is no new value. */
export const isMasked = (v: string) => v.includes('****');

/** Why a username cannot be used (the registration rule: 5 to 20 characters, Chinese, letters, digits, _). */
export const usernameIssue = (v: string): MessageKey | null =>
  v.length < USERNAME_MIN || v.length > USERNAME_MAX
    ? 'usernameLength'
    : chineseEnglishDigitUnderscore(v)
      ? 'usernameChars'
      : null;

export const passwordIssue = (v: string): MessageKey | null =>
  v.length < REGISTER_PASSWORD_MIN || v.length > REGISTER_PASSWORD_MAX
    ? 'passwordLength'
    : !isStrongEnough(v)
      ? 'passwordWeak'
      : null;

const check = (issue: MessageKey | null) => {
  if (issue) throw new DomainError(issue);
};
export const checkUsername = (v: string) => check(usernameIssue(v));
export const checkPassword = (v: string) => check(passwordIssue(v));
export const checkPhone = (v: string) => check(MOBILE_PATTERN.test(v) ? null : 'mobileFormat');
export const checkProfile = (p: { email?: string | null }) =>
  check(p.email && email(p.email) ? 'emailFormat' : null);

/**
 * The roles, posts and departments a body names, each of the caller's tenant (else refused). No role given on
 * create: the tenant's default role (pig's USER_DEFAULT_ROLE, GENERAL_USER). The first department is the main one.
 */
export async function resolveLinks(
  db: Db,
  tenantId: number,
  body: { role?: string[]; post?: string[]; deptIds?: string[] },
) {
  const [roles, posts, depts] = await Promise.all([
    repo.tenantRolesFull(db, tenantId),
    repo.tenantPosts(db, tenantId),
    repo.tenantDepts(db, tenantId),
  ]);
  const pick = (ids: string[] | undefined, known: Set<number>, key: MessageKey) => {
    const list = [...new Set((ids ?? []).map(Number))];
    if (list.some((id) => !known.has(id))) throw new DomainError(key);
    return list;
  };
  let roleIds = pick(body.role, new Set(roles.map((r) => r.roleId)), 'roleNotInTenant');
  if (body.role !== undefined && roleIds.length === 0) {
    const general = roles.find((r) => r.roleCode === ROLE_CODES.general);
    roleIds = general ? [general.roleId] : [];
  }
  const deptIds = pick(body.deptIds, new Set(depts.map((d) => d.deptId)), 'deptNotInTenant');
  return {
    roles: roleIds,
    posts: pick(body.post, new Set(posts.map((p) => p.postId)), 'postNotInTenant'),
    mainDept: deptIds[0] ?? null,
    extraDepts: deptIds.slice(1),
    adminRoleIds: roles.filter((r) => r.roleCode === ROLE_CODES.admin).map((r) => r.roleId),
  };
}
