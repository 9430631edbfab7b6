import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enterpriseRegisterAnswerSchema,
  enterpriseRegisterSchema,
  enterpriseSchema,
  enterpriseUpdateSchema,
  invoiceProfileInputSchema,
  invoiceProfileSchema,
  invoiceProfileUpdateSchema,
} from '@contract/enterprise';
import { envelopeSchema, idString } from '@contract/envelope';
import { actorOf } from '../../plugins/guards';
import { ok } from '../../lib/wire';
import * as enterprises from './enterprise.service';

const tags = ['enterprise'];

/**
 * An enterprise's own calls (DESIGN §10): public registration, its info and its invoice profiles. These need no
 * permission string: the caller must administer an enterprise of its tenant (else 403), and only ever reaches
 * that enterprise's rows.
 */
export async function enterpriseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/api/edu/enterprise/register',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: enterpriseRegisterSchema,
        response: { 200: envelopeSchema(enterpriseRegisterAnswerSchema) },
      },
    },
    async (req) => ok(await enterprises.register(db(), req.tenantId, req.body)),
  );

  app.get(
    '/api/edu/enterprise/mine',
    { schema: { tags, response: { 200: envelopeSchema(enterpriseSchema) } } },
    async (req) => ok(await enterprises.mine(db(), actorOf(req))),
  );

  app.put(
    '/api/edu/enterprise/mine',
    {
      schema: { tags, body: enterpriseUpdateSchema, response: { 200: envelopeSchema(enterpriseSchema) } },
    },
    async (req) => ok(await enterprises.updateMine(db(), actorOf(req), req.body)),
  );

  app.get(
    '/api/edu/enterprise/invoice',
    { schema: { tags, response: { 200: envelopeSchema(z.array(invoiceProfileSchema)) } } },
    async (req) => ok(await enterprises.invoiceProfiles(db(), actorOf(req))),
  );

  app.post(
    '/api/edu/enterprise/invoice',
    {
      schema: {
        tags,
        body: invoiceProfileInputSchema,
        response: { 200: envelopeSchema(invoiceProfileSchema) },
      },
    },
    async (req) => ok(await enterprises.saveProfile(db(), actorOf(req), req.body)),
  );

  app.put(
    '/api/edu/enterprise/invoice',
    {
      schema: {
        tags,
        body: invoiceProfileUpdateSchema,
        response: { 200: envelopeSchema(invoiceProfileSchema) },
      },
    },
    async (req) => ok(await enterprises.saveProfile(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/edu/enterprise/invoice',
    {
      schema: {
        tags,
        body: z.array(idString).min(1).max(100),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await enterprises.deleteProfiles(db(), actorOf(req), req.body)),
  );
}
