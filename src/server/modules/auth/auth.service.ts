import bcrypt from 'bcryptjs';
import { LOGIN_ERROR_TIMES, LOGIN_ERROR_WINDOW_MS, SMS_LOGIN_SOURCE } from '@contract/constants';
import { tokenRequestSchema, type TokenError, type TokenRequest, type TokenResponse } from '@contract/auth';
import { BLOCK_PUZZLE } from '@contract/captcha-rules';
import { SOCIAL_TYPES } from '@contract/social';
import type { Db } from '../../db/client';
import { decryptPassword, newToken, sha256 } from '../../lib/crypto';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import type { MessageKey } from '../../lib/messages';
import { findUser, userById } from '../user/user.repo';
import { consumeVerification, type CaptchaMode } from '../captcha/captcha.service';
import { useSmsCode } from '../sms/sms.service';
import { socialLogin, type SocialLogin } from '../social/social.service';
import { userByPhone } from '../sms/sms.repo';
import { passwordExpireDays } from '../system/system.service';
import * as repo from './auth.repo';
import type { ResolvedToken, TokenCache } from './token-cache';

/** This process's cache of resolved tokens, and how to tell every process that sessions changed. */
export type Sessions = { tokens: TokenCache; changed: () => Promise<void> };

/** A token-endpoint failure: pig answers 401 {code:1, msg, data:<error code>}. */
export class TokenFailure extends Error {
  constructor(
    readonly error: TokenError,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string> = {},
    /** Fields the answer carries besides the envelope's (a social_unbound login's bind ticket). */
    readonly extra: Record<string, string> = {},
  ) {
    super(error);
  }
}

const ERRORS: Record<string, MessageKey> = {
  invalid_client: 'invalidClient',
  invalid_request: 'invalidRequest',
  invalid_scope: 'invalidScope',
  invalid_grant: 'invalidGrant',
  bad_credentials: 'badCredentials',
  user_locked: 'userLocked',
  unsupported_grant_type: 'unsupportedGrant',
  too_many_attempts: 'loginWait',
  credentials_expired: 'credentialsExpired',
  unauthorized_client: 'unauthorizedClient',
  captcha_invalid: 'captchaFailed',
};
const failure = (error: TokenError) => new TokenFailure(error, ERRORS[error] ?? 'server');

/** Checks HTTP Basic client credentials against sys_oauth_client_details. */
export async function authenticateClient(db: Db, authorization: string | undefined): Promise<repo.ClientRow> {
  if (!authorization?.startsWith('Basic ')) throw failure('invalid_client');
  const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  const client = sep > 0 ? await repo.findClient(db, decoded.slice(0, sep)) : undefined;
  if (!client || client.clientSecret !== decoded.slice(sep + 1)) throw failure('invalid_client');
  return client;
}

async function issue(
  db: Db,
  client: repo.ClientRow,
  user: { userId: number; username: string; tenantId: number },
): Promise<TokenResponse> {
  const access = newToken();
  const refresh = newToken();
  const now = Date.now();
  await repo.insertToken(db, {
    tenantId: user.tenantId,
    userId: user.userId,
    clientId: client.clientId,
    accessHash: sha256(access),
    refreshHash: sha256(refresh),
    accessExpiresAt: new Date(now + client.accessTokenValidity * 1000),
    refreshExpiresAt: new Date(now + client.refreshTokenValidity * 1000),
  });
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: client.accessTokenValidity,
    scope: 'server',
    license: 'https://pig4cloud.com',
    client_id: client.clientId,
    active: true,
    user_id: String(user.userId),
    username: user.username,
    tenant_id: String(user.tenantId),
  };
}

const scopeOk = (client: repo.ClientRow, scope: string | undefined) =>
  !scope || scope.split(/[ ,]/).every((s) => client.scope.split(',').includes(s));

/**
 * Failed logins are counted per account *and* source address: after SLOW_DOWN_AFTER failures a source waits
 * before its next try (2 s, then 4 s…), and at LOGIN_ERROR_TIMES within the hour that source is locked out of
 * that account (audited). A stranger's guesses never lock the owner out from elsewhere; staff can unlock.
 */
export const SLOW_DOWN_AFTER = 3;
export function loginGate(failures: Date[], now = Date.now()): { locked: boolean; waitSec: number } {
  if (failures.length >= LOGIN_ERROR_TIMES) return { locked: true, waitSec: 0 };
  const last = failures[0];
  if (!last || failures.length < SLOW_DOWN_AFTER) return { locked: false, waitSec: 0 };
  const wait = 2 ** (failures.length - SLOW_DOWN_AFTER + 1) * 1000;
  return { locked: false, waitSec: Math.max(0, Math.ceil((last.getTime() + wait - now) / 1000)) };
}

/**
 * A password check behind the lockout gate (pig-api.md §1.4): the login and the forced change after
 * `credentials_expired` both go through it, so neither is a way around the other's limits.
 */
export async function verifyPassword(
  db: Db,
  p: {
    tenantId: number;
    username: string;
    password: string;
    source: string;
    clientId?: string;
    audit: AuditContext;
  },
) {
  const since = new Date(Date.now() - LOGIN_ERROR_WINDOW_MS);
  const failures = await repo.recentFailuresFrom(
    db,
    p.tenantId,
    p.username,
    p.source,
    since,
    LOGIN_ERROR_TIMES,
  );
  const gate = loginGate(failures);
  if (gate.locked) throw failure('user_locked');
  if (gate.waitSec > 0) throw new TokenFailure('too_many_attempts', 'loginWait', { n: String(gate.waitSec) });
  const user = await findUser(db, p.tenantId, p.username);
  if (!user || !(await bcrypt.compare(p.password, user.password))) {
    await repo.recordFailure(db, p.tenantId, p.username, p.source);
    if (failures.length + 1 === LOGIN_ERROR_TIMES)
      await audit(
        db,
        p.audit,
        `登录失败次数过多，已锁定来源 ${p.source}`,
        p.username,
        p.tenantId,
        p.clientId,
      );
    throw failure('bad_credentials');
  }
  if (user.lockFlag === '9') throw failure('user_locked');
  await repo.clearFailures(db, p.tenantId, p.username, p.source);
  return user;
}

/**
 * Whether a password must be changed before the next login: staff or the seed marked it (passwordExpireFlag 9),
 * or the site's PASSWORD_EXPIRE_DAYS (0: never) have passed since it was set.
 */
export function passwordExpired(
  user: { passwordExpireFlag: string; passwordModifyTime: Date | null },
  expireDays: number,
  now = Date.now(),
): boolean {
  if (user.passwordExpireFlag === '9') return true;
  if (expireDays <= 0 || !user.passwordModifyTime) return false;
  return now - user.passwordModifyTime.getTime() >= expireDays * 24 * 3600 * 1000;
}

/** grant_type=password: decrypt, the lockout gate, bcrypt, the expiry, issue (pig-api.md §1.2–1.4). */
export async function passwordGrant(
  db: Db,
  sessions: Sessions,
  client: repo.ClientRow,
  params: TokenRequest,
  ctx: { tenantId: number; encKey: string; audit: AuditContext; captcha: CaptchaMode },
) {
  if (!params.username || !params.password) throw failure('invalid_request');
  if (!scopeOk(client, params.scope)) throw failure('invalid_scope');
  // pig checks the captcha first (randomStr=blockPuzzle, code=<captchaVerification>) for clients whose
  // captcha_flag is not '0': each password try costs a solved puzzle, and a failed one is no failed login.
  if (
    ctx.captcha === 'on' &&
    client.additionalInformation.captcha_flag !== '0' &&
    (params.randomStr !== BLOCK_PUZZLE || !(await consumeVerification(db, params.code)))
  )
    throw failure('captcha_invalid');
  let password = params.password;
  if (client.additionalInformation.enc_flag !== '0') {
    try {
      password = decryptPassword(params.password, ctx.encKey);
    } catch {
      password = '';
    }
  }
  const user = await verifyPassword(db, {
    tenantId: ctx.tenantId,
    username: params.username,
    password,
    source: ctx.audit.ip,
    clientId: client.clientId,
    audit: ctx.audit,
  });
  if (passwordExpired(user, await passwordExpireDays(db, ctx.tenantId))) throw failure('credentials_expired');
  return signIn(db, sessions, client, user);
}

/** Tokens for a user whose identity the grant proved; `online_quantity` 0 ends the user's other sessions. */
async function signIn(
  db: Db,
  sessions: Sessions,
  client: repo.ClientRow,
  user: { userId: number; username: string; tenantId: number },
) {
  if (client.additionalInformation.online_quantity === '0') {
    await repo.revokeAllOfUser(db, user.userId);
    await sessions.changed();
  }
  return issue(db, client, user);
}

/**
 * grant_type=mobile with `mobile=SMS@<phone>` and the code sent to it (pig-api.md §1.2): no password. The client
 * must allow the mobile grant (seeded: `app`). Other sources (`WX@…`) are social logins.
 */
export async function mobileGrant(
  db: Db,
  sessions: Sessions,
  client: repo.ClientRow,
  params: TokenRequest,
  tenantId: number,
) {
  if (!params.mobile) throw failure('invalid_request');
  if (!scopeOk(client, params.scope)) throw failure('invalid_scope');
  if (!client.authorizedGrantTypes.split(',').includes('mobile')) throw failure('unauthorized_client');
  const at = params.mobile.indexOf('@');
  const source = at > 0 ? params.mobile.slice(0, at) : params.mobile;
  const phone = at > 0 ? params.mobile.slice(at + 1) : '';
  if (source !== SMS_LOGIN_SOURCE) return socialSignIn(db, sessions, client, tenantId, source, phone, params);
  if (!params.code) throw failure('invalid_request');
  try {
    await useSmsCode(db, tenantId, phone, params.code);
  } catch {
    throw new TokenFailure('bad_credentials', 'smsCodeInvalid');
  }
  const user = await userByPhone(db, tenantId, phone);
  if (!user) throw new TokenFailure('bad_credentials', 'smsCodeInvalid');
  if (user.lockFlag === '9') throw failure('user_locked');
  return signIn(db, sessions, client, user);
}

/**
 * A social login (`mobile=<TYPE>@<code>`, pig-api.md §1.2): the social module proves the external account and
 * names its user; an unbound account answers `social_unbound` with a one-use ticket to bind it after a login.
 */
async function socialSignIn(
  db: Db,
  sessions: Sessions,
  client: repo.ClientRow,
  tenantId: number,
  type: string,
  code: string,
  params: TokenRequest,
) {
  if (!SOCIAL_TYPES.some((t) => t === type) || !code) throw failure('unsupported_grant_type');
  let found: SocialLogin;
  try {
    found = await socialLogin(db, tenantId, { type, code, state: params.state });
  } catch {
    throw new TokenFailure('invalid_grant', 'socialLoginFailed');
  }
  if ('ticket' in found)
    throw new TokenFailure('social_unbound', 'socialUnbound', {}, { ticket: found.ticket });
  if (found.user.lockFlag === '9') throw failure('user_locked');
  return signIn(db, sessions, client, found.user);
}

/** grant_type=refresh_token: rotation. The used refresh token and its access token stop working. */
export async function refreshGrant(db: Db, sessions: Sessions, client: repo.ClientRow, params: TokenRequest) {
  if (!params.refresh_token) throw failure('invalid_request');
  const row = await repo.findByRefresh(db, params.refresh_token);
  if (!row || row.revoked || row.clientId !== client.clientId || row.refreshExpiresAt.getTime() <= Date.now())
    throw failure('invalid_grant');
  // Revoking first, conditionally, makes two concurrent uses of one refresh token yield one new pair.
  if (!(await repo.revoke(db, row.id))) throw failure('invalid_grant');
  await sessions.changed();
  const user = await userById(db, row.tenantId, row.userId);
  if (!user || user.lockFlag !== '0') throw failure('invalid_grant');
  return issue(db, client, user);
}

/** What the request carried: the client's Basic credentials, the grant's parameters, and where it came from. */
export type TokenCall = {
  authorization: string | undefined;
  params: Record<string, unknown>;
  tenantId: number;
  encKey: string;
  audit: AuditContext;
  /** CAPTCHA: whether logins of clients with captcha_flag on must bring a solved puzzle. */
  captcha: CaptchaMode;
};
export type AuditContext = { ip: string; userAgent: string | undefined; uri: string; method: string };

const audit = (db: Db, a: AuditContext, title: string, who: string, tenantId: number, clientId?: string) =>
  repo.writeLog(db, {
    tenantId,
    title,
    createBy: who,
    serviceId: clientId,
    remoteAddr: a.ip,
    userAgent: a.userAgent?.slice(0, 500),
    requestUri: a.uri,
    method: a.method,
  });

/** The token endpoint: client authentication, then the grant (password or refresh); a login is audited. */
export async function grantToken(db: Db, sessions: Sessions, call: TokenCall): Promise<TokenResponse> {
  const client = await authenticateClient(db, call.authorization);
  const parsed = tokenRequestSchema.safeParse(call.params);
  if (!parsed.success)
    throw failure(
      parsed.error.issues.some((i) => i.path[0] === 'grant_type')
        ? 'unsupported_grant_type'
        : 'invalid_request',
    );
  const params = parsed.data;
  if (params.grant_type === 'password') {
    const body = await passwordGrant(db, sessions, client, params, {
      tenantId: call.tenantId,
      encKey: call.encKey,
      audit: call.audit,
      captcha: call.captcha,
    });
    await audit(db, call.audit, '用户登录', body.username, call.tenantId, client.clientId);
    return body;
  }
  if (params.grant_type === 'mobile') {
    const body = await mobileGrant(db, sessions, client, params, call.tenantId);
    const title = params.mobile?.startsWith(`${SMS_LOGIN_SOURCE}@`) ? '短信验证码登录' : '第三方登录';
    await audit(db, call.audit, title, body.username, call.tenantId, client.clientId);
    return body;
  }
  if (params.grant_type === 'refresh_token') return refreshGrant(db, sessions, client, params);
  throw failure('unsupported_grant_type');
}

/** Revokes the bearer token (and its refresh token); logging out twice, or with no token, is not an error. */
export async function logout(
  db: Db,
  sessions: Sessions,
  bearer: string | null,
  a: AuditContext,
): Promise<true> {
  const row = bearer ? await repo.findByAccess(db, bearer) : undefined;
  if (row && (await repo.revoke(db, row.id))) {
    // Every process forgets the token before this answers: the next request anywhere is refused.
    await sessions.changed();
    await audit(db, a, '退出登录', String(row.userId), row.tenantId, row.clientId);
  }
  return true;
}

/** Staff lift a lockout: failed logins of every source forgotten, the manual lock cleared; audited. */
export async function unlockAccount(
  db: Db,
  sessions: Sessions,
  actor: Actor,
  username: string,
  a: AuditContext,
) {
  if (!(await repo.unlockUser(db, actor.tenantId, username))) throw new DomainError('userNotFound', {}, 404);
  await repo.clearFailures(db, actor.tenantId, username);
  await sessions.changed();
  await audit(db, a, `解锁账号 ${username}`, actor.username, actor.tenantId);
  return true as const;
}

/** pig's check_token: the token's times when it is live, else null. */
export async function checkToken(db: Db, token: string) {
  const row = await repo.findByAccess(db, token);
  if (!row || row.revoked || row.accessExpiresAt.getTime() <= Date.now()) return null;
  return {
    tokenValue: token,
    issuedAt: row.createdAt.toISOString(),
    expiresAt: row.accessExpiresAt.toISOString(),
    tokenType: 'Bearer' as const,
    scopes: ['server'],
  };
}

/** A bearer token's live session, or null (unknown, expired, revoked, user locked or deleted). */
export async function resolveBearer(
  db: Db,
  tokens: TokenCache,
  token: string,
): Promise<ResolvedToken | null> {
  const hash = sha256(token);
  const cached = tokens.get(hash);
  if (cached) return cached;
  const since = tokens.generation();
  const row = await repo.liveTokenByHash(db, hash);
  if (!row || row.lockFlag !== '0' || row.delFlag !== '0') return null;
  const auth = {
    userId: row.userId,
    username: row.username,
    tenantId: row.tenantId,
    clientId: row.clientId,
    tokenId: row.id,
  };
  tokens.remember(hash, auth, row.expiresAt, Date.now(), since);
  return auth;
}
