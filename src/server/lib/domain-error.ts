import type { MessageKey } from './messages';

/**
 * A rule of the domain said no. Services throw it with a message key; the error handler answers in the
 * caller's language. Status 200 with code 1 is pig's business failure (the client shows the message);
 * 403/404/424 are used where the HTTP meaning is exact, `data` carries a code for clients (pig's 424 sends
 * `invalid_bearer_token`).
 */
export class DomainError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
    readonly status = 200,
    readonly data: unknown = null,
  ) {
    super(key);
  }
}

/** The value, or a 404 naming what is missing (a row that vanished between two reads of one request). */
export function found<T>(value: T | null | undefined, key: MessageKey): T {
  if (value === null || value === undefined) throw new DomainError(key, {}, 404);
  return value;
}

/** The caller must sign in (HTTP 424, as pig answers a missing or expired token). */
export const signInRequired = () => new DomainError('tokenExpired', {}, 424, 'invalid_bearer_token');
/** The caller is signed in but lacks the permission (HTTP 403). */
export const forbidden = () => new DomainError('forbidden', {}, 403);

/** A write hit a unique index (PostgreSQL 23505, however deep the driver wrapped it): a rule, not a fault. */
export const isUniqueViolation = (err: unknown) => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
};
