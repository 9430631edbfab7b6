import type { FastifyInstance } from 'fastify';
import { DEFAULT_TENANT_ID, HEADER_TENANT } from '@contract/constants';
import type { Permission } from '@contract/permissions';
import type { Actor } from '../lib/actor';
import { DomainError, forbidden } from '../lib/domain-error';
import { bearerOf } from '../lib/request-context';
import { t } from '../lib/messages';
import { HttpError } from './errors';
import { resolveBearer } from '../modules/auth';
import type { ResolvedToken } from '../modules/auth';
import { PLATFORM_TENANT_ID } from '@contract/tenant';

/** The signed-in caller, whose permissions are looked up once per request, on first use (users cache them). */
function actorFor(app: FastifyInstance, auth: ResolvedToken): Actor {
  let held: Promise<string[]> | null = null;
  return {
    ...auth,
    can: async (permission: Permission) =>
      (await (held ??= app.users.permissions(app.database.db, auth.tenantId, auth.userId))).includes(
        permission,
      ),
  };
}

/**
 * The cross-cutting rules in request order: tenant (426), demo mode (423), token (424), then the
 * route's permission (403). Services check finer permissions through the actor.
 */
export function registerGuards(app: FastifyInstance) {
  app.decorateRequest('tenantId', 0);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    // Like pig's PreviewGatewayFilter, demo mode refuses every write but the token calls, routed or not.
    const write = req.method !== 'GET' && req.method !== 'HEAD' && !req.routeOptions.config.readOnly;
    if (app.env.DEMO_MODE && write && !req.url.includes('token')) {
      throw new HttpError(423, t(req, 'demoMode'));
    }
    // The OpenAPI document and its UI are public, like pig's /v3/api-docs.
    if (req.is404 || req.url.startsWith('/api/docs')) return;
    const config = req.routeOptions.config;
    const query = req.query as Record<string, string> | undefined;
    const raw =
      (req.headers[HEADER_TENANT.toLowerCase()] as string | undefined) ??
      query?.[HEADER_TENANT] ??
      DEFAULT_TENANT_ID;
    if (!config.skipTenant) {
      const id = /^\d{1,18}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(id) || !(await app.tenants.isValid(id)))
        throw new HttpError(426, t(req, 'tenantExpired', { id: raw }));
      req.tenantId = id;
    }
    const token = bearerOf(req);
    if (config.public) {
      if (!config.optionalAuth || !token) return;
      const auth = await resolveBearer(app.database.db, app.sessions.tokens, token);
      if (auth && auth.tenantId === req.tenantId) req.actor = actorFor(app, auth);
      return;
    }
    const auth = token ? await resolveBearer(app.database.db, app.sessions.tokens, token) : null;
    if (!auth) throw new HttpError(424, t(req, 'tokenExpired'), 'invalid_bearer_token');
    if (!config.skipTenant && auth.tenantId !== req.tenantId)
      throw new HttpError(403, t(req, 'tenantMismatch'));
    req.actor = actorFor(app, auth);
  });
  // A route's `permission` (the same string the UI gates on): 403 unless the caller holds it, before the body is
  // even read against the schema, so a learner learns nothing from a staff route.
  // The platform's own pages answer 403 to any other tenant's caller, whatever permission strings it holds.
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config?.platformOnly && String(req.actor?.tenantId) !== PLATFORM_TENANT_ID)
      throw new DomainError('platformOnly', {}, 403);
    const permission = req.routeOptions.config?.permission;
    if (!permission) return;
    const anyOf: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
    for (const p of anyOf) if (await req.actor?.can(p)) return;
    throw forbidden();
  });
}
