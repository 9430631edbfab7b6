/** What the logs may say: never passwords, tokens, codes, link signatures or the values of a failed query. */

const SECRET_PARAMS = /([?&](?:password|token|refresh_token|code|access_token|mobile|signature)=)[^&]*/gi;

/** A request URL with its secrets masked (pig clients put passwords and codes in query strings). */
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1***');

type LoggedError = Error & { code?: unknown; statusCode?: unknown; cause?: unknown };

/**
 * An error as logged: its type, message, code and stack, with the parameters of a failed statement cut out (a
 * drizzle error's message ends with them, and a database error's detail repeats them: a session's QR secret
 * once showed up there). The statement's text stays: it is ours, and it tells what failed.
 */
export function logError(err: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const e = err as LoggedError;
  const scrub = (text: string) => text.replace(/\nparams: [\s\S]*$/, '\nparams: [not logged]');
  return {
    type: e.name,
    message: scrub(e.message),
    code: e.code,
    statusCode: e.statusCode,
    stack: scrub(e.stack ?? ''),
    cause: e.cause instanceof Error ? logError(e.cause) : undefined,
  };
}
