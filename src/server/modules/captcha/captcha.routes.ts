import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  captchaCheckParamsSchema,
  captchaCreateQuerySchema,
  checkReplySchema,
  createReplySchema,
} from '@contract/captcha';
import { REP_CHECK_FAILED, REP_INVALID, REP_OK } from '@contract/captcha-rules';
import { envelopeSchema } from '@contract/envelope';
import { DomainError } from '../../lib/domain-error';
import { t } from '../../lib/messages';
import { ok } from '../../lib/wire';
import { checkPuzzle, puzzleFor } from './captcha.service';

/**
 * pig's UI calls /auth/code/create and /auth/code/check (the monolith serves them under /admin too) and reads
 * aj-captcha's `{repCode, repMsg, repData, success}` inside pig's envelope. Public, not tied to a tenant, and
 * rate limited per address: a puzzle costs the server an image to draw.
 */
export async function captchaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  if (app.env.CAPTCHA === 'off')
    app.log.warn('CAPTCHA=off: no slider captcha is asked for, at login or before an SMS code is sent');
  // A login may take a few puzzles (a miss, a refresh): twice the logins a minute an address may try.
  const rateLimit = { max: app.env.LOGIN_RATE_PER_MIN * 2, timeWindow: '1 minute' };

  for (const prefix of ['/api/admin', '/api/auth']) {
    app.get(
      `${prefix}/code/create`,
      {
        config: { public: true, skipTenant: true, rateLimit },
        schema: {
          tags: ['captcha'],
          querystring: captchaCreateQuerySchema,
          response: { 200: envelopeSchema(createReplySchema) },
        },
      },
      async () =>
        ok({
          repCode: REP_OK,
          repMsg: null,
          repData: await puzzleFor(db(), app.env.CAPTCHA),
          success: true,
        }),
    );

    app.post(
      `${prefix}/code/check`,
      {
        config: { public: true, skipTenant: true, rateLimit },
        schema: {
          tags: ['captcha'],
          querystring: captchaCheckParamsSchema.partial(),
          body: captchaCheckParamsSchema.partial().nullish(),
          response: { 200: envelopeSchema(checkReplySchema) },
        },
      },
      async (req: FastifyRequest) => {
        const params = captchaCheckParamsSchema.safeParse({
          ...(req.query as object),
          ...(typeof req.body === 'object' ? req.body : {}),
        });
        if (!params.success) throw new DomainError('badRequest', {}, 400);
        const checked = await checkPuzzle(db(), params.data.token, params.data.pointJson);
        return ok(
          checked.outcome === 'solved'
            ? { repCode: REP_OK, repMsg: null, repData: checked.value, success: true }
            : {
                repCode: checked.outcome === 'wrong' ? REP_CHECK_FAILED : REP_INVALID,
                repMsg: t(req, checked.outcome === 'wrong' ? 'captchaFailed' : 'captchaExpired'),
                repData: null,
                success: false,
              },
        );
      },
    );
  }
}
