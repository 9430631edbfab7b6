import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { seed } from './db/seed';
import type { Env } from './env';
import { registerErrorHandling, registerNotFound } from './plugins/errors';
import { registerGuards } from './plugins/guards';
import { registerStaticPwa } from './plugins/static-pwa';
import './plugins/types';
import { authRoutes } from './modules/auth/auth.routes';
import { systemRoutes } from './modules/system/system.routes';
import { userRoutes } from './modules/user/user.routes';
import { fileRoutes } from './modules/file/file.routes';
import { courseRoutes } from './modules/course/course.routes';
import { pageCache } from './modules/course/course.service';
import { enrolmentRoutes } from './modules/enrolment/enrolment.routes';
import { studyRoutes } from './modules/study/study.routes';
import { checkinRoutes } from './modules/checkin/checkin.routes';
import type { Course } from '@contract/edu';
import type { Page } from '@contract/envelope';

const SECRET_PARAMS = /([?&](?:password|token|refresh_token|code|access_token|mobile)=)[^&]*/gi;

/** Never log passwords, tokens or codes, which pig clients put in query strings. */
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1***');

export type BuildOptions = { env: Env; database: Database; logger?: boolean; https?: { cert: Buffer; key: Buffer } | null };

/** Builds the app with every plugin and module; never listens (tests use inject). */
export async function buildApp({ env, database, logger = true, https }: BuildOptions): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: logger && {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  };
  // HTTPS for a LAN venue (README): the camera and service workers need a secure origin.
  const app = (https ? Fastify({ ...(options as object), https }) : Fastify(options)) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('env', env);
  // Graceful shutdown: requests already running finish (bounded) before the database closes under them.
  let inFlight = 0;
  app.addHook('onRequest', async () => {
    inFlight++;
  });
  app.addHook('onResponse', async () => {
    inFlight--;
  });
  app.addHook('onClose', async () => {
    for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    await database.close();
  });
  // The route table, so tests can prove that every non-public route refuses a missing token.
  const apiRoutes: { method: string; url: string; public: boolean }[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs')) return;
    for (const method of [r.method].flat()) if (method !== 'HEAD') apiRoutes.push({ method, url: r.url, public: !!r.config?.public });
  });

  // helmet's security headers. Its middleware is built once here: @fastify/helmet rebuilt it on every request,
  // about 5 % of a check-in's CPU under load.
  const securityHeaders = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: 'peixun API', version: '0.1.0', description: 'pig dialect: {code,msg,data}, ids as strings' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandling(app);
  registerGuards(app);
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(fileRoutes);
  const catalog = pageCache<Page<Course>>();
  await app.register(courseRoutes, { cache: catalog });
  await app.register(enrolmentRoutes, { onChange: catalog.clear });
  await app.register(studyRoutes);
  await app.register(checkinRoutes);
  registerNotFound(app, await registerStaticPwa(app, env.CLIENT_DIR));

  if (env.SEED_DEMO) await seed(database.db, { accessTtl: env.TOKEN_TTL_S, refreshTtl: env.REFRESH_TTL_S, dataDir: env.DATA_DIR });
  return app;
}
