import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idListSchema, idParamSchema, pageQuerySchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import {
  providerAnswerSchema,
  providerBodySchema,
  socialAuthorizeSchema,
  socialBindBodySchema,
  socialBindReturnBodySchema,
  socialBindingSchema,
  socialDetailsBodySchema,
  socialDetailsSchema,
  socialProviderSchema,
  pigSocialBodySchema,
  pigSocialSchema,
} from '@contract/social';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as social from './social.service';
import * as pig from './pig.service';

/**
 * Social login: the login tab's providers and the authorize redirect (public), the caller's own
 * bindings, and staff's provider settings (pig's sys_social_details) whose secret is never answered.
 */
export async function socialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['social'];

  app.get(
    '/api/admin/social/providers',
    {
      config: { public: true },
      schema: { tags, response: { 200: envelopeSchema(z.array(socialProviderSchema)) } },
    },
    async (req) => ok(await social.publicProviders(db(), req.tenantId)),
  );

  app.get(
    '/api/admin/social/authorize/:id',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(socialAuthorizeSchema) } },
    },
    async (req) => ok(await social.authorize(db(), req.tenantId, Number(req.params.id))),
  );

  app.get(
    '/api/admin/social/bindings',
    { schema: { tags, response: { 200: envelopeSchema(z.array(socialBindingSchema)) } } },
    async (req) => ok(await social.bindings(db(), actorOf(req))),
  );

  app.post(
    '/api/admin/social/bind',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, body: socialBindBodySchema, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async (req) => ok(await social.bind(db(), actorOf(req), req.body.ticket)),
  );

  app.post(
    '/api/admin/social/bind/return',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: socialBindReturnBodySchema,
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await social.bindReturned(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/social/bindings/:id',
    { schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(z.literal(true)) } } },
    async (req) => ok(await social.unbind(db(), actorOf(req), Number(req.params.id))),
  );

  app.get(
    '/api/admin/social',
    {
      config: { permission: PERMISSIONS.socialView },
      schema: { tags, response: { 200: envelopeSchema(z.array(socialDetailsSchema)) } },
    },
    async (req) => ok(await social.staffList(db(), actorOf(req).tenantId)),
  );

  app.post(
    '/api/admin/social',
    {
      config: { permission: PERMISSIONS.socialAdd },
      // Ours, or pig's console's form (remark, ext), answered in the shape it was sent in.
      schema: { tags, body: providerBodySchema, response: { 200: envelopeSchema(providerAnswerSchema) } },
    },
    async (req) =>
      ok(
        'remark' in req.body
          ? await pig.pigCreate(db(), actorOf(req), req.body)
          : await social.createProvider(db(), actorOf(req), req.body),
      ),
  );

  app.put(
    '/api/admin/social/:id',
    {
      config: { permission: PERMISSIONS.socialEdit },
      schema: {
        tags,
        params: idParamSchema,
        body: socialDetailsBodySchema,
        response: { 200: envelopeSchema(socialDetailsSchema) },
      },
    },
    async (req) => ok(await social.updateProvider(db(), actorOf(req), Number(req.params.id), req.body)),
  );

  app.delete(
    '/api/admin/social/:id',
    {
      config: { permission: PERMISSIONS.socialDel },
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async (req) => ok(await social.removeProvider(db(), actorOf(req), Number(req.params.id))),
  );

  // pig's own console (pig-ui's 密钥管理 page) in its wire: a page, getById, and the body with the id in it.
  app.get(
    '/api/admin/social/page',
    {
      config: { permission: PERMISSIONS.socialView },
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(pigSocialSchema)) },
      },
    },
    async (req) => ok(await pig.pigPage(db(), actorOf(req).tenantId, req.query)),
  );

  app.get(
    '/api/admin/social/getById/:id',
    {
      config: { permission: PERMISSIONS.socialView },
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(pigSocialSchema) } },
    },
    async (req) => ok(await pig.pigById(db(), actorOf(req).tenantId, req.params.id)),
  );

  app.put(
    '/api/admin/social',
    {
      config: { permission: PERMISSIONS.socialEdit },
      schema: { tags, body: pigSocialBodySchema, response: { 200: envelopeSchema(pigSocialSchema) } },
    },
    async (req) => ok(await pig.pigUpdate(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/social',
    {
      config: { permission: PERMISSIONS.socialDel },
      schema: {
        tags,
        body: idListSchema(100),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await pig.pigRemove(db(), actorOf(req), req.body)),
  );
}
