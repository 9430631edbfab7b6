import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  channelDetailsQuerySchema,
  channelIdsSchema,
  channelInputSchema,
  channelPageQuerySchema,
  channelSchema,
  channelUpdateSchema,
  emailTestSchema,
  hookTestSchema,
  smsTestSchema,
} from '@contract/channel';
import { envelopeSchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { langOf } from '../../lib/messages';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as channels from './channel.service';
import { testHook, testMail, testSms, type SendContext } from './send.service';

const tags = ['channel'];
const BASE = '/api/admin/system-config';
/** A test reaches a gateway outside: a few a minute per caller is plenty. */
const TEST_RATE = { max: 20, timeWindow: '1 minute' };

/**
 * pig's message channel calls, as pig-ui's api/admin/config.ts and its 信息推送 tabs send them: the list (`configType`
 * per tab), the lookup by id or code, add, edit, delete (an id array), refresh; and its test sends
 * (api/admin/message.ts: `/sysMessage/send/{sms,email,hook}`). pig's buttons guard them: sys_message_view, _add,
 * _edit, _del (a test send is pig's sys_message_add).
 */
export async function channelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const done = envelopeSchema(z.literal(true));

  app.get(
    `${BASE}/page`,
    {
      config: { permission: PERMISSIONS.messageView },
      schema: {
        tags,
        querystring: channelPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(channelSchema)) },
      },
    },
    async (req) => ok(await channels.list(db(), actorOf(req).tenantId, req.query)),
  );
  app.get(
    `${BASE}/details`,
    {
      config: { permission: PERMISSIONS.messageView },
      schema: {
        tags,
        querystring: channelDetailsQuerySchema,
        response: { 200: envelopeSchema(z.array(channelSchema)) },
      },
    },
    async (req) => ok(await channels.details(db(), actorOf(req).tenantId, req.query)),
  );
  app.post(
    BASE,
    {
      config: { permission: PERMISSIONS.messageAdd },
      schema: { tags, body: channelInputSchema, response: { 200: envelopeSchema(channelSchema) } },
    },
    async (req) => ok(await channels.create(db(), app.bus, actorOf(req), req.body)),
  );
  app.put(
    BASE,
    {
      config: { permission: PERMISSIONS.messageEdit },
      schema: { tags, body: channelUpdateSchema, response: { 200: envelopeSchema(channelSchema) } },
    },
    async (req) => ok(await channels.update(db(), app.bus, actorOf(req), req.body)),
  );
  app.delete(
    BASE,
    {
      config: { permission: PERMISSIONS.messageDel },
      schema: { tags, body: channelIdsSchema, response: { 200: done } },
    },
    async (req) => ok(await channels.remove(db(), app.bus, actorOf(req), req.body.map(Number))),
  );
  // pig-ui sends it as a GET; it changes no row, only what each process holds.
  app.get(
    `${BASE}/refresh`,
    { config: { permission: PERMISSIONS.messageEdit }, schema: { tags, response: { 200: done } } },
    async (req) => ok(await channels.refresh(app.bus, actorOf(req).tenantId)),
  );

  const sendContext = (req: FastifyRequest): SendContext => ({
    db: db(),
    tenantId: actorOf(req).tenantId,
    dataDir: app.env.DATA_DIR,
    lang: langOf(req),
  });
  const testConfig = { permission: PERMISSIONS.messageAdd, rateLimit: TEST_RATE };
  app.post(
    '/api/admin/sysMessage/send/sms',
    { config: testConfig, schema: { tags, body: smsTestSchema, response: { 200: done } } },
    async (req) => ok(await testSms(sendContext(req), req.body)),
  );
  app.post(
    '/api/admin/sysMessage/send/email',
    { config: testConfig, schema: { tags, body: emailTestSchema, response: { 200: done } } },
    async (req) => ok(await testMail(sendContext(req), req.body)),
  );
  app.post(
    '/api/admin/sysMessage/send/hook',
    { config: testConfig, schema: { tags, body: hookTestSchema, response: { 200: done } } },
    async (req) => ok(await testHook(sendContext(req), req.body)),
  );
}
