import type { News } from '../../lib/news';
import { SMS_LOGIN_SOURCE } from '@contract/constants';
import { tokenRequestSchema, type TokenRequest, type TokenResponse } from '@contract/auth';
import { BLOCK_PUZZLE } from '@contract/captcha-rules';
import { SOCIAL_TYPES } from '@contract/social';
import type { Db } from '../../db/client';
import { decryptPassword, newToken, sha256 } from '../../lib/crypto';
import { userById } from '../user';
import { consumeVerification, type CaptchaMode } from '../captcha';
import { useSmsCode, userByPhone } from '../sms';
import { socialLogin, type SocialLogin } from '../social';
import { passwordExpireDays } from '../system';
import * as repo from './auth.repo';
import { audit, failure, TokenFailure, type AuditContext } from './audit.service';
import { passwordExpired, verifyPassword } from './password.service';
import { rethrowOutage } from '../../lib/outage';

// Callers of the token endpoint's pieces keep one import.
export { TokenFailure, type AuditContext } from './audit.service';
export { passwordExpired, verifyPassword } from './password.service';

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

/** grant_type=password: decrypt, the lockout gate, bcrypt, the expiry, issue, as pig's token endpoint. */
export async function passwordGrant(
  db: Db,
  news: News,
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
  return signIn(db, news, client, user);
}

/** Tokens for a user whose identity the grant proved; `online_quantity` 0 ends the user's other sessions. */
async function signIn(
  db: Db,
  news: News,
  client: repo.ClientRow,
  user: { userId: number; username: string; tenantId: number },
) {
  if (client.additionalInformation.online_quantity === '0') {
    await repo.revokeAllOfUser(db, user.userId, 'elsewhere');
    await news.publish('sessions-changed');
  }
  const tokens = await issue(db, client, user);
  await repo.markSignedIn(db, user.tenantId, user.userId);
  return tokens;
}

/**
 * grant_type=mobile with `mobile=SMS@<phone>` and the code sent to it, as pig does: no password. The client
 * must allow the mobile grant (seeded: `app`). Other sources (`WX@…`) are social logins.
 */
export async function mobileGrant(
  db: Db,
  news: News,
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
  if (source !== SMS_LOGIN_SOURCE) return socialSignIn(db, news, client, tenantId, source, phone, params);
  if (!params.code) throw failure('invalid_request');
  try {
    await useSmsCode(db, tenantId, phone, params.code);
  } catch (err) {
    rethrowOutage(err);
    throw new TokenFailure('bad_credentials', 'smsCodeInvalid');
  }
  const user = await userByPhone(db, tenantId, phone);
  if (!user) throw new TokenFailure('bad_credentials', 'smsCodeInvalid');
  if (user.lockFlag === '9') throw failure('user_locked');
  return signIn(db, news, client, user);
}

/**
 * A social login (`mobile=<TYPE>@<code>`, as pig does): the social module proves the external account and
 * names its user; an unbound account answers `social_unbound` with a one-use ticket to bind it after a login.
 */
async function socialSignIn(
  db: Db,
  news: News,
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
  } catch (err) {
    rethrowOutage(err);
    throw new TokenFailure('invalid_grant', 'socialLoginFailed');
  }
  if ('ticket' in found)
    throw new TokenFailure('social_unbound', 'socialUnbound', {}, { ticket: found.ticket });
  if (found.user.lockFlag === '9') throw failure('user_locked');
  return signIn(db, news, client, found.user);
}

/**
 * grant_type=refresh_token: rotation. The used refresh token and its access token stop working. A refusal says
 * why, so the user learns what happened rather than only that they must log in: the account locked, the session
 * past its end, ended by a login elsewhere, or ended otherwise (logout, staff, a new password, a reuse).
 */
export async function refreshGrant(db: Db, news: News, client: repo.ClientRow, params: TokenRequest) {
  if (!params.refresh_token) throw failure('invalid_request');
  const row = await repo.findByRefresh(db, params.refresh_token);
  if (!row || row.clientId !== client.clientId) throw failure('invalid_grant');
  const user = await userById(db, row.tenantId, row.userId);
  if (!user) throw failure('invalid_grant');
  if (user.lockFlag !== '0') throw failure('user_locked');
  if (row.revoked)
    throw new TokenFailure(
      'invalid_grant',
      row.revokedReason === 'elsewhere' ? 'signedInElsewhere' : 'sessionEnded',
    );
  if (row.refreshExpiresAt.getTime() <= Date.now()) throw new TokenFailure('invalid_grant', 'sessionExpired');
  // Revoking first, conditionally, makes two concurrent uses of one refresh token yield one new pair.
  if (!(await repo.revoke(db, row.id))) throw new TokenFailure('invalid_grant', 'sessionEnded');
  await news.publish('sessions-changed');
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
/** The token endpoint: client authentication, then the grant (password or refresh); a login is audited. */
export async function grantToken(db: Db, news: News, call: TokenCall): Promise<TokenResponse> {
  const client = await authenticateClient(db, call.authorization);
  const parsed = tokenRequestSchema.safeParse(call.params);
  if (!parsed.success)
    throw failure(
      parsed.error.issues.some((i) => i.path[0] === 'grant_type')
        ? 'unsupported_grant_type'
        : 'invalid_request',
    );
  const params = parsed.data;
  // The grants staff allowed the client (Console › OAuth clients), read at every login like the rest of it.
  if (!client.authorizedGrantTypes.split(',').includes(params.grant_type))
    throw failure('unauthorized_client');
  if (params.grant_type === 'password') {
    const body = await passwordGrant(db, news, client, params, {
      tenantId: call.tenantId,
      encKey: call.encKey,
      audit: call.audit,
      captcha: call.captcha,
    });
    await audit(db, call.audit, '用户登录', body.username, call.tenantId, client.clientId);
    return body;
  }
  if (params.grant_type === 'mobile') {
    const body = await mobileGrant(db, news, client, params, call.tenantId);
    const title = params.mobile?.startsWith(`${SMS_LOGIN_SOURCE}@`) ? '短信验证码登录' : '第三方登录';
    await audit(db, call.audit, title, body.username, call.tenantId, client.clientId);
    return body;
  }
  if (params.grant_type === 'refresh_token') return refreshGrant(db, news, client, params);
  throw failure('unsupported_grant_type');
}
