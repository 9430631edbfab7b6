/**
 * The request layer's errors, apart from lib/api-client.ts so a screen can tell them apart (a server's refusal
 * from a lost signal) without reaching for the request layer itself.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}
export class OfflineError extends Error {}
