import type { FastifyRequest } from 'fastify';
import type { Actor } from './actor';
import { signInRequired } from './domain-error';

/** Where a request came from, for the audit log (sys_log) and the login lockout's per-address count. */
export type AuditContext = { ip: string; userAgent: string | undefined; uri: string; method: string };

export const auditOf = (req: FastifyRequest): AuditContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  uri: req.url.split('?')[0] ?? '',
  method: req.method,
});

/** The bearer token a request carries, if any. */
export const bearerOf = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() || null : null;
};

/** The signed-in caller of a route that needs one (the guards set it before the handler runs). */
export const actorOf = (req: FastifyRequest): Actor => {
  if (!req.actor) throw signInRequired();
  return req.actor;
};

/**
 * Where links the server writes lead (a certificate's verify page, a calendar entry's page, a feed's address):
 * PUBLIC_URL when set (behind a proxy), else the address the caller used.
 */
export const publicOrigin = (req: FastifyRequest): string =>
  req.server.env.PUBLIC_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`;
