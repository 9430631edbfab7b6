import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkTokenSchema, tokenRequestSchema } from '@contract/auth';
import { envelopeSchema } from '@contract/envelope';
import { bearerOf } from '../../plugins/guards';
import { fail, ok } from '../../lib/wire';
import { t } from '../../lib/messages';
import * as repo from './auth.repo';
import { authenticateClient, passwordGrant, refreshGrant, TokenFailure, tokenFailure } from './auth.service';

const looseParams = z.record(z.string(), z.unknown()).nullish();

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const audit = (req: FastifyRequest, title: string, username: string, tenantId: number, clientId?: string) =>
    repo.writeLog(db(), { tenantId, title, createBy: username, serviceId: clientId, remoteAddr: req.ip, userAgent: req.headers['user-agent']?.slice(0, 500), requestUri: req.url.split('?')[0], method: req.method });

  const token = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      // pig reads parameters with getParameter: query string and form body are interchangeable.
      const merged = { ...(req.query as object), ...(typeof req.body === 'object' ? (req.body as object) : {}) };
      const client = await authenticateClient(db(), req.headers.authorization);
      const parsed = tokenRequestSchema.safeParse(merged);
      if (!parsed.success) throw tokenFailure(parsed.error.issues.some((i) => i.path[0] === 'grant_type') ? 'unsupported_grant_type' : 'invalid_request');
      const params = parsed.data;
      if (params.grant_type === 'password') {
        const body = await passwordGrant(db(), client, params, { tenantId: req.tenantId, encKey: app.env.PWD_ENC_KEY });
        await audit(req, '用户登录', body.username, req.tenantId, client.clientId);
        return reply.send(body);
      }
      if (params.grant_type === 'refresh_token') return reply.send(await refreshGrant(db(), client, params));
      throw tokenFailure('unsupported_grant_type');
    } catch (err) {
      if (!(err instanceof TokenFailure)) throw err;
      return reply.status(401).send(fail(t(req, err.messageKey), err.error));
    }
  };
  const tokenRoute = { config: { public: true, rateLimit: { max: app.env.LOGIN_RATE_PER_MIN, timeWindow: '1 minute' } }, schema: { tags: ['auth'], querystring: looseParams, body: looseParams } };
  app.post('/api/admin/oauth2/token', tokenRoute, token);
  app.post('/api/auth/oauth2/token', tokenRoute, token);

  const logout = async (req: FastifyRequest) => {
    const bearer = bearerOf(req);
    const row = bearer ? await repo.findByAccess(db(), bearer) : undefined;
    if (row && (await repo.revoke(db(), row.id))) await audit(req, '退出登录', String(row.userId), row.tenantId, row.clientId);
    return ok(true);
  };
  const logoutRoute = { config: { public: true }, schema: { tags: ['auth'], response: { 200: envelopeSchema(z.boolean()) } } };
  app.delete('/api/admin/token/logout', logoutRoute, logout);
  app.delete('/api/auth/token/logout', logoutRoute, logout);

  app.get(
    '/api/admin/token/check_token',
    { config: { public: true }, schema: { tags: ['auth'], querystring: z.object({ token: z.string().optional() }), response: { 200: envelopeSchema(checkTokenSchema), 401: envelopeSchema(z.string()) } } },
    async (req, reply) => {
      if (!req.query.token) return reply.status(401).send(fail(t(req, 'tokenMissing'), 'token_missing'));
      const row = await repo.findByAccess(db(), req.query.token);
      if (!row || row.revoked || row.accessExpiresAt.getTime() <= Date.now()) return reply.status(401).send(fail(t(req, 'tokenExpired'), 'invalid_bearer_token'));
      return ok({ tokenValue: req.query.token, issuedAt: row.createdAt.toISOString(), expiresAt: row.accessExpiresAt.toISOString(), tokenType: 'Bearer' as const, scopes: ['server'] });
    },
  );
}
