import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleSchema, sysUserSchema, userInfoSchema } from '@contract/auth';
import { envelopeSchema, pageQuerySchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { authOf, requirePermission } from '../../plugins/guards';
import { fail, ok, page } from '../../lib/wire';
import { t } from '../../lib/messages';
import { tenantRoles, userPage } from './user.repo';
import { toRole, toSysUser, userInfo } from './user.service';

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get('/api/admin/user/info', { schema: { tags: ['user'], response: { 200: envelopeSchema(userInfoSchema.nullable()) } } }, async (req) => {
    const auth = authOf(req);
    const info = await userInfo(db(), auth.tenantId, auth.userId);
    return info ? ok(info) : fail(t(req, 'userInfoEmpty'));
  });

  app.get(
    '/api/admin/user/page',
    {
      preHandler: requirePermission(app, PERMISSIONS.userView),
      schema: { tags: ['user'], querystring: pageQuerySchema.extend({ username: z.string().max(64).optional() }), response: { 200: envelopeSchema(pageSchema(sysUserSchema)) } },
    },
    async (req) => {
      const { current, size, username } = req.query;
      const { records, total } = await userPage(db(), req.tenantId, { current, size, username });
      return ok(page(records.map(toSysUser), total, current, size));
    },
  );

  app.get('/api/admin/role/list', { schema: { tags: ['role'], response: { 200: envelopeSchema(z.array(roleSchema)) } } }, async (req) =>
    ok((await tenantRoles(db(), authOf(req).tenantId)).map(toRole)),
  );
}
