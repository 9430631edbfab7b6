import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a request id may look like when a proxy sends one: short, and nothing a log reader could be fooled by. */
const WELL_FORMED = /^[\w.:-]{1,64}$/;

/** The request's id: the proxy's X-Request-Id when it is well formed, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}
