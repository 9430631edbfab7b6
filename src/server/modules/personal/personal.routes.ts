import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@contract/envelope';
import {
  passwordCheckBodySchema,
  personalDeptBodySchema,
  personalDeptSchema,
  personalEditBodySchema,
  personalPasswordBodySchema,
  personalSessionSchema,
} from '@contract/personal';
import { actorOf, auditOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import {
  changePassword,
  checkOwnPassword,
  editProfile,
  logOutOthers,
  myDepts,
  mySessions,
  switchDept,
} from './personal.service';

/**
 * pig's lock screen sends the password as `?password=` (a query string every log masks), ours in the body: the
 * query's moves into the body when the body names none, so one contract schema bounds both and the body wins.
 */
async function passwordFromQuery(req: FastifyRequest) {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'password' in body) return;
  const { password } = req.query as { password?: unknown };
  req.body = password === undefined ? body : { ...body, password };
}

/**
 * The person settings: pig's self-service calls on the caller's own account, and ours for its sessions.
 * Every one acts on the token's user; no id in a body or path can name anyone else.
 */
export async function personalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const done = { 200: envelopeSchema(z.literal(true)) };

  app.put(
    '/api/admin/user/personal/edit',
    { schema: { tags: ['user'], body: personalEditBodySchema, response: done } },
    async (req) => ok(await editProfile(db(), app.bus, actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/user/personal/password',
    {
      // The old password is tried here as at a login: at the login's pace, not an unlimited oracle.
      config: { rateLimit: { max: app.env.LOGIN_RATE_PER_MIN, timeWindow: '1 minute' }, operationLog: false },
      schema: { tags: ['user'], body: personalPasswordBodySchema, response: done },
    },
    async (req) => ok(await changePassword(db(), app.bus, actorOf(req), req.body, auditOf(req))),
  );

  // The lock screen's unlock: the password is tried as at a login (its lockout, its pace), by any signed-in user.
  app.post(
    '/api/admin/user/check',
    {
      config: { rateLimit: { max: app.env.LOGIN_RATE_PER_MIN, timeWindow: '1 minute' } },
      preValidation: passwordFromQuery,
      schema: { tags: ['user'], body: passwordCheckBodySchema, response: done },
    },
    async (req) => ok(await checkOwnPassword(db(), actorOf(req), req.body.password, auditOf(req))),
  );

  app.get(
    '/api/admin/user/personal/dept',
    { schema: { tags: ['user'], response: { 200: envelopeSchema(z.array(personalDeptSchema)) } } },
    async (req) => ok(await myDepts(db(), actorOf(req))),
  );

  app.put(
    '/api/admin/user/personal/dept/update',
    { schema: { tags: ['user'], body: personalDeptBodySchema, response: done } },
    async (req) => ok(await switchDept(db(), app.bus, actorOf(req), req.body)),
  );

  app.get(
    '/api/admin/user/personal/sessions',
    { schema: { tags: ['user'], response: { 200: envelopeSchema(z.array(personalSessionSchema)) } } },
    async (req) => ok(await mySessions(db(), actorOf(req))),
  );

  // "Log out of other devices": answers how many sessions ended.
  app.delete(
    '/api/admin/user/personal/sessions',
    {
      config: { operationLog: false },
      schema: { tags: ['user'], response: { 200: envelopeSchema(z.number().int()) } },
    },
    async (req) => ok(await logOutOthers(db(), app.bus, actorOf(req), auditOf(req))),
  );
}
