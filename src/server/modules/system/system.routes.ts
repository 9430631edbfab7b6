import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dictItemSchema,
  i18nInfoSchema,
  menuNodeSchema,
  systemConfigSchema,
  tenantSummarySchema,
} from '@contract/auth';
import { DICT_TYPE } from '@contract/dict';
import { envelopeSchema } from '@contract/envelope';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import { dictionary, i18nInfo, menuTree, systemConfig, tenantList } from './system.service';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/health',
    {
      config: { public: true, skipTenant: true },
      schema: {
        tags: ['system'],
        response: {
          200: envelopeSchema(
            z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']).optional() }),
          ),
        },
      },
    },
    // Anyone may ask whether the server is up; which database it runs on is told to this machine only.
    async (req) => ok({ status: 'ok' as const, ...(LOOPBACK.test(req.ip) ? { db: app.database.kind } : {}) }),
  );

  app.get(
    '/api/admin/tenant/list',
    {
      config: { public: true, skipTenant: true },
      schema: { tags: ['system'], response: { 200: envelopeSchema(z.array(tenantSummarySchema)) } },
    },
    async () => ok(await tenantList(db())),
  );

  app.get(
    '/api/admin/i18n/info',
    {
      config: { public: true },
      schema: { tags: ['system'], response: { 200: envelopeSchema(i18nInfoSchema) } },
    },
    async () => ok(await i18nInfo(db())),
  );

  app.get(
    '/api/admin/system/config',
    {
      config: { public: true },
      schema: { tags: ['system'], response: { 200: envelopeSchema(systemConfigSchema) } },
    },
    async (req) => ok(await systemConfig(db(), req.tenantId)),
  );

  app.get(
    '/api/admin/menu',
    {
      schema: {
        tags: ['system'],
        querystring: z.object({ type: z.enum(['top', 'menu']).optional(), parentId: z.string().optional() }),
        response: { 200: envelopeSchema(z.array(menuNodeSchema)) },
      },
    },
    async (req) => ok(await menuTree(db(), actorOf(req).userId, req.query.type)),
  );

  app.get(
    '/api/admin/dict/type/:type',
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ['dict'],
        params: z.object({ type: z.string().regex(DICT_TYPE) }),
        response: { 200: envelopeSchema(z.array(dictItemSchema)) },
      },
    },
    async (req) => ok(await dictionary(db(), req.tenantId, req.params.type, !!req.actor)),
  );
}
