import type { News } from '../../lib/news';
import type { ExpiredChangeBody, RegisterBody, ResetBody } from '@contract/account';
import { MOBILE_PATTERN } from '@contract/validators';
import { SMS_CODE_LENGTH, USERNAME_MAX, USERNAME_MIN } from '@contract/constants';
import { isStrongEnough, validateRegistration } from '@contract/password';
import { chineseEnglishDigitUnderscore } from '@contract/validators';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import type { MessageKey } from '../../lib/messages';
import { findUser } from '../user';
import { userByPhone, useSmsCode } from '../sms';
import { registerEnabled } from '../system';
import { revokeAllOfUser, verifyPassword, type AuditContext } from '../auth';
import * as repo from './account.repo';
import { hashPassword } from '../../lib/cpu';

const CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

const REGISTER_MESSAGES: Record<ReturnType<typeof validateRegistration>[number], MessageKey> = {
  usernameRequired: 'usernameLength',
  usernameLength: 'usernameLength',
  phoneRequired: 'mobileFormat',
  passwordRequired: 'passwordLength',
  passwordLength: 'passwordLength',
  passwordWeak: 'passwordWeak',
  termsRequired: 'badRequest',
};

const usernameProblem = (username: string): MessageKey | null =>
  username.length < USERNAME_MIN || username.length > USERNAME_MAX
    ? 'usernameLength'
    : chineseEnglishDigitUnderscore(username)
      ? 'usernameChars'
      : null;

/** Whether a username is free in the tenant (the register form asks as the user types). */
export async function usernameAvailable(db: Db, tenantId: number, username: string) {
  return !usernameProblem(username) && !(await findUser(db, tenantId, username));
}

/**
 * A new account's rules before its SMS code is spent (the account registration's and the enterprise's): the form's
 * rules, the code's format, a free username and a phone nobody uses.
 */
export async function checkNewAccount(db: Db, tenantId: number, body: RegisterBody) {
  const issue = validateRegistration({ ...body, termsAccepted: true })[0];
  if (issue) throw new DomainError(REGISTER_MESSAGES[issue]);
  const nameIssue = usernameProblem(body.username);
  if (nameIssue) throw new DomainError(nameIssue);
  if (!MOBILE_PATTERN.test(body.phone)) throw new DomainError('mobileFormat');
  if (!CODE.test(body.code)) throw new DomainError('smsCodeInvalid');
  if (await findUser(db, tenantId, body.username)) throw new DomainError('usernameTaken');
  if (await userByPhone(db, tenantId, body.phone)) throw new DomainError('smsPhoneTaken');
}

/**
 * Registration: the rules of the form again, the SMS code of a phone nobody uses, a free username.
 * The account is a learner of the tenant; the client logs it in with the password just chosen.
 */
export async function register(db: Db, tenantId: number, body: RegisterBody) {
  if (!(await registerEnabled(db, tenantId))) throw new DomainError('registerClosed');
  await checkNewAccount(db, tenantId, body);
  await useSmsCode(db, tenantId, body.phone, body.code);
  const user = await repo.insertLearner(db, {
    tenantId,
    username: body.username,
    passwordHash: await hashPassword(body.password),
    phone: body.phone,
  });
  // Another registration took the username or the number between the checks and the insert.
  if (!user)
    throw new DomainError((await userByPhone(db, tenantId, body.phone)) ? 'smsPhoneTaken' : 'usernameTaken');
  return { userId: String(user.userId), username: user.username };
}

const newPasswordProblem = (p1: string, p2: string): MessageKey | null =>
  p1 !== p2 ? 'passwordMismatch' : !isStrongEnough(p1) ? 'passwordWeak' : null;

/** Forgotten password: the phone's SMS code and the new password twice. Every session of the user ends. */
export async function resetPassword(db: Db, news: News, tenantId: number, body: ResetBody) {
  const problem = newPasswordProblem(body.newpassword1, body.newpassword2);
  if (problem) throw new DomainError(problem);
  if (!MOBILE_PATTERN.test(body.phone)) throw new DomainError('mobileFormat');
  if (!body.code || !CODE.test(body.code)) throw new DomainError('smsCodeInvalid');
  await useSmsCode(db, tenantId, body.phone, body.code);
  const user = await userByPhone(db, tenantId, body.phone);
  if (!user) throw new DomainError('smsCodeInvalid');
  await repo.setPassword(db, user.userId, await hashPassword(body.newpassword1));
  await revokeAllOfUser(db, user.userId);
  await news.publish('sessions-changed');
  return true as const;
}

/** The forced change after `credentials_expired`: the old password (behind the login's lockout gate), then the new. */
export async function changeExpiredPassword(
  db: Db,
  tenantId: number,
  body: ExpiredChangeBody,
  audit: AuditContext,
) {
  const problem = newPasswordProblem(body.newpassword1, body.newpassword2);
  if (problem) throw new DomainError(problem);
  const user = await verifyPassword(db, {
    tenantId,
    username: body.username,
    password: body.password,
    source: audit.ip,
    audit,
  });
  if (body.newpassword1 === body.password) throw new DomainError('passwordSame');
  await repo.setPassword(db, user.userId, await hashPassword(body.newpassword1));
  return true as const;
}

/**
 * Creates a user of the tenant with one role (null when the username or phone was taken meanwhile); `also` writes
 * what the account comes with in the same transaction (an enterprise's row).
 */
export const insertAccount = repo.insertAccount;
/** Sets a new password hash: its time restarts the expiry, and a staff-forced change is done. */
export const setPassword = repo.setPassword;
