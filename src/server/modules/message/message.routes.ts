import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idListSchema, idParamSchema, pageSchema } from '@contract/envelope';
import {
  messageDetailSchema,
  messageIdQuerySchema,
  messageInputSchema,
  messagePageQuerySchema,
  messageReadQuerySchema,
  messageReadSchema,
  messageSchema,
  staffMessageSchema,
  messageUpdateSchema,
  unreadSchema,
  userMessageQuerySchema,
} from '@contract/message';
import { PERMISSIONS } from '@contract/permissions';
import type { Actor } from '../../lib/actor';
import { langOf } from '../../lib/messages';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as admin from './admin.service';
import * as messages from './message.service';

const tags = ['message'];
const BASE = '/api/admin/sysMessage';
const DELETE_MAX = 200;

/**
 * pig's 站内信 calls (`/admin/sysMessage/*`, as pig-ui's api/admin/message.ts sends them: `?id=` on read and send,
 * a JSON array of ids to delete). Anyone signed in reads their own messages and marks them read; staff with the
 * sys_message_* buttons manage the tenant's. Ours besides pig's: the bell (`/user/unread`), read all, the stream.
 */
export async function messageRoutes(
  fastify: FastifyInstance,
  opts: { openStream: (actor: Actor, reply: FastifyReply) => FastifyReply },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const done = envelopeSchema(z.literal(true));

  app.get(
    `${BASE}/user/page`,
    {
      schema: {
        tags,
        querystring: userMessageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(messageSchema)) },
      },
    },
    async (req) => ok(await messages.mine(db(), actorOf(req), langOf(req), req.query)),
  );
  app.get(
    `${BASE}/user/unread`,
    { schema: { tags, response: { 200: envelopeSchema(unreadSchema) } } },
    async (req) => ok(await messages.unread(db(), actorOf(req), langOf(req))),
  );
  // Reading is no operation worth a log entry: a reader makes one a notice.
  app.post(
    `${BASE}/read`,
    {
      config: { operationLog: false },
      schema: { tags, querystring: messageIdQuerySchema, response: { 200: done } },
    },
    async (req) => ok(await messages.read(db(), app.bus, actorOf(req), Number(req.query.id))),
  );
  app.post(
    `${BASE}/read/all`,
    { config: { operationLog: false }, schema: { tags, response: { 200: done } } },
    async (req) => ok(await messages.read(db(), app.bus, actorOf(req))),
  );
  // Server-sent events (`event: unread`, `{"count":N}`), not a JSON answer: left out of the OpenAPI document, whose
  // readers (the fuzz test, the route-cost bench) expect every answer to end.
  app.get(`${BASE}/stream`, { schema: { tags, hide: true } }, async (req, reply) =>
    opts.openStream(actorOf(req), reply),
  );

  app.get(
    `${BASE}/page`,
    {
      config: { permission: PERMISSIONS.messageView },
      schema: {
        tags,
        querystring: messagePageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(staffMessageSchema)) },
      },
    },
    async (req) => ok(await admin.list(db(), actorOf(req).tenantId, langOf(req), req.query)),
  );
  app.get(
    `${BASE}/user/read/page`,
    {
      config: { permission: PERMISSIONS.messageView },
      schema: {
        tags,
        querystring: messageReadQuerySchema,
        response: { 200: envelopeSchema(pageSchema(messageReadSchema)) },
      },
    },
    async (req) => ok(await admin.readers(db(), actorOf(req).tenantId, langOf(req), req.query)),
  );
  app.get(
    `${BASE}/:id`,
    {
      config: { permission: PERMISSIONS.messageView },
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(messageDetailSchema) } },
    },
    async (req) => ok(await admin.details(db(), actorOf(req).tenantId, langOf(req), Number(req.params.id))),
  );
  app.post(
    BASE,
    {
      config: { permission: PERMISSIONS.messageAdd },
      schema: { tags, body: messageInputSchema, response: { 200: envelopeSchema(messageSchema) } },
    },
    async (req) => ok(await admin.create(db(), actorOf(req), langOf(req), req.body)),
  );
  app.put(
    BASE,
    {
      config: { permission: PERMISSIONS.messageEdit },
      schema: { tags, body: messageUpdateSchema, response: { 200: envelopeSchema(messageSchema) } },
    },
    async (req) => ok(await admin.update(db(), app.bus, actorOf(req), langOf(req), req.body)),
  );
  app.post(
    `${BASE}/send`,
    {
      config: { permission: PERMISSIONS.messageAdd },
      schema: { tags, querystring: messageIdQuerySchema, response: { 200: done } },
    },
    async (req) => ok(await admin.send(db(), app.bus, actorOf(req), Number(req.query.id))),
  );
  app.delete(
    BASE,
    {
      config: { permission: PERMISSIONS.messageDel },
      schema: { tags, body: idListSchema(DELETE_MAX), response: { 200: done } },
    },
    async (req) => ok(await admin.remove(db(), app.bus, actorOf(req), req.body.map(Number))),
  );
}
