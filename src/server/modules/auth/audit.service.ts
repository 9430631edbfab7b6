import type { AuditContext } from '../../lib/request-context';
import type { TokenError } from '@contract/auth';
import type { Db } from '../../db/client';
import type { MessageKey } from '../../lib/messages';
import * as repo from './auth.repo';
import type { TokenCache } from './token.cache';

/* What every part of the auth module shares: sessions, the token endpoint's failure, the audit log. */

/** This process's cache of resolved tokens (it forgets on the bus's sessions-changed). */
export type Sessions = { tokens: TokenCache };

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
export const failure = (error: TokenError) => new TokenFailure(error, ERRORS[error] ?? 'server');

export type { AuditContext };

export const audit = (
  db: Db,
  a: AuditContext,
  title: string,
  who: string,
  tenantId: number,
  clientId?: string,
) =>
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

/** Ends every session of a user (a changed password, a locked account). */
export const revokeAllOfUser = repo.revokeAllOfUser;
/** Writes a line of the audit log. */
export const writeLog = repo.writeLog;
