import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictItemSchema, i18nInfoSchema, menuNodeSchema, systemConfigSchema, tenantSummarySchema } from '@contract/auth';
import { envelopeSchema } from '@contract/envelope';
import { authOf } from '../../plugins/guards';
import { ok } from '../../lib/wire';
import { t } from '../../lib/messages';
import { HttpError } from '../../plugins/errors';

const PUBLIC_DICTS = ['course_category', 'enrolment_status', 'checkin_method'];
import { dictItems, validTenants } from './system.repo';
import { i18nInfo, menuTree, siteConfig } from './system.service';

export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/health',
    { config: { public: true, skipTenant: true }, schema: { tags: ['system'], response: { 200: envelopeSchema(z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) })) } } },
    async () => ok({ status: 'ok' as const, db: app.database.kind }),
  );

  app.get(
    '/api/admin/tenant/list',
    { config: { public: true, skipTenant: true }, schema: { tags: ['system'], response: { 200: envelopeSchema(z.array(tenantSummarySchema)) } } },
    async () => ok((await validTenants(db(), new Date())).map((r) => ({ id: String(r.id), name: r.name, code: r.code }))),
  );

  app.get('/api/admin/i18n/info', { config: { public: true }, schema: { tags: ['system'], response: { 200: envelopeSchema(i18nInfoSchema) } } }, async () => ok(await i18nInfo(db())));

  app.get(
    '/api/admin/system/config',
    { config: { public: true }, schema: { tags: ['system'], response: { 200: envelopeSchema(systemConfigSchema) } } },
    async (req) => ok({ i18n: await i18nInfo(db()), site: await siteConfig(db(), req.tenantId) }),
  );

  app.get(
    '/api/admin/menu',
    { schema: { tags: ['system'], querystring: z.object({ type: z.enum(['top', 'menu']).optional(), parentId: z.string().optional() }), response: { 200: envelopeSchema(z.array(menuNodeSchema)) } } },
    async (req) => ok(await menuTree(db(), authOf(req).userId, req.query.type)),
  );

  app.get(
    '/api/admin/dict/type/:type',
    { config: { public: true, optionalAuth: true }, schema: { tags: ['dict'], params: z.object({ type: z.string().regex(/^[a-z_]{1,64}$/) }), response: { 200: envelopeSchema(z.array(dictItemSchema)) } } },
    async (req) => {
      // The portal's own dictionaries are readable before login (course categories on the home page).
      if (!req.auth && !PUBLIC_DICTS.includes(req.params.type)) throw new HttpError(424, t(req, 'tokenExpired'), 'invalid_bearer_token');
      return ok(
        (await dictItems(db(), req.tenantId, req.params.type)).map((r) => ({
          id: String(r.id),
          dictId: String(r.dictId),
          dictType: r.dictType,
          value: r.itemValue,
          label: r.label,
          labelEn: r.labelEn,
          description: r.description,
          sortOrder: r.sortOrder,
        })),
      );
    },
  );
}
