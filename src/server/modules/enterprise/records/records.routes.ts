import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { enrolmentSchema } from '@contract/enrolment';
import {
  enrolImportQuerySchema,
  enterpriseEnrolAnswerSchema,
  enterpriseEnrolSchema,
  enterpriseRecordQuerySchema,
  recordCancelSchema,
} from '@contract/enterprise';
import { envelopeSchema, pageSchema } from '@contract/envelope';
import { IMPORT_LIMITS, uploadedWorkbook } from '../../../lib/excel';
import { langOf } from '../../../lib/messages';
import { sendWorkbook } from '../../../lib/send-file';
import { ok } from '../../../lib/wire';
import { actorOf } from '../../../lib/request-context';
import * as records from './records.service';
import { registerMultipart } from '../../../lib/multipart';

const tags = ['enterprise'];
const filterOf = (q: z.output<typeof enterpriseRecordQuerySchema>): records.RecordFilter => ({
  courseId: q.courseId ? Number(q.courseId) : undefined,
  userId: q.userId ? Number(q.userId) : undefined,
  status: q.status,
});

/**
 * An enterprise admin's sign-up records and bulk enrolment. No permission string, as the other
 * enterprise calls: the caller must administer an enterprise of its tenant (else 403) and only reaches its own.
 * Each write says seats-changed (records.service.ts), as a person's sign-up does.
 */
export async function recordRoutes(fastify: FastifyInstance) {
  await registerMultipart(fastify, IMPORT_LIMITS);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/edu/enterprise/record',
    {
      schema: {
        tags,
        querystring: enterpriseRecordQuerySchema,
        response: { 200: envelopeSchema(pageSchema(enrolmentSchema)) },
      },
    },
    async (req) =>
      ok(await records.records(db(), actorOf(req), filterOf(req.query), req.query.current, req.query.size)),
  );

  app.get(
    '/api/edu/enterprise/record/export',
    { schema: { tags, querystring: enterpriseRecordQuerySchema } },
    async (req, reply) =>
      sendWorkbook(
        reply,
        await records.recordExport(db(), actorOf(req), filterOf(req.query), langOf(req)),
        'sign-ups.xlsx',
      ),
  );

  app.put(
    '/api/edu/enterprise/record/cancel',
    { schema: { tags, body: recordCancelSchema, response: { 200: envelopeSchema(enrolmentSchema) } } },
    async (req) => ok(await records.recordCancel(db(), app.bus, actorOf(req), Number(req.body.id))),
  );

  app.post(
    '/api/edu/enterprise/enrol',
    {
      schema: {
        tags,
        body: enterpriseEnrolSchema,
        response: { 200: envelopeSchema(enterpriseEnrolAnswerSchema) },
      },
    },
    async (req) => ok(await records.enrolMembers(db(), app.bus, actorOf(req), req.body, langOf(req))),
  );

  app.post(
    '/api/edu/enterprise/enrol/import',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: enrolImportQuerySchema,
        response: { 200: envelopeSchema(enterpriseEnrolAnswerSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const file = await uploadedWorkbook(req);
      return ok(await records.enrolImport(db(), app.bus, actor, file, req.query, langOf(req)));
    },
  );

  app.get('/api/edu/enterprise/enrol/template', { schema: { tags } }, async (req, reply) =>
    sendWorkbook(reply, await records.enrolTemplate(db(), actorOf(req), langOf(req)), 'enrol-members.xlsx'),
  );
}
