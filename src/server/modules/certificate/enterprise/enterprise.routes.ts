import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  enterpriseCertificateQuerySchema,
  enterpriseCertificateSchema,
  enterpriseHoursSchema,
  enterpriseYearQuerySchema,
} from '@contract/certificate-enterprise';
import { envelopeSchema, pageSchema } from '@contract/envelope';
import { langOf } from '../../../lib/messages';
import { actorOf, publicOrigin } from '../../../lib/request-context';
import { sendWorkbook } from '../../../lib/send-file';
import { ok } from '../../../lib/wire';
import * as certificates from './enterprise.service';

const tags = ['certificate'];

/**
 * An enterprise admin's members' certificates and their credit hours by year. No permission string, as the other
 * enterprise calls: the caller must administer an approved enterprise of its tenant (else 403) and reaches only its
 * own current members (enterprise.service.ts).
 */
export async function enterpriseCertificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/edu/certificate/enterprise/page',
    {
      schema: {
        tags,
        querystring: enterpriseCertificateQuerySchema,
        response: { 200: envelopeSchema(pageSchema(enterpriseCertificateSchema)) },
      },
    },
    async (req) =>
      ok(await certificates.memberCertificates(db(), actorOf(req), publicOrigin(req), req.query)),
  );

  app.get(
    '/api/edu/certificate/enterprise/hours',
    {
      schema: {
        tags,
        querystring: enterpriseYearQuerySchema,
        response: { 200: envelopeSchema(enterpriseHoursSchema) },
      },
    },
    async (req) => ok(await certificates.memberHours(db(), actorOf(req), req.query.year)),
  );

  app.get(
    '/api/edu/certificate/enterprise/export',
    { schema: { tags, querystring: enterpriseYearQuerySchema } },
    async (req, reply) => {
      const file = await certificates.memberCertificatesExport(
        db(),
        actorOf(req),
        langOf(req),
        req.query.year,
      );
      return sendWorkbook(reply, file, 'member-certificates.xlsx');
    },
  );
}
