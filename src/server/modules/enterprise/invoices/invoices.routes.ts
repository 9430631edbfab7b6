import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billableSchema,
  idQuerySchema,
  invoiceIssueSchema,
  invoiceRejectSchema,
  invoiceRequestInputSchema,
  invoiceRequestQuerySchema,
  invoicePageSchema,
  invoiceRequestSchema,
} from '@contract/enterprise';
import { envelopeSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { DomainError } from '../../../lib/domain-error';
import { sendStoredFile, type StoredFile } from '../../../lib/send-file';
import { ok } from '../../../lib/wire';
import { actorOf } from '../../../lib/request-context';
import * as invoices from './invoices.service';

const tags = ['enterprise'];

/**
 * Invoice requests: the enterprise admin's calls (no permission string; its own enterprise only, else 403) and
 * staff's with `edu_enterprise_invoice`.
 */
export async function invoiceRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const staff = { permission: PERMISSIONS.enterpriseInvoice };
  const send = async (
    req: Parameters<typeof sendStoredFile>[0],
    reply: Parameters<typeof sendStoredFile>[1],
    file: StoredFile,
  ) => {
    if (!(await sendStoredFile(req, reply, file))) throw new DomainError('fileNotFound', {}, 404);
    return reply;
  };

  app.get(
    '/api/edu/enterprise/invoice/billable',
    { schema: { tags, response: { 200: envelopeSchema(z.array(billableSchema)) } } },
    async (req) => ok(await invoices.billableOf(db(), actorOf(req))),
  );

  app.post(
    '/api/edu/enterprise/invoice/request',
    {
      schema: {
        tags,
        body: invoiceRequestInputSchema,
        response: { 200: envelopeSchema(invoiceRequestSchema) },
      },
    },
    async (req) => ok(await invoices.requestInvoice(db(), app.bus, actorOf(req), req.body)),
  );

  app.get(
    '/api/edu/enterprise/invoice/request',
    {
      schema: {
        tags,
        querystring: invoiceRequestQuerySchema,
        response: { 200: envelopeSchema(invoicePageSchema) },
      },
    },
    async (req) => ok(await invoices.myRequests(db(), actorOf(req), req.query)),
  );

  app.get(
    '/api/edu/enterprise/invoice/request/file',
    { schema: { tags, querystring: idQuerySchema } },
    async (req, reply) =>
      send(req, reply, await invoices.myInvoiceFile(db(), actorOf(req), Number(req.query.id))),
  );

  app.get(
    '/api/edu/invoice/page',
    {
      config: staff,
      schema: {
        tags,
        querystring: invoiceRequestQuerySchema,
        response: { 200: envelopeSchema(invoicePageSchema) },
      },
    },
    async (req) => ok(await invoices.requestList(db(), req.tenantId, req.query)),
  );

  app.put(
    '/api/edu/invoice/issue',
    {
      config: staff,
      schema: { tags, body: invoiceIssueSchema, response: { 200: envelopeSchema(invoiceRequestSchema) } },
    },
    async (req) => ok(await invoices.issue(db(), app.bus, actorOf(req), req.body)),
  );

  app.put(
    '/api/edu/invoice/reject',
    {
      config: staff,
      schema: { tags, body: invoiceRejectSchema, response: { 200: envelopeSchema(invoiceRequestSchema) } },
    },
    async (req) => ok(await invoices.reject(db(), app.bus, actorOf(req), req.body)),
  );

  app.get(
    '/api/edu/invoice/file',
    { config: staff, schema: { tags, querystring: idQuerySchema } },
    async (req, reply) =>
      send(req, reply, await invoices.staffInvoiceFile(db(), req.tenantId, Number(req.query.id))),
  );
}
