import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idString, pageSchema } from '@contract/envelope';
import {
  PARAM_KEY,
  paramInputSchema,
  paramPageQuerySchema,
  paramSchema,
  paramUpdateSchema,
} from '@contract/param';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as params from './param.service';

const tags = ['param'];
const keyString = z.string().regex(PARAM_KEY);
/** pig-ui sends `keys` repeated (qs arrayFormat: 'repeat'); others send one comma-separated string. */
const keysQuery = z.object({
  keys: z
    .union([z.string().max(2000), z.array(z.string().max(64)).max(100)])
    .transform((v) => [v].flat().flatMap((k) => k.split(',')))
    .pipe(z.array(keyString).min(1).max(100)),
});

/** pig's parameter calls (pig-api.md §1.7 `param`): staff's CRUD, and the public reads of a value. */
export async function paramRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/param/page',
    {
      config: { permission: PERMISSIONS.paramView },
      schema: {
        tags,
        querystring: paramPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(paramSchema)) },
      },
    },
    async (req) => ok(await params.paramPage(db(), actorOf(req).tenantId, req.query)),
  );

  app.get(
    '/api/admin/param/details/:id',
    {
      config: { permission: PERMISSIONS.paramView },
      schema: { tags, params: z.object({ id: idString }), response: { 200: envelopeSchema(paramSchema) } },
    },
    async (req) => ok(await params.details(db(), actorOf(req).tenantId, Number(req.params.id))),
  );

  app.get(
    '/api/admin/param/details',
    {
      config: { permission: PERMISSIONS.paramView },
      schema: {
        tags,
        querystring: z
          .object({ publicKey: z.string().max(64).optional(), publicName: z.string().max(128).optional() })
          .refine((q) => q.publicKey !== undefined || q.publicName !== undefined, { path: ['publicKey'] }),
        response: { 200: envelopeSchema(paramSchema.nullable()) },
      },
    },
    async (req) => ok(await params.detailsByKey(db(), actorOf(req).tenantId, req.query)),
  );

  app.post(
    '/api/admin/param',
    {
      config: { permission: PERMISSIONS.paramAdd },
      schema: { tags, body: paramInputSchema, response: { 200: envelopeSchema(paramSchema) } },
    },
    async (req) => ok(await params.create(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/param',
    {
      config: { permission: PERMISSIONS.paramEdit },
      schema: { tags, body: paramUpdateSchema, response: { 200: envelopeSchema(paramSchema) } },
    },
    async (req) => ok(await params.update(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/param',
    {
      config: { permission: PERMISSIONS.paramDel },
      schema: {
        tags,
        body: z.array(idString).min(1).max(200),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await params.remove(db(), actorOf(req), req.body.map(Number))),
  );

  // Parameters are read where they are used, never cached here: there is nothing to refresh (pig clears Redis).
  app.put(
    '/api/admin/param/sync',
    {
      config: { permission: PERMISSIONS.paramEdit },
      schema: { tags, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async () => ok(true as const),
  );

  app.get(
    '/api/admin/param/publicValue/:key',
    {
      config: { public: true },
      schema: {
        tags,
        params: z.object({ key: keyString }),
        response: { 200: envelopeSchema(z.string().nullable()) },
      },
    },
    async (req) => ok(await params.publicValue(db(), req.tenantId, req.params.key)),
  );

  app.get(
    '/api/admin/param/publicValues',
    {
      config: { public: true },
      schema: {
        tags,
        querystring: keysQuery,
        response: { 200: envelopeSchema(z.record(z.string(), z.string())) },
      },
    },
    async (req) => ok(await params.publicValues(db(), req.tenantId, req.query.keys)),
  );
}
