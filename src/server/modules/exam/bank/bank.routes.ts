import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  questionCategoryInputSchema,
  questionCategorySchema,
  questionCategoryUpdateSchema,
  questionExportQuerySchema,
  questionInputSchema,
  questionPageQuerySchema,
  questionSchema,
  questionUpdateSchema,
} from '@contract/exam';
import { envelopeSchema, idListSchema, idParamSchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../../lib/request-context';
import { IMPORT_LIMITS, template, uploadedWorkbook } from '../../../lib/excel';
import { langOf } from '../../../lib/messages';
import { sendWorkbook } from '../../../lib/send-file';
import { ok } from '../../../lib/wire';
import * as bank from './bank.service';
import { exportQuestions, importQuestions } from './bank.sheet';
import { registerMultipart } from '../../../lib/multipart';

const tags = ['question'];
const ids = idListSchema(500);

/** Who reads the bank: whoever writes questions, and whoever builds papers from them. */
export const BANK_READERS = [
  PERMISSIONS.questionAdd,
  PERMISSIONS.questionEdit,
  PERMISSIONS.questionDel,
  PERMISSIONS.questionExport,
  PERMISSIONS.examAdd,
  PERMISSIONS.examEdit,
] as const;

/** Staff's question bank: categories, questions, Excel template, import and export. */
export async function questionBankRoutes(fastify: FastifyInstance) {
  await registerMultipart(fastify, IMPORT_LIMITS);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/edu/question/category/list',
    {
      config: { permission: BANK_READERS },
      schema: { tags, response: { 200: envelopeSchema(z.array(questionCategorySchema)) } },
    },
    async (req) => ok(await bank.categoryList(db(), actorOf(req).tenantId)),
  );
  app.post(
    '/api/edu/question/category',
    {
      config: { permission: PERMISSIONS.questionAdd },
      schema: {
        tags,
        body: questionCategoryInputSchema,
        response: { 200: envelopeSchema(questionCategorySchema) },
      },
    },
    async (req) => ok(await bank.createCategory(db(), actorOf(req), req.body)),
  );
  app.put(
    '/api/edu/question/category',
    {
      config: { permission: PERMISSIONS.questionEdit },
      schema: {
        tags,
        body: questionCategoryUpdateSchema,
        response: { 200: envelopeSchema(questionCategorySchema) },
      },
    },
    async (req) => ok(await bank.updateCategory(db(), actorOf(req), req.body)),
  );
  app.delete(
    '/api/edu/question/category',
    {
      config: { permission: PERMISSIONS.questionDel },
      schema: { tags, body: ids, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async (req) => ok(await bank.removeCategories(db(), actorOf(req), req.body.map(Number))),
  );

  app.get(
    '/api/edu/question/page',
    {
      config: { permission: BANK_READERS },
      schema: {
        tags,
        querystring: questionPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(questionSchema)) },
      },
    },
    async (req) => ok(await bank.questionPage(db(), actorOf(req).tenantId, req.query)),
  );
  app.get(
    '/api/edu/question/:id',
    {
      config: { permission: BANK_READERS },
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(questionSchema) } },
    },
    async (req) => ok(await bank.questionDetails(db(), actorOf(req).tenantId, Number(req.params.id))),
  );
  app.post(
    '/api/edu/question',
    {
      config: { permission: PERMISSIONS.questionAdd },
      schema: { tags, body: questionInputSchema, response: { 200: envelopeSchema(questionSchema) } },
    },
    async (req) => ok(await bank.createQuestion(db(), actorOf(req), req.body)),
  );
  app.put(
    '/api/edu/question',
    {
      config: { permission: PERMISSIONS.questionEdit },
      schema: { tags, body: questionUpdateSchema, response: { 200: envelopeSchema(questionSchema) } },
    },
    async (req) => ok(await bank.updateQuestion(db(), actorOf(req), req.body)),
  );
  app.delete(
    '/api/edu/question',
    {
      config: { permission: PERMISSIONS.questionDel },
      schema: { tags, body: ids, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async (req) => ok(await bank.removeQuestions(db(), actorOf(req), req.body.map(Number))),
  );

  app.get(
    '/api/edu/question/template',
    { config: { permission: PERMISSIONS.questionExport }, schema: { tags } },
    async (_req, reply) =>
      sendWorkbook(
        reply,
        { body: await template('question'), fileName: '题库导入模板.xlsx' },
        'questions-template.xlsx',
      ),
  );
  app.get(
    '/api/edu/question/export',
    {
      config: { permission: PERMISSIONS.questionExport },
      schema: {
        tags,
        querystring: questionExportQuerySchema,
      },
    },
    async (req, reply) =>
      sendWorkbook(
        reply,
        { body: await exportQuestions(db(), actorOf(req).tenantId, req.query), fileName: '题库.xlsx' },
        'questions.xlsx',
      ),
  );
  // The import adds questions; it is the bank's import-and-export button (edu_exam_question_export).
  app.post(
    '/api/edu/question/import',
    {
      config: { permission: PERMISSIONS.questionExport },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelopeSchema(z.null()) } },
    },
    async (req) => {
      const file = await uploadedWorkbook(req);
      return { ...ok(null), msg: await importQuestions(db(), actorOf(req), file, langOf(req)) };
    },
  );
}
