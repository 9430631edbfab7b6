import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogPageQuerySchema, courseSchema, sessionInfoSchema } from '@contract/course';
import { courseDetailSchema } from '@contract/catalog';
import { envelopeSchema, idParamSchema, pageSchema } from '@contract/envelope';
import { ok } from '../../lib/wire';
import { withCalendarLink } from '../calendar';
import { catalogPage, courseDetail, sessionInfo, type Catalog } from './catalog.service';

/** The public course listings and details (a valid token, when sent, identifies the caller). */
export async function catalogRoutes(fastify: FastifyInstance, opts: { catalog: Catalog }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/edu/course/page',
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ['course'],
        querystring: catalogPageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(courseSchema)) },
      },
    },
    async (req) => ok(await catalogPage(db(), opts.catalog, req.tenantId, req.actor, req.query)),
  );

  app.get(
    '/api/edu/course/details/:id',
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ['course'],
        params: idParamSchema,
        response: { 200: envelopeSchema(courseDetailSchema) },
      },
    },
    async (req) => {
      const detail = await courseDetail(db(), opts.catalog, req.tenantId, Number(req.params.id), req.actor);
      const mine = detail.myEnrolment;
      return ok({ ...detail, myEnrolment: mine && withCalendarLink(app.urls, req.tenantId, mine) });
    },
  );

  app.get(
    '/api/edu/session/info/:id',
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ['course'],
        params: idParamSchema,
        response: { 200: envelopeSchema(sessionInfoSchema) },
      },
    },
    async (req) => ok(await sessionInfo(db(), req.tenantId, Number(req.params.id), req.actor)),
  );
}
