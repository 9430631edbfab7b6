import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@contract/envelope';
import { CAPTCHA_REQUIRED, smsCodeQuerySchema } from '@contract/account';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/messages';
import { ok } from '../../lib/wire';
import { smsGatewayFor } from './sms.adapter';
import { secondsUntilResend, sendCode, tooSoon } from './sms.service';

export type SmsRouteOptions = {
  /** Uses a solved captcha once; true when captchas are off. A script cannot spray codes without solving one. */
  captchaSolved: (verification: string | undefined) => Promise<boolean>;
};

export async function smsRoutes(fastify: FastifyInstance, opts: SmsRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const gateway = smsGatewayFor(app.env);
  app.log.info({ gateway: gateway.name }, 'SMS gateway');

  // pig: GET /admin/sysMessage/send/smsCode?mobile=&registered=&captchaType=&captchaVerification=
  app.get(
    '/api/admin/sysMessage/send/smsCode',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        querystring: smsCodeQuerySchema,
        response: { 200: envelopeSchema(z.union([z.literal(true), z.literal(CAPTCHA_REQUIRED)]).nullable()) },
      },
    },
    async (req) => {
      const wait = await secondsUntilResend(app.database.db, req.tenantId, req.query.mobile);
      if (wait > 0) throw tooSoon(wait);
      if (!(await opts.captchaSolved(req.query.captchaVerification)))
        // The marker tells a client to show the puzzle and send again with its verification.
        throw new DomainError('captchaRequired', {}, 200, CAPTCHA_REQUIRED);
      return ok(
        await sendCode(app.database.db, gateway, {
          tenantId: req.tenantId,
          phone: req.query.mobile,
          registered: req.query.registered,
          source: req.ip,
          lang: langOf(req),
        }),
      );
    },
  );
}
