import bcrypt from 'bcryptjs';
import { LOGIN_ERROR_TIMES, LOGIN_ERROR_WINDOW_MS } from '@contract/constants';
import type { TokenError, TokenRequest, TokenResponse } from '@contract/auth';
import type { Db } from '../../db/client';
import { decryptPassword, newToken, sha256 } from '../../lib/crypto';
import type { MessageKey } from '../../lib/messages';
import { findUser, userById } from '../user/user.repo';
import * as repo from './auth.repo';

/** A token-endpoint failure: pig answers 401 {code:1, msg, data:<error code>}. */
export class TokenFailure extends Error {
  constructor(
    readonly error: TokenError,
    readonly messageKey: MessageKey,
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

async function issue(db: Db, client: repo.ClientRow, user: { userId: number; username: string; tenantId: number }): Promise<TokenResponse> {
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

const scopeOk = (client: repo.ClientRow, scope: string | undefined) => !scope || scope.split(/[ ,]/).every((s) => client.scope.split(',').includes(s));

/** grant_type=password: decrypt, lockout, bcrypt, issue (pig-api.md §1.2–1.4). */
export async function passwordGrant(db: Db, client: repo.ClientRow, params: TokenRequest, ctx: { tenantId: number; encKey: string }) {
  if (!params.username || !params.password) throw failure('invalid_request');
  if (!scopeOk(client, params.scope)) throw failure('invalid_scope');
  const since = new Date(Date.now() - LOGIN_ERROR_WINDOW_MS);
  if ((await repo.recentFailures(db, ctx.tenantId, params.username, since)) >= LOGIN_ERROR_TIMES) throw failure('user_locked');
  let password = params.password;
  if (client.additionalInformation.enc_flag !== '0') {
    try {
      password = decryptPassword(params.password, ctx.encKey);
    } catch {
      password = '';
    }
  }
  const user = await findUser(db, ctx.tenantId, params.username);
  if (!user || !(await bcrypt.compare(password, user.password))) {
    await repo.recordFailure(db, ctx.tenantId, params.username);
    throw failure('bad_credentials');
  }
  if (user.lockFlag === '9') throw failure('user_locked');
  await repo.clearFailures(db, ctx.tenantId, params.username);
  if (client.additionalInformation.online_quantity === '0') await repo.revokeAllOfUser(db, user.userId);
  return issue(db, client, user);
}

/** grant_type=refresh_token: rotation. The used refresh token and its access token stop working. */
export async function refreshGrant(db: Db, client: repo.ClientRow, params: TokenRequest) {
  if (!params.refresh_token) throw failure('invalid_request');
  const row = await repo.findByRefresh(db, params.refresh_token);
  if (!row || row.revoked || row.clientId !== client.clientId || row.refreshExpiresAt.getTime() <= Date.now()) throw failure('invalid_grant');
  // Revoking first, conditionally, makes two concurrent uses of one refresh token yield one new pair.
  if (!(await repo.revoke(db, row.id))) throw failure('invalid_grant');
  const user = await userById(db, row.tenantId, row.userId);
  if (!user || user.lockFlag !== '0') throw failure('invalid_grant');
  return issue(db, client, user);
}

export { failure as tokenFailure };
