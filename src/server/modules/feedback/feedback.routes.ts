import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackInputSchema, feedbackPageQuerySchema, feedbackSchema } from '@contract/enterprise';
import { envelopeSchema, pageSchema } from '@contract/envelope';
import { actorOf } from '../../plugins/guards';
import { ok } from '../../lib/wire';
import * as feedback from './feedback.service';

const tags = ['feedback'];

/** A person's or an enterprise admin's feedback (DESIGN §10): send, and read one's own with the replies. */
export async function feedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/api/edu/feedback',
    { schema: { tags, body: feedbackInputSchema, response: { 200: envelopeSchema(feedbackSchema) } } },
    async (req) => ok(await feedback.send(db(), actorOf(req), req.body)),
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
}
