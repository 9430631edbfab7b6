import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agreementSchema,
  expiredChangeBodySchema,
  registerAnswerSchema,
  registerBodySchema,
  resetBodySchema,
  resetCodeParamsSchema,
  usernameCheckAnswerSchema,
  usernameCheckSchema,
} from '@contract/account';
import { envelopeSchema } from '@contract/envelope';
import { fail, ok } from '../../lib/wire';
import { t } from '../../lib/messages';
import { auditOf } from '../../lib/request-context';
import { TokenFailure } from '../auth';
import { agreement } from '../system';
import { changeExpiredPassword, register, resetPassword, usernameAvailable } from './account.service';

/** pig's public account calls: register, forgotten password, the forced change. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const limited = (max: number) => ({ public: true, rateLimit: { max, timeWindow: '1 minute' } });

  app.get(
    '/api/admin/register/agreement',
    {
      config: { public: true },
      schema: { tags: ['account'], response: { 200: envelopeSchema(agreementSchema) } },
    },
    async (req) => ok(await agreement(db(), req.tenantId)),
  );

  app.get(
    '/api/admin/register/check',
    {
      config: limited(120),
      schema: {
        tags: ['account'],
        querystring: usernameCheckSchema,
        response: { 200: envelopeSchema(usernameCheckAnswerSchema) },
      },
    },
    async (req) => ok({ available: await usernameAvailable(db(), req.tenantId, req.query.username) }),
  );

  app.post(
    '/api/admin/register/user',
    {
      config: limited(20),
      schema: {
        tags: ['account'],
        body: registerBodySchema,
        response: { 200: envelopeSchema(registerAnswerSchema) },
      },
    },
    async (req) => ok(await register(db(), req.tenantId, req.body)),
  );

  const reset = async (
    req: FastifyRequest<{ Body: z.infer<typeof resetBodySchema>; Params: { code?: string } }>,
  ) =>
    ok(
      await resetPassword(db(), app.bus, req.tenantId, {
        ...req.body,
        code: req.body.code ?? req.params.code,
      }),
    );
  const resetRoute = {
    config: limited(20),
    schema: { tags: ['account'], body: resetBodySchema, response: { 200: envelopeSchema(z.literal(true)) } },
  };
  app.post('/api/admin/register/forget', resetRoute, reset);
  app.post(
    '/api/admin/register/forget/:code',
    { ...resetRoute, schema: { ...resetRoute.schema, params: resetCodeParamsSchema } },
    reset,
  );

  app.post(
    '/api/admin/register/password',
    {
      config: limited(20),
      schema: {
        tags: ['account'],
        body: expiredChangeBodySchema,
        response: { 200: envelopeSchema(z.literal(true)), 401: envelopeSchema(z.string()) },
      },
    },
    async (req, reply) => {
      try {
        return ok(await changeExpiredPassword(db(), req.tenantId, req.body, auditOf(req)));
      } catch (err) {
        // The old password is checked like a login: its failures answer as the token endpoint's do.
        if (!(err instanceof TokenFailure)) throw err;
        return reply.status(401).send(fail(t(req, err.messageKey, err.params), err.error));
      }
    },
  );
}
