import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importQuerySchema,
  memberAddSchema,
  memberImportAnswerSchema,
  memberPageQuerySchema,
  memberSchema,
} from '@contract/enterprise';
import { envelopeSchema, idListSchema, pageSchema } from '@contract/envelope';
import { actorOf } from '../../../lib/request-context';
import { IMPORT_LIMITS, uploadedWorkbook } from '../../../lib/excel';
import { langOf } from '../../../lib/messages';
import { sendWorkbook } from '../../../lib/send-file';
import { ok } from '../../../lib/wire';
import * as members from './members.service';
import { registerMultipart } from '../../../lib/multipart';

const tags = ['enterprise'];

/**
 * An approved enterprise's members: list, add, remove, the Excel template and import. No permission
 * string: the caller must administer an approved enterprise of its tenant, and reaches only its members.
 */
export async function enterpriseMemberRoutes(fastify: FastifyInstance) {
  await registerMultipart(fastify, IMPORT_LIMITS);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/edu/enterprise/member',
    {
      schema: {
        tags,
        querystring: memberPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(memberSchema)) },
      },
    },
    async (req) => ok(await members.memberPage(db(), actorOf(req), req.query)),
  );

  app.post(
    '/api/edu/enterprise/member',
    { schema: { tags, body: memberAddSchema, response: { 200: envelopeSchema(memberSchema) } } },
    async (req) => ok(await members.addMember(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/edu/enterprise/member',
    {
      schema: {
        tags,
        body: idListSchema(500),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await members.removeMembers(db(), actorOf(req), req.body)),
  );

  app.get('/api/edu/enterprise/member/template', { schema: { tags } }, async (req, reply) =>
    sendWorkbook(reply, await members.memberTemplate(db(), actorOf(req)), 'members-template.xlsx'),
  );

  app.post(
    '/api/edu/enterprise/member/import',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: { 200: envelopeSchema(memberImportAnswerSchema) },
      },
    },
    // The upload is read only once the enterprise is known to be approved (importMembers).
    async (req) =>
      ok(
        await members.importMembers(
          db(),
          actorOf(req),
          () => uploadedWorkbook(req),
          langOf(req),
          req.query.dryRun === 'true',
        ),
      ),
  );
}
