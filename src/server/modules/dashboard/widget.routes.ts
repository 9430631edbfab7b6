import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleWidgetInputSchema, roleWidgetParamSchema, roleWidgetSchema } from '@contract/dashboard';
import { envelopeSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as widgets from './widget.service';

const tags = ['role'];

/**
 * pig's role widgets (SysRoleController /role/widget*): the caller's home (any signed-in person), a role's
 * (sys_role_view) and saving one (sys_role_edit).
 */
export async function widgetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/role/widget/current',
    { schema: { tags, response: { 200: envelopeSchema(roleWidgetSchema.nullable()) } } },
    async (req) => ok(await widgets.current(db(), actorOf(req))),
  );

  app.get(
    '/api/admin/role/widget/:roleId',
    {
      config: { permission: PERMISSIONS.roleView },
      schema: {
        tags,
        params: roleWidgetParamSchema,
        response: { 200: envelopeSchema(roleWidgetSchema.nullable()) },
      },
    },
    async (req) => ok(await widgets.ofRole(db(), actorOf(req).tenantId, Number(req.params.roleId))),
  );

  app.put(
    '/api/admin/role/widget',
    {
      config: { permission: PERMISSIONS.roleEdit },
      schema: { tags, body: roleWidgetInputSchema, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async (req) => ok(await widgets.save(db(), actorOf(req), req.body)),
  );
}
