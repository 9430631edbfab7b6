import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientIdParamsSchema,
  clientInputSchema,
  clientLookupQuerySchema,
  clientPageQuerySchema,
  clientSchema,
  clientUpdateSchema,
} from '@contract/client';
import { envelopeSchema, idListSchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as clients from './client.service';

const tags = ['client'];
const platform = { platformOnly: true } as const;

/**
 * pig's OAuth client calls (its `client` module), the platform tenant's alone. Nothing is cached: the token
 * endpoint reads the client at every login, so an edit holds from the next one.
 */
export async function clientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/client/page',
    {
      config: { permission: PERMISSIONS.clientView, ...platform },
      schema: {
        tags,
        querystring: clientPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(clientSchema)) },
      },
    },
    async (req) => ok(await clients.clientPage(db(), req.query)),
  );

  app.get(
    '/api/admin/client/details',
    {
      config: { permission: PERMISSIONS.clientView, ...platform },
      schema: {
        tags,
        querystring: clientLookupQuerySchema,
        response: { 200: envelopeSchema(clientSchema.nullable()) },
      },
    },
    async (req) => ok(await clients.lookup(db(), req.query.clientId)),
  );

  // The secret is answered here only, to the one who may edit the client (pig's console fills its form).
  app.get(
    '/api/admin/client/:clientId',
    {
      config: { permission: PERMISSIONS.clientEdit, ...platform },
      schema: {
        tags,
        params: clientIdParamsSchema,
        response: { 200: envelopeSchema(clientSchema) },
      },
    },
    async (req) => ok(await clients.details(db(), req.params.clientId)),
  );

  app.post(
    '/api/admin/client',
    {
      config: { permission: PERMISSIONS.clientAdd, ...platform },
      schema: { tags, body: clientInputSchema, response: { 200: envelopeSchema(clientSchema) } },
    },
    async (req) => ok(await clients.create(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/client',
    {
      config: { permission: PERMISSIONS.clientEdit, ...platform },
      schema: { tags, body: clientUpdateSchema, response: { 200: envelopeSchema(clientSchema) } },
    },
    async (req) => ok(await clients.update(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/client',
    {
      config: { permission: PERMISSIONS.clientDel, ...platform },
      schema: {
        tags,
        body: idListSchema(100),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await clients.remove(db(), actorOf(req), req.body.map(Number))),
  );

  // Clients are read at every login, never cached: there is nothing to refresh (pig clears Redis).
  app.put(
    '/api/admin/client/sync',
    {
      config: { permission: PERMISSIONS.clientEdit, ...platform },
      schema: { tags, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async () => ok(true as const),
  );
}
