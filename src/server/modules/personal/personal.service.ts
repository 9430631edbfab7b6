import type { News } from '../../lib/news';
import { MOBILE_PATTERN } from '@contract/validators';
import { SMS_CODE_LENGTH } from '@contract/constants';
import { isStrongEnough } from '@contract/password';
import type {
  PersonalDept,
  PersonalDeptBody,
  PersonalEditBody,
  PersonalPasswordBody,
  PersonalSession,
} from '@contract/personal';
import { isMaskedPhone, profileIssues, type ProfileField } from '@contract/profile-rules';
import type { ValidatorKey } from '@contract/validators';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found, isUniqueViolation } from '../../lib/domain-error';
import type { MessageKey } from '../../lib/messages';
import { formatTime } from '../../lib/wire';
import { setPassword } from '../account';
import { writeLog, TokenFailure, verifyPassword, type AuditContext } from '../auth';
import { isTenantImage } from '../file';
import { userByPhone, useSmsCode } from '../sms';
import { userById, userDepts } from '../user';
import * as repo from './personal.repo';
import { hashPassword } from '../../lib/cpu';

/** As registration and the password reset hash (account.service.ts). */
const CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** The profile rules' messages (the form validators' words); the rules use no other validator. */
const PROFILE_MESSAGES: Partial<Record<ValidatorKey, MessageKey>> = {
  nonBlank: 'inputBlank',
  tooLong: 'inputTooLong',
  email: 'emailFormat',
};

const refused = (key: MessageKey, field: ProfileField | 'avatar' | 'phone' | 'code') =>
  new DomainError(key, {}, 200, { field });

/** What to store: undefined leaves the field as it is (absent or null), null clears it (''); text is trimmed. */
const given = (v: string | null | undefined) =>
  v === undefined || v === null ? undefined : v.trim() || null;

/**
 * A new phone (not the one the user has, nor its mask), proved by the code texted to it and free in the tenant;
 * undefined when the phone does not change. The owner check comes first: a taken number costs no code.
 */
async function newPhone(db: Db, actor: Actor, current: string | null, body: PersonalEditBody) {
  const phone = body.phone;
  if (!phone || phone === current || isMaskedPhone(phone)) return undefined;
  if (!MOBILE_PATTERN.test(phone)) throw refused('mobileFormat', 'phone');
  const owner = await userByPhone(db, actor.tenantId, phone);
  if (owner && owner.userId !== actor.userId) throw refused('smsPhoneTaken', 'phone');
  if (!body.code || !CODE.test(body.code)) throw refused('smsCodeInvalid', 'code');
  await useSmsCode(db, actor.tenantId, phone, body.code);
  return phone;
}

/**
 * PUT /admin/user/personal/edit: the caller's own nickname, name, email, avatar and phone. The avatar must be an
 * image stored for this tenant (what the upload answered), or the one the user already has. Every process
 * forgets the user's cached info before this answers (the bus), so the next user/info anywhere has the change.
 */
export async function editProfile(db: Db, news: News, actor: Actor, body: PersonalEditBody) {
  const user = found(await userById(db, actor.tenantId, actor.userId), 'userNotFound');
  const issue = profileIssues(body)[0];
  if (issue) throw refused(PROFILE_MESSAGES[issue.key] ?? 'badRequest', issue.field);
  const avatar = given(body.avatar);
  if (avatar && avatar !== user.avatar && !(await isTenantImage(db, actor.tenantId, avatar)))
    throw refused('avatarInvalid', 'avatar');
  const phone = await newPhone(db, actor, user.phone, body);
  const change = { nickname: given(body.nickname), name: given(body.name), email: given(body.email), avatar };
  try {
    await repo.updateProfile(db, actor.tenantId, actor.userId, {
      ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
      ...(phone && { phone }),
      updateBy: actor.username,
    });
  } catch (err) {
    // Someone took the number between the owner check and this write (the unique index said so).
    if (isUniqueViolation(err)) throw refused('smsPhoneTaken', 'phone');
    throw err;
  }
  await news.publish('sessions-changed');
  return true as const;
}

const audit = (db: Db, actor: Actor, a: AuditContext, title: string) =>
  writeLog(db, {
    tenantId: actor.tenantId,
    title,
    createBy: actor.username,
    serviceId: actor.clientId,
    remoteAddr: a.ip,
    userAgent: a.userAgent?.slice(0, 500),
    requestUri: a.uri,
    method: a.method,
  });

/** Ends every session of the caller but the one asking, in every process; answers how many ended. */
async function endOtherSessions(db: Db, news: News, actor: Actor) {
  const ended = await repo.revokeOtherSessions(db, actor.userId, actor.tokenId);
  if (ended) await news.publish('sessions-changed');
  return ended;
}

/**
 * The caller's own password, behind the login's lockout gate: a wrong one counts as a failed login of the account
 * from this address, a slowed-down, locked-out or locked account is refused as at the login. Answered code 1
 * with `wrong`'s words (or the gate's), not 401: the caller is signed in, and a 401 would read as a lost session.
 */
async function verifyOwnPassword(db: Db, actor: Actor, password: string, a: AuditContext, wrong: MessageKey) {
  try {
    await verifyPassword(db, {
      tenantId: actor.tenantId,
      username: actor.username,
      password,
      source: a.ip,
      clientId: actor.clientId,
      audit: a,
    });
  } catch (err) {
    if (!(err instanceof TokenFailure)) throw err;
    throw new DomainError(err.error === 'bad_credentials' ? wrong : err.messageKey, err.params);
  }
}

/** POST /admin/user/check: the lock screen's unlock, the caller's password checked as at a login. */
export async function checkOwnPassword(db: Db, actor: Actor, password: string, a: AuditContext) {
  await verifyOwnPassword(db, actor, password, a, 'passwordWrong');
  return true as const;
}

/**
 * PUT /admin/user/personal/password: the new password's rules first (both alike, strength not too low),
 * then the old one behind the login's lockout gate (a wrong one counts as a failed login from this address), and
 * it must change. The caller stays signed in; every other session of the user ends.
 */
export async function changePassword(
  db: Db,
  news: News,
  actor: Actor,
  body: PersonalPasswordBody,
  a: AuditContext,
) {
  if (body.newpassword2 !== undefined && body.newpassword1 !== body.newpassword2)
    throw new DomainError('passwordMismatch');
  if (!isStrongEnough(body.newpassword1)) throw new DomainError('passwordWeak');
  await verifyOwnPassword(db, actor, body.password, a, 'oldPasswordWrong');
  if (body.newpassword1 === body.password) throw new DomainError('passwordSame');
  await setPassword(db, actor.userId, await hashPassword(body.newpassword1));
  await endOtherSessions(db, news, actor);
  await audit(db, actor, a, '修改密码');
  return true as const;
}

/** DELETE /admin/user/personal/sessions: "log out of other devices". */
export async function logOutOthers(db: Db, news: News, actor: Actor, a: AuditContext) {
  const ended = await endOtherSessions(db, news, actor);
  await audit(db, actor, a, `退出其他设备 (${ended})`);
  return ended;
}

/** GET /admin/user/personal/sessions: the caller's live sessions, the asking one marked. */
export async function mySessions(db: Db, actor: Actor): Promise<PersonalSession[]> {
  return (await repo.liveSessions(db, actor.userId)).map((s) => ({
    id: String(s.id),
    clientId: s.clientId,
    createdAt: formatTime(s.createdAt),
    expiresAt: formatTime(s.expiresAt),
    current: s.id === actor.tokenId,
  }));
}

/** GET /admin/user/personal/dept: the caller's departments of its tenant, the current (main) one first. */
export async function myDepts(db: Db, actor: Actor): Promise<PersonalDept[]> {
  const user = found(await userDepts(db, actor.tenantId, actor.userId), 'userNotFound');
  return user.depts.map((d) => ({ ...d, current: d.deptId === String(user.deptId) }));
}

/**
 * PUT /admin/user/personal/dept/update: one of the caller's departments becomes the current (main) one, the
 * former main one an extra: the user belongs where it did. Anything else (another tenant's, one the user is not
 * in, a deleted one) is refused (400). Every process forgets the user's cached info before this answers (the bus),
 * so the next user/info anywhere reports the new department; the data scope reads it at each request.
 */
export async function switchDept(db: Db, news: News, actor: Actor, body: PersonalDeptBody) {
  const user = found(await userDepts(db, actor.tenantId, actor.userId), 'userNotFound');
  const to = Number(body.deptId);
  if (!user.depts.some((d) => Number(d.deptId) === to)) throw new DomainError('deptNotMine', {}, 400);
  if (user.deptId !== to) {
    await repo.switchMainDept(db, actor.tenantId, actor.userId, {
      from: user.deptId,
      to,
      by: actor.username,
    });
    await news.publish('sessions-changed');
  }
  return true as const;
}
