import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enterpriseAdminSchema,
  enterprisePageQuerySchema,
  enterpriseReviewSchema,
  idQuerySchema,
  licenceAnswerSchema,
  enterpriseRegisterAnswerSchema,
  enterpriseRegisterSchema,
  enterpriseSchema,
  enterpriseUpdateSchema,
  invoiceProfileInputSchema,
  invoiceProfileSchema,
  invoiceProfileUpdateSchema,
} from '@contract/enterprise';
import { LICENCE_MAX_BYTES } from '@contract/enterprise-rules';
import { envelopeSchema, idListSchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../../lib/request-context';
import { HttpError } from '../../../plugins/errors';
import { t } from '../../../lib/messages';
import { sendStoredFile } from '../../../lib/send-file';
import { ok } from '../../../lib/wire';
import { tenantSmsGateway } from '../../channel';
import * as enterprises from './profile.service';
import * as invoiceProfiles from './invoice-profiles.service';
import { registerMultipart, uploadedFile } from '../../../lib/multipart';

const tags = ['enterprise'];

/**
 * An enterprise's own calls: public registration with its licence, its info and its invoice
 * profiles. These need no permission string: the caller must administer an enterprise of its tenant (else 403),
 * and only ever reaches that enterprise's rows. Staff's list and review need `edu_enterprise_*`.
 */
export async function enterpriseRoutes(fastify: FastifyInstance) {
  // One licence per request; one byte over the limit tells a file at the limit from a bigger one.
  await registerMultipart(fastify, { fileSize: LICENCE_MAX_BYTES + 1, fields: 2 });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/api/edu/enterprise/licence',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(licenceAnswerSchema) },
      },
    },
    async (req) => {
      const part = await uploadedFile(req);
      if (!part) throw new HttpError(400, t(req, 'fileMissing'));
      return ok(
        await enterprises.uploadLicence(db(), app.files, req.tenantId, {
          filename: part.filename,
          stream: part.file,
        }),
      );
    },
  );

  app.get(
    '/api/edu/enterprise/licence',
    { schema: { tags, querystring: idQuerySchema } },
    async (req, reply) => {
      const file = await enterprises.licenceOf(db(), actorOf(req), Number(req.query.id));
      if (!(await sendStoredFile(req, reply, file))) throw new HttpError(404, t(req, 'licenceNotFound'));
      return reply;
    },
  );

  app.get(
    '/api/edu/enterprise/page',
    {
      config: { permission: PERMISSIONS.enterpriseView },
      schema: {
        tags,
        querystring: enterprisePageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(enterpriseAdminSchema)) },
      },
    },
    async (req) => ok(await enterprises.enterprisePage(db(), actorOf(req).tenantId, req.query)),
  );

  app.put(
    '/api/edu/enterprise/review',
    {
      config: { permission: PERMISSIONS.enterpriseReview },
      schema: { tags, body: enterpriseReviewSchema, response: { 200: envelopeSchema(enterpriseSchema) } },
    },
    async (req) =>
      ok(
        await enterprises.reviewEnterprise(
          db(),
          app.bus,
          await tenantSmsGateway(app, req.tenantId),
          actorOf(req),
          req.body,
          (err) => req.log.warn({ err }, 'enterprise review notice not sent'),
        ),
      ),
  );

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
    async (req) => ok(await enterprises.register(db(), app.bus, req.tenantId, req.body)),
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
    async (req) => ok(await enterprises.updateMine(db(), app.bus, actorOf(req), req.body)),
  );

  app.get(
    '/api/edu/enterprise/invoice',
    { schema: { tags, response: { 200: envelopeSchema(z.array(invoiceProfileSchema)) } } },
    async (req) => ok(await invoiceProfiles.invoiceProfiles(db(), actorOf(req))),
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
    async (req) => ok(await invoiceProfiles.saveProfile(db(), actorOf(req), req.body)),
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
    async (req) => ok(await invoiceProfiles.saveProfile(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/edu/enterprise/invoice',
    {
      schema: {
        tags,
        body: idListSchema(100),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await invoiceProfiles.deleteProfiles(db(), actorOf(req), req.body)),
  );
}
