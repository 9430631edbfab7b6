import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER_TENANT, DEFAULT_TENANT_ID } from '@contract/constants';
import { sysOauthToken, sysTenant, sysUser } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { t } from '../lib/messages';
import { HttpError } from './errors';
import { permissionsOf } from '../modules/user/user.repo';
import { cachedToken, rememberToken, type ResolvedToken } from '../modules/auth/token-cache';

const TENANT_CACHE_MS = 10_000;

/** Valid tenants, cached briefly per process (a cache only: every process reads the same database). */
function tenantValidity(app: FastifyInstance) {
  const cache = new Map<number, { valid: boolean; at: number }>();
  return async (id: number): Promise<boolean> => {
    const hit = cache.get(id);
    if (hit && Date.now() - hit.at < TENANT_CACHE_MS) return hit.valid;
    const [row] = await app.database.db.select().from(sysTenant).where(and(eq(sysTenant.id, id), eq(sysTenant.delFlag, '0')));
    const now = Date.now();
    const valid = !!row && row.status === '0' && row.startTime.getTime() < now && now < row.endTime.getTime();
    cache.set(id, { valid, at: now });
    return valid;
  };
}

export const bearerOf = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() || null : null;
};

/** Resolves a bearer token to its live session, or null (missing, unknown, expired, revoked, user locked). */
export async function resolveToken(app: FastifyInstance, token: string): Promise<ResolvedToken | null> {
  const hash = sha256(token);
  const cached = cachedToken(hash);
  if (cached) return cached;
  const [row] = await app.database.db
    .select({ id: sysOauthToken.id, userId: sysOauthToken.userId, tenantId: sysOauthToken.tenantId, clientId: sysOauthToken.clientId, expiresAt: sysOauthToken.accessExpiresAt, username: sysUser.username, lockFlag: sysUser.lockFlag, delFlag: sysUser.delFlag })
    .from(sysOauthToken)
    .innerJoin(sysUser, eq(sysUser.userId, sysOauthToken.userId))
    .where(and(eq(sysOauthToken.accessHash, hash), eq(sysOauthToken.revoked, false), gt(sysOauthToken.accessExpiresAt, new Date())));
  if (!row || row.lockFlag !== '0' || row.delFlag !== '0') return null;
  const auth = { userId: row.userId, username: row.username, tenantId: row.tenantId, clientId: row.clientId, tokenId: row.id };
  rememberToken(hash, auth, row.expiresAt);
  return auth;
}

/**
 * The cross-cutting rules of spec §8 in request order: tenant (426), demo mode (423), token (424).
 * Permissions (403) are checked per route with requirePermission.
 */
export function registerGuards(app: FastifyInstance) {
  const isValidTenant = tenantValidity(app);
  app.decorateRequest('tenantId', 0);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    // Like pig's PreviewGatewayFilter, demo mode refuses every write but the token calls, routed or not.
    if (app.env.DEMO_MODE && req.method !== 'GET' && req.method !== 'HEAD' && !req.url.includes('token')) {
      throw new HttpError(423, t(req, 'demoMode'));
    }
    // The OpenAPI document and its UI are public, like pig's /v3/api-docs.
    if (req.is404 || req.url.startsWith('/api/docs')) return;
    const config = req.routeOptions.config;
    const raw = (req.headers[HEADER_TENANT.toLowerCase()] as string | undefined) ?? (req.query as Record<string, string> | undefined)?.[HEADER_TENANT] ?? DEFAULT_TENANT_ID;
    if (!config.skipTenant) {
      const id = /^\d{1,18}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(id) || !(await isValidTenant(id))) throw new HttpError(426, t(req, 'tenantExpired', { id: raw }));
      req.tenantId = id;
    }
    const token = bearerOf(req) ?? (config.tokenInQuery ? ((req.query as Record<string, string> | undefined)?.access_token ?? null) : null);
    if (config.public) {
      if (!config.optionalAuth || !token) return;
      const auth = await resolveToken(app, token);
      if (auth && auth.tenantId === req.tenantId) req.auth = auth;
      return;
    }
    const auth = token ? await resolveToken(app, token) : null;
    if (!auth) throw new HttpError(424, t(req, 'tokenExpired'), 'invalid_bearer_token');
    if (!config.skipTenant && auth.tenantId !== req.tenantId) throw new HttpError(403, t(req, 'tenantMismatch'));
    req.auth = auth;
  });
}

/** preHandler: 403 unless the caller holds the permission string (the same string the UI gates on). */
export const requirePermission = (app: FastifyInstance, permission: string) => async (req: FastifyRequest) => {
  if (!(await hasPermission(app, req, permission))) throw new HttpError(403, t(req, 'forbidden'));
};

/** Whether the caller (if any) holds the permission; for routes whose answer differs for staff. */
export const hasPermission = async (app: FastifyInstance, req: FastifyRequest, permission: string): Promise<boolean> =>
  !!req.auth && (await permissionsOf(app.database.db, req.auth.userId)).includes(permission);

export const authOf = (req: FastifyRequest) => {
  if (!req.auth) throw new HttpError(424, t(req, 'tokenExpired'), 'invalid_bearer_token');
  return req.auth;
};
