import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { validatorCompiler } from './plugins/validation';
import { parseQuery } from './lib/querystring';
import type { Database } from './db/client';
import { seed } from './db/seed';
import { logError, redactUrl } from './lib/log';
import { pgRateLimitStore } from './db/rate-limit-store';
import { openBus } from './db/shared';
import { createTokenCache } from './modules/auth/token-cache';
import { Redis } from 'ioredis';
import type { Env } from './env';
import { registerErrorHandling, registerNotFound } from './plugins/errors';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { registerGuards } from './plugins/guards';
import { registerInputBounds } from './plugins/input-bounds';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticPwa } from './plugins/static-pwa';
import type { ApiRoute } from './plugins/types';
import { authRoutes } from './modules/auth/auth.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { consumeVerification } from './modules/captcha/captcha.service';
import { accountRoutes } from './modules/account/account.routes';
import { smsRoutes } from './modules/sms/sms.routes';
import { systemRoutes } from './modules/system/system.routes';
import { userRoutes } from './modules/user/user.routes';
import { userAdminRoutes } from './modules/user/user.admin.routes';
import { deptRoutes } from './modules/dept/dept.routes';
import { postRoutes } from './modules/post/post.routes';
import { enterpriseRoutes } from './modules/enterprise/enterprise.routes';
import { enterpriseMemberRoutes } from './modules/enterprise/enterprise.members.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { recordRoutes } from './modules/enterprise/records.routes';
import { invoiceRequestRoutes } from './modules/enterprise/invoice-request.routes';
import { personalRoutes } from './modules/personal/personal.routes';
import { socialRoutes } from './modules/social/social.routes';
import { paramRoutes } from './modules/param/param.routes';
import { siteConfigRoutes } from './modules/param/site-config.routes';
import { dictRoutes } from './modules/dict/dict.routes';
import { i18nRoutes } from './modules/i18n/i18n.routes';
import { logRoutes } from './modules/log/log.routes';
import { tokenRoutes } from './modules/token/token.routes';
import { menuRoutes } from './modules/menu/menu.routes';
import { roleRoutes } from './modules/role/role.routes';
import { tenantRoutes } from './modules/tenant/tenant.routes';
import { clientRoutes } from './modules/client/client.routes';
import { registerOperationLog } from './modules/log/operation-log';
import { createUserDirectory } from './modules/user/user.service';
import { fileRoutes } from './modules/file/file.routes';
import { fileLibraryRoutes } from './modules/file/file.library.routes';
import { courseRoutes } from './modules/course/course.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalog } from './modules/catalog/catalog.service';
import { tenantValidity, urlSigner } from './modules/system/system.service';
import { enrolmentRoutes } from './modules/enrolment/enrolment.routes';
import { studyRoutes } from './modules/study/study.routes';
import { createProgressCache } from './modules/study/study.service';
import { checkinRoutes } from './modules/checkin/checkin.routes';
import { examRoutes } from './modules/exam/exam.routes';
import { questionBankRoutes } from './modules/exam/exam.bank.routes';
import { examAdminRoutes } from './modules/exam/exam.admin.routes';
import { createExamDirectory } from './modules/exam/exam.completion';

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
    routerOptions: { querystringParser: parseQuery },
    frameworkErrors,
    clientErrorHandler,
  };
  // HTTPS for a LAN venue (README): the camera and service workers need a secure origin.
  const app = (https
    ? Fastify({ ...(options as object), https })
    : Fastify(options)) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('env', env);
  // What every process must hear at once (revocations, locks), and this process's token cache that listens.
  const bus = await openBus(env, database);
  const tokens = createTokenCache(bus);
  app.decorate('sessions', { tokens, changed: () => bus.publish('sessions-changed') });
  app.decorate('users', createUserDirectory(bus));
  app.decorate('tenants', {
    isValid: tenantValidity(bus, () => database.db),
    changed: (ids: number[]) => bus.publish('tenants-changed', ids.map(String)),
  });
  app.decorate('urls', await urlSigner(database.db));
  // Rate-limit counters shared by every process: Redis when configured, else PostgreSQL, else this process.
  const rateLimitRedis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : null;
  // Graceful shutdown: requests already running finish (bounded) before the database closes under them.
  let inFlight = 0;
  app.addHook('onRequest', async () => {
    inFlight++;
  });
  app.addHook('onResponse', async () => {
    inFlight--;
  });
  app.addHook('onClose', async () => {
    for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    rateLimitRedis?.disconnect();
    await bus.close();
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

  registerSecurityHeaders(app, env.CLIENT_DIR);
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis
      ? { redis: rateLimitRedis }
      : database.pool
        ? { store: pgRateLimitStore(database.db) }
        : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'peixun API',
        version: '0.1.0',
        description: 'pig dialect: {code,msg,data}, ids as strings',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandling(app);
  registerInputBounds(app);
  registerGuards(app);
  registerOperationLog(app);
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(captchaRoutes);
  await app.register(accountRoutes);
  // Sending a code takes a solved puzzle (as pig's does), so a script cannot spray codes at phones.
  await app.register(smsRoutes, {
    captchaSolved: (verification) => consumeVerification(database.db, verification, env.CAPTCHA),
  });
  await app.register(userRoutes);
  await app.register(userAdminRoutes);
  await app.register(deptRoutes);
  await app.register(postRoutes);
  await app.register(enterpriseRoutes);
  await app.register(enterpriseMemberRoutes);
  await app.register(feedbackRoutes);
  await app.register(personalRoutes);
  await app.register(socialRoutes);
  await app.register(paramRoutes);
  await app.register(siteConfigRoutes);
  await app.register(dictRoutes);
  await app.register(i18nRoutes);
  await app.register(logRoutes);
  await app.register(tokenRoutes);
  await app.register(menuRoutes);
  await app.register(roleRoutes);
  await app.register(tenantRoutes);
  await app.register(clientRoutes);
  await app.register(fileRoutes);
  await app.register(fileLibraryRoutes);
  // What learners browse is cached in each process; course and sign-up writes tell every process to forget it.
  const catalog = createCatalog(bus);
  await app.register(catalogRoutes, { catalog });
  await app.register(courseRoutes, { onChange: () => bus.publish('courses-changed') });
  await app.register(enrolmentRoutes, { onChange: () => bus.publish('seats-changed') });
  await app.register(recordRoutes, { onChange: () => bus.publish('seats-changed') });
  await app.register(invoiceRequestRoutes);
  // Which courses have published exams (course completion on study records), per tenant; exam writes forget it.
  const exams = createExamDirectory(bus);
  await app.register(studyRoutes, { catalog, progressCache: createProgressCache(bus), exams });
  await app.register(checkinRoutes);
  await app.register(examRoutes);
  await app.register(questionBankRoutes);
  await app.register(examAdminRoutes, { onChange: exams.changed });
  registerNotFound(app, await registerStaticPwa(app, env.CLIENT_DIR));

  if (env.SEED_DEMO)
    await seed(database.db, {
      accessTtl: env.TOKEN_TTL_S,
      refreshTtl: env.REFRESH_TTL_S,
      dataDir: env.DATA_DIR,
    });
  return app;
}
