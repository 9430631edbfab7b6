import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redactUrl } from '../../lib/log';
import * as repo from './log.repo';

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const failures = new WeakMap<FastifyRequest, string>();

/**
 * The operation log (pig's @SysLog): every write a signed-in caller makes to the API is an entry of
 * their tenant's log once it is answered — what (the route), who, from where, how long, the query string with its
 * secrets masked (never the body, which may hold a password), and for a server fault its message. The logins
 * and logouts are written by the auth module itself. Writing the entry never fails the request.
 */
export function registerOperationLog(app: FastifyInstance) {
  app.addHook('onError', async (req, _reply, err) => {
    failures.set(req, err.message.slice(0, 500));
  });
  // Written before the answer leaves (onSend, not onResponse): whoever reads the log after a write sees it.
  app.addHook('onSend', async (req, reply, payload) => {
    const actor = req.actor;
    const route = req.routeOptions.url;
    if (!actor || !route || !WRITES.has(req.method) || !route.startsWith('/api/')) return payload;
    if (req.routeOptions.config.operationLog === false) return payload;
    // The database away: the entry could not be written, and trying would hold the answer (the 503) longer.
    if (app.database.watch?.up() === false) return payload;
    const query = req.url.indexOf('?');
    const fault = reply.statusCode >= 500;
    try {
      await repo.insert(app.database.db, {
        tenantId: actor.tenantId,
        logType: fault ? '9' : '0',
        title: `${req.method} ${route}`,
        serviceId: actor.clientId,
        remoteAddr: req.ip,
        userAgent: req.headers['user-agent']?.slice(0, 500),
        requestUri: req.url.slice(0, query < 0 ? 255 : Math.min(query, 255)),
        method: req.method,
        params: query < 0 ? null : redactUrl(req.url.slice(query)).slice(0, 2000),
        time: Math.round(reply.elapsedTime),
        exception: fault ? (failures.get(req) ?? null) : null,
        createBy: actor.username,
      });
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'operation log entry not written');
    }
    return payload;
  });
}
