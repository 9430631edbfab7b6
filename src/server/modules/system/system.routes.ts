import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictItemSchema } from '@contract/dict';
import { healthSchema, readySchema, systemConfigSchema } from '@contract/system';
import { i18nInfoSchema } from '@contract/i18n';
import { menuNodeSchema, userMenuQuerySchema } from '@contract/menu';
import { tenantSummarySchema } from '@contract/tenant';
import { dictTypeParamsSchema } from '@contract/dict';
import { envelopeSchema } from '@contract/envelope';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import {
  databaseAnswers,
  dictionary,
  health,
  i18nInfo,
  menuTree,
  systemConfig,
  tenantList,
} from './system.service';
import { HttpError } from '../../plugins/errors';
import { t } from '../../lib/messages';

export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/health',
    {
      config: { public: true, skipTenant: true },
      schema: {
        tags: ['system'],
        response: { 200: envelopeSchema(healthSchema) },
      },
    },
    async (req) => ok(health(app.database.kind, req.ip)),
  );

  // Readiness, for a proxy or an orchestrator: 503 while the database does not answer or the process is stopping;
  // the server listens only once its migrations have run.
  app.get(
    '/api/ready',
    {
      config: { public: true, skipTenant: true },
      schema: { tags: ['system'], response: { 200: envelopeSchema(readySchema) } },
    },
    async (req) => {
      if (app.lifecycle.closing || !(await databaseAnswers(db())))
        throw new HttpError(503, t(req, 'notReady'));
      return ok({ status: 'ready' as const });
    },
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
        querystring: userMenuQuerySchema,
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
        params: dictTypeParamsSchema,
        response: { 200: envelopeSchema(z.array(dictItemSchema)) },
      },
    },
    async (req) => ok(await dictionary(db(), req.tenantId, req.params.type, !!req.actor)),
  );
}
