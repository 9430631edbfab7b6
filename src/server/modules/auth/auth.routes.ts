import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkTokenQuerySchema,
  checkTokenSchema,
  tokenParamsSchema,
  unlockParamsSchema,
} from '@contract/auth';
import { envelopeSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf, auditOf, bearerOf } from '../../lib/request-context';
import { fail, ok } from '../../lib/wire';
import { t } from '../../lib/messages';
import { grantToken, TokenFailure } from './auth.service';
import { checkToken, logout, unlockAccount } from './sessions.service';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  // pig reads parameters with getParameter: query string and form body are interchangeable. Its answer is the
  // raw OAuth2 body, or 401 {code:1, msg, data:<error code>}.
  const token = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      const params = {
        ...(req.query as object),
        ...(typeof req.body === 'object' ? (req.body as object) : {}),
      };
      return reply.send(
        await grantToken(db(), app.bus, {
          authorization: req.headers.authorization,
          params,
          tenantId: req.tenantId,
          encKey: app.env.PWD_ENC_KEY,
          captcha: app.env.CAPTCHA,
          audit: auditOf(req),
        }),
      );
    } catch (err) {
      if (!(err instanceof TokenFailure)) throw err;
      return reply.status(401).send({ ...fail(t(req, err.messageKey, err.params), err.error), ...err.extra });
    }
  };
  const tokenRoute = {
    config: { public: true, rateLimit: { max: app.env.LOGIN_RATE_PER_MIN, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], querystring: tokenParamsSchema, body: tokenParamsSchema.nullish() },
  };
  app.post('/api/admin/oauth2/token', tokenRoute, token);
  app.post('/api/auth/oauth2/token', tokenRoute, token);

  const logoutRoute = {
    config: { public: true },
    schema: { tags: ['auth'], response: { 200: envelopeSchema(z.boolean()) } },
  };
  const signOut = async (req: FastifyRequest) => ok(await logout(db(), app.bus, bearerOf(req), auditOf(req)));
  app.delete('/api/admin/token/logout', logoutRoute, signOut);
  app.delete('/api/auth/token/logout', logoutRoute, signOut);

  // pig's monolith answers under /admin, its gateway (pig-ui's default "micro" mode, which polls this) under /auth.
  for (const url of ['/api/admin/token/check_token', '/api/auth/token/check_token'])
    app.get(
      url,
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          querystring: checkTokenQuerySchema,
          response: { 200: envelopeSchema(checkTokenSchema), 401: envelopeSchema(z.string()) },
        },
      },
      async (req, reply) => {
        if (!req.query.token) return reply.status(401).send(fail(t(req, 'tokenMissing'), 'token_missing'));
        const live = await checkToken(db(), req.query.token);
        if (!live) return reply.status(401).send(fail(t(req, 'tokenExpired'), 'invalid_bearer_token'));
        return ok(live);
      },
    );

  // Staff lift a lockout (failed logins from every address) and the user's manual lock.
  app.put(
    '/api/admin/user/unlock/:username',
    {
      config: { permission: PERMISSIONS.userEdit, operationLog: false },
      schema: {
        tags: ['auth'],
        params: unlockParamsSchema,
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await unlockAccount(db(), app.bus, actorOf(req), req.params.username, auditOf(req))),
  );
}
