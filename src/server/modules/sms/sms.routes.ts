import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@contract/envelope';
import { smsCodeAnswerSchema, smsCodeQuerySchema } from '@contract/sms';
import { langOf } from '../../lib/messages';
import { ok } from '../../lib/wire';
import { tenantSmsGateway } from '../channel';
import { requestCode } from './sms.service';

export type SmsRouteOptions = {
  /** Uses a solved captcha once; true when captchas are off. A script cannot spray codes without solving one. */
  captchaSolved: (verification: string | undefined) => Promise<boolean>;
};

export async function smsRoutes(fastify: FastifyInstance, opts: SmsRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // pig: GET /admin/sysMessage/send/smsCode?mobile=&registered=&captchaType=&captchaVerification=
  app.get(
    '/api/admin/sysMessage/send/smsCode',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        querystring: smsCodeQuerySchema,
        response: { 200: envelopeSchema(smsCodeAnswerSchema) },
      },
    },
    async (req) =>
      ok(
        // The tenant's SMS channel (Console › Messages), else the server's default.
        await requestCode(app.database.db, await tenantSmsGateway(app, req.tenantId), opts.captchaSolved, {
          tenantId: req.tenantId,
          phone: req.query.mobile,
          registered: req.query.registered,
          verification: req.query.captchaVerification,
          source: req.ip,
          lang: langOf(req),
        }),
      ),
  );
}
