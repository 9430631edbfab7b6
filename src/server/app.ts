import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { validatorCompiler } from './plugins/validation';
import { parseQuery } from './lib/querystring';
import type { Database } from './db/client';
import { seed } from './seed';
import { seedConference } from './seed/conference';
import { logError, redactUrl } from './lib/log';
import { sharedRateLimitStore } from './db/rate-limit-store';
import { openBus } from './db/shared';
import { openRedis } from './lib/redis';
import type { Env } from './env';
import { registerErrorHandling, registerNotFound } from './plugins/errors';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { registerGuards } from './plugins/guards';
import { registerInputBounds } from './plugins/input-bounds';
import { registerApiCrypto } from './plugins/api-crypto';
import { registerApiDocs } from './plugins/api-docs';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticPwa } from './plugins/static-pwa';
import { registerMetrics } from './plugins/metrics';
import { requestIdOf } from './lib/request-id';
import type { ApiRoute } from './plugins/types';
import { MODULES } from './modules';
import { createTokenCache } from './modules/auth';
import { createUserDirectory } from './modules/user';
import { tenantValidity, urlSigner } from './modules/system';
import { createFileStore } from './lib/open-file-store';
import { setPasswordHashCost } from './lib/cpu';

export type BuildOptions = {
  env: Env;
  database: Database;
  logger?: boolean;
  https?: { cert: Buffer; key: Buffer } | null;
};

/** Builds the app with every plugin and module; never listens (tests use inject). */
export async function buildApp({
  env,
  database,
  logger = true,
  https,
}: BuildOptions): Promise<FastifyInstance> {
  setPasswordHashCost(env.PASSWORD_HASH_COST);
  const options: FastifyServerOptions = {
    logger: logger && {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        err: logError,
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    // Only configured proxies may name the client (X-Forwarded-For): anyone can set the header.
    trustProxy:
      typeof env.TRUST_PROXY === 'number'
        ? (_addr: string, hop: number) => hop < (env.TRUST_PROXY as number)
        : env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Each log line names its request; a proxy's X-Request-Id is carried on (a well-formed one), so one id follows
    // a request from nginx's log to ours, and the answer says it back.
    genReqId: requestIdOf,
    routerOptions: { querystringParser: parseQuery },
    frameworkErrors,
    clientErrorHandler,
    // A stopping process still serves what reaches it on an open connection (each answer closes that connection),
    // with its database open until the last one is done: a 503 here would reach the caller, since nginx passes
    // every 503 on (the database's absence answers 503 too, and must not count a process out).
    return503OnClosing: false,
  };
  // HTTPS for a LAN venue (README): the camera and service workers need a secure origin.
  const app = (https
    ? Fastify({ ...(options as object), https })
    : Fastify(options)) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('env', env);
  // The engines' outages are logged by the server's logger (lib/outage.ts).
  database.watch?.useLog(app.log);
  // Redis helps several processes on PostgreSQL (the bus, the rate-limit counters); the embedded database is one
  // process, which needs neither.
  const redis = env.REDIS_URL && database.pool ? openRedis(env.REDIS_URL) : null;
  redis?.watch.useLog(app.log);
  app.decorate('redis', redis);
  // What every process must hear at once (revocations, locks), and this process's token cache that listens.
  const bus = await openBus(database, redis);
  app.decorate('bus', bus);
  const tokens = createTokenCache(bus);
  app.decorate('sessions', { tokens });
  app.decorate('users', createUserDirectory(bus));
  app.decorate('tenants', { isValid: tenantValidity(bus, () => database.db) });
  app.decorate('urls', await urlSigner(database.db));
  app.decorate('files', createFileStore(env));
  app.files.watch?.useLog(app.log);
  // Graceful shutdown: requests already running finish (bounded) before the database closes under them. A request
  // is done once its answer is sent, or its connection closed first (a client gone from a live stream, a download).
  let inFlight = 0;
  app.addHook('onRequest', async (_req, reply) => {
    inFlight++;
    let running = true;
    const done = () => {
      if (running) inFlight--;
      running = false;
    };
    reply.raw.once('finish', done).once('close', done);
  });
  // Readiness says no from the moment the process begins to stop (system.routes.ts).
  const lifecycle = { closing: false };
  app.decorate('lifecycle', lifecycle);
  app.addHook('preClose', async () => void (lifecycle.closing = true));
  app.addHook('onClose', async () => {
    for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    await bus.close();
    redis?.close();
    await database.close();
  });
  // The route table, so tests can prove that every non-public route refuses a missing token.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs')) return;
    for (const method of [r.method].flat())
      if (method !== 'HEAD')
        apiRoutes.push({
          method,
          url: r.url,
          public: !!r.config?.public,
          permission: r.config?.permission ?? null,
          bodyLimit: r.bodyLimit ?? null,
        });
  });

  registerSecurityHeaders(app, env.CLIENT_DIR, env.FRAME_SOURCES);
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  // Rate-limit counters shared by every process: Redis (PostgreSQL while it is away), else PostgreSQL, else this
  // process alone.
  await app.register(rateLimit, {
    global: false,
    ...(database.pool ? { store: sharedRateLimitStore(database.db, redis) } : {}),
  });
  await registerApiDocs(app);

  registerErrorHandling(app);
  registerInputBounds(app);
  // After the bounds (it parses JSON under them), before the guards (they read the decrypted query).
  registerApiCrypto(app, env);
  registerGuards(app);
  registerMetrics(app);
  app.addHook('onSend', async (req, reply) => void reply.header('x-request-id', req.id));
  for (const module of MODULES) await module.register(app);
  registerNotFound(app, await registerStaticPwa(app, env.CLIENT_DIR));

  if (env.SEED_DEMO) {
    await seed(database.db, {
      accessTtl: env.TOKEN_TTL_S,
      refreshTtl: env.REFRESH_TTL_S,
      files: app.files,
    });
    if (env.DEMO_ROSTER_SIZE > 0) await seedConference(database.db, env.DEMO_ROSTER_SIZE);
  }
  return app;
}
