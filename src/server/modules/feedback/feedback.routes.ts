import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  feedbackAdminQuerySchema,
  feedbackAdminSchema,
  feedbackAttachmentQuerySchema,
  feedbackIdSchema,
  feedbackInputSchema,
  feedbackPageQuerySchema,
  feedbackReplySchema,
  feedbackSchema,
} from '@contract/feedback';
import { envelopeSchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { actorOf } from '../../lib/request-context';
import { HttpError } from '../../plugins/errors';
import { t } from '../../lib/messages';
import { sendStoredFile } from '../../lib/send-file';
import { ok } from '../../lib/wire';
import * as feedback from './feedback.service';

const tags = ['feedback'];

/**
 * A person's or an enterprise admin's feedback: send, and read one's own with the replies. Staff's
 * inbox: read (edu_feedback_view), reply, close and reopen (edu_feedback_reply).
 */
export async function feedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/api/edu/feedback',
    { schema: { tags, body: feedbackInputSchema, response: { 200: envelopeSchema(feedbackSchema) } } },
    async (req) => ok(await feedback.send(db(), app.bus, actorOf(req), req.body)),
  );

  app.get(
    '/api/edu/feedback/mine',
    {
      schema: {
        tags,
        querystring: feedbackPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(feedbackSchema)) },
      },
    },
    async (req) => ok(await feedback.mine(db(), actorOf(req), req.query)),
  );

  app.get(
    '/api/edu/feedback/attachment',
    {
      schema: {
        tags,
        querystring: feedbackAttachmentQuerySchema,
      },
    },
    async (req, reply) => {
      const file = await feedback.attachment(db(), actorOf(req), Number(req.query.id), req.query.fileName);
      if (!(await sendStoredFile(req, reply, file))) throw new HttpError(404, t(req, 'fileNotFound'));
      return reply;
    },
  );

  app.get(
    '/api/edu/feedback/page',
    {
      config: { permission: PERMISSIONS.feedbackView },
      schema: {
        tags,
        querystring: feedbackAdminQuerySchema,
        response: { 200: envelopeSchema(pageSchema(feedbackAdminSchema)) },
      },
    },
    async (req) => ok(await feedback.inbox(db(), actorOf(req).tenantId, req.query)),
  );

  app.put(
    '/api/edu/feedback/reply',
    {
      config: { permission: PERMISSIONS.feedbackReply },
      schema: { tags, body: feedbackReplySchema, response: { 200: envelopeSchema(feedbackSchema) } },
    },
    async (req) => ok(await feedback.reply(db(), app.bus, actorOf(req), req.body)),
  );

  app.put(
    '/api/edu/feedback/close',
    {
      config: { permission: PERMISSIONS.feedbackReply },
      schema: { tags, body: feedbackIdSchema, response: { 200: envelopeSchema(feedbackSchema) } },
    },
    async (req) => ok(await feedback.close(db(), actorOf(req), req.body.id)),
  );

  app.put(
    '/api/edu/feedback/reopen',
    {
      config: { permission: PERMISSIONS.feedbackReply },
      schema: { tags, body: feedbackIdSchema, response: { 200: envelopeSchema(feedbackSchema) } },
    },
    async (req) => ok(await feedback.reopen(db(), actorOf(req), req.body.id)),
  );
}
