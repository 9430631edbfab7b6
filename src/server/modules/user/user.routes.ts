import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleSchema, userInfoSchema } from '@contract/auth';
import { envelopeSchema } from '@contract/envelope';
import { actorOf } from '../../lib/request-context';
import { fail, ok } from '../../lib/wire';
import { t } from '../../lib/messages';
import { roleList } from './user.service';

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/user/info',
    { schema: { tags: ['user'], response: { 200: envelopeSchema(userInfoSchema.nullable()) } } },
    async (req) => {
      const actor = actorOf(req);
      const info = await app.users.info(db(), actor.tenantId, actor.userId);
      return info ? ok(info) : fail(t(req, 'userInfoEmpty'));
    },
  );

  app.get(
    '/api/admin/role/list',
    { schema: { tags: ['role'], response: { 200: envelopeSchema(z.array(roleSchema)) } } },
    async (req) => ok(await roleList(db(), actorOf(req).tenantId)),
  );
}
