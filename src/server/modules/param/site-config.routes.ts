import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@contract/envelope';
import { siteConfigFormSchema, siteConfigUpdateSchema } from '@contract/param';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import { saveSiteConfig, siteConfigForm } from './site-config.service';

/**
 * pig's site settings calls (its SysSystemInfoController: GET/PUT /system/site-config, DELETE
 * /system/site-config/refresh), over the site parameters. The site reads them afresh on every request
 * (/admin/system/config), so "refresh" has nothing to clear.
 */
export async function siteConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['param'];

  app.get(
    '/api/admin/system/site-config',
    {
      config: { permission: PERMISSIONS.siteConfigView },
      schema: { tags, response: { 200: envelopeSchema(siteConfigFormSchema) } },
    },
    async (req) => ok(await siteConfigForm(db(), actorOf(req).tenantId)),
  );

  app.put(
    '/api/admin/system/site-config',
    {
      config: { permission: PERMISSIONS.siteConfigEdit },
      schema: { tags, body: siteConfigUpdateSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (req) => ok(await saveSiteConfig(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/system/site-config/refresh',
    {
      config: { permission: PERMISSIONS.siteConfigEdit },
      schema: { tags, response: { 200: envelopeSchema(z.null()) } },
    },
    async () => ok(null),
  );
}
