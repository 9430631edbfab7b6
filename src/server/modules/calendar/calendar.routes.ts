import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarFeedParamsSchema,
  calendarFeedQuerySchema,
  calendarFileParamsSchema,
  calendarLinkQuerySchema,
  calendarSettingsBodySchema,
  followListSchema,
  followParamsSchema,
  myCalendarSchema,
} from '@contract/calendar';
import { envelopeSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { langOf } from '../../lib/messages';
import { DomainError, signInRequired } from '../../lib/domain-error';
import { actorOf, publicOrigin } from '../../lib/request-context';
import { contentDisposition } from '../../lib/send-file';
import { ok } from '../../lib/wire';
import * as calendar from './calendar.service';
import * as follows from './follow.service';
import { linkOwner } from './link.rules';

const tags = ['calendar'];
/** A feed is polled by calendar apps: at most this many asks a minute from one address. */
const FEED_RATE = { max: 30, timeWindow: '1 minute' };
const ICS_TYPE = 'text/calendar; charset=utf-8';

/**
 * Calendars: a session's or exam's .ics for the signed-in learner, the private feed (public, by its token alone),
 * and the learner's calendar settings with the feed's address.
 */
export async function calendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const sendIcs = (reply: FastifyReply, file: { name: string; text: string }) =>
    reply
      .type(ICS_TYPE)
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', contentDisposition(false, file.name))
      .send(file.text);

  /**
   * Whose file: the signed-in learner's, or a signed link's owner (the link a list gives, opened as a download).
   * Neither: sign in (424); a link past its month or altered: 403, open the page again.
   */
  const whoAsks = (req: FastifyRequest, query: Record<string, unknown>) => {
    if (req.actor) return req.actor;
    if (query.signature === undefined) throw signInRequired();
    const owner = linkOwner(app.urls, req.url.split('?')[0] ?? '', query);
    if (!owner || owner.tenantId !== req.tenantId) throw new DomainError('calendarLinkExpired', {}, 403);
    return owner;
  };
  const fileRoute = { public: true, optionalAuth: true };

  // A session's and an exam's file: one route each, the same steps.
  const files = { session: calendar.sessionFile, exam: calendar.examFile } as const;
  for (const [kind, fileOf] of Object.entries(files))
    app.get(
      `/api/edu/calendar/${kind}/:id.ics`,
      {
        config: fileRoute,
        schema: { tags, params: calendarFileParamsSchema, querystring: calendarLinkQuerySchema },
      },
      async (req, reply) => {
        const who = whoAsks(req, req.query);
        return sendIcs(reply, await fileOf(db(), who, langOf(req), publicOrigin(req), Number(req.params.id)));
      },
    );

  app.get(
    '/api/edu/calendar/mine',
    { schema: { tags, response: { 200: envelopeSchema(myCalendarSchema) } } },
    async (req) => ok(await calendar.mine(db(), actorOf(req), langOf(req), publicOrigin(req))),
  );

  app.put(
    '/api/edu/calendar/mine',
    {
      schema: { tags, body: calendarSettingsBodySchema, response: { 200: envelopeSchema(myCalendarSchema) } },
    },
    async (req) =>
      ok(await calendar.saveSettings(db(), actorOf(req), langOf(req), publicOrigin(req), req.body)),
  );

  app.post(
    '/api/edu/calendar/mine/reset',
    { schema: { tags, response: { 200: envelopeSchema(myCalendarSchema) } } },
    async (req) => ok(await calendar.resetFeed(db(), actorOf(req), langOf(req), publicOrigin(req))),
  );

  // The courses the learner follows (their sign-up deadlines are in the feed): the list, follow, stop following.
  const followList = { 200: envelopeSchema(followListSchema) };
  app.get('/api/edu/calendar/follow', { schema: { tags, response: followList } }, async (req) =>
    ok(await follows.followed(db(), actorOf(req))),
  );
  app.put(
    '/api/edu/calendar/follow/:courseId',
    { schema: { tags, params: followParamsSchema, response: followList } },
    async (req) => ok(await follows.follow(db(), actorOf(req), Number(req.params.courseId))),
  );
  app.delete(
    '/api/edu/calendar/follow/:courseId',
    { schema: { tags, params: followParamsSchema, response: followList } },
    async (req) => ok(await follows.unfollow(db(), actorOf(req), Number(req.params.courseId))),
  );

  // The feed: a calendar app sends no token and no tenant, so the address's token alone says whose it is.
  app.get(
    '/api/edu/calendar/:token.ics',
    {
      config: { public: true, skipTenant: true, rateLimit: FEED_RATE },
      schema: { tags, params: calendarFeedParamsSchema, querystring: calendarFeedQuerySchema },
    },
    async (req, reply) => {
      const answer = await calendar.feed(
        db(),
        req.params.token,
        publicOrigin(req),
        {
          ifNoneMatch: req.headers['if-none-match'],
          ifModifiedSince: req.headers['if-modified-since'],
          staff: req.query.staff === '1',
        },
        async (tenantId, userId) =>
          (await app.users.permissions(db(), tenantId, userId)).includes(PERMISSIONS.courseEdit),
      );
      reply
        .header('ETag', answer.etag)
        .header('Last-Modified', answer.lastModified.toUTCString())
        .header('Cache-Control', 'private, no-cache');
      if (answer.status === 304) return reply.code(304).send();
      return reply
        .type(ICS_TYPE)
        .header('Content-Disposition', 'inline; filename="peixun.ics"')
        .send(answer.text);
    },
  );
}
