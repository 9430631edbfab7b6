import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateIssueSchema,
  certificateNumberParamSchema,
  certificateReasonSchema,
  certificateRuleSchema,
  certificateAdminSchema,
  certificateExportQuerySchema,
  certificatePageQuerySchema,
  certificateSchema,
  certificateTemplateSchema,
  certificateTemplateViewSchema,
  courseIdParamSchema,
  jwksSchema,
  verifyAnswerSchema,
  verifyQuerySchema,
} from '@contract/certificate';
import { envelopeSchema, idParamSchema, pageSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import type { Actor } from '../../lib/actor';
import { actorOf, publicOrigin } from '../../lib/request-context';
import { langNamed, langOf, type Lang } from '../../lib/messages';
import { ok } from '../../lib/wire';
import * as certificates from './certificate.service';
import { jwks } from './signing.service';
import { verifyPage } from './verify-page.rules';
import * as rules from './rule.service';
import { certificateFile, templatePreview } from './download.service';
import { saveTemplate, templateView } from './template.service';
import { contentDisposition, sendWorkbook } from '../../lib/send-file';
import { certificateExport, certificateList } from './list.service';

const tags = ['certificate'];
/** The language a page or file was asked for (`?lang=`), else the reader's. */
const langAsked = (req: FastifyRequest, asked: 'zh-cn' | 'en' | undefined): Lang =>
  asked ? langNamed(asked) : langOf(req);
/** Verifying is public: a few a minute from one address is plenty for people, and stops walking numbers. */
const VERIFY_RATE = { max: 30, timeWindow: '1 minute' };

/**
 * Certificates: the holder's own; anyone's verification (the JSON answer, the page a QR opens, the public keys);
 * staff's issue by hand, revoke and reissue (edu_certificate_*).
 */
export async function certificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/.well-known/jwks.json',
    // A JSON Web Key Set (RFC 7517), not pig's envelope: out of the API's document, as the metrics are.
    { config: { public: true, skipTenant: true }, schema: { hide: true, response: { 200: jwksSchema } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return jwks(db());
    },
  );

  app.get(
    '/api/edu/certificate/mine',
    { schema: { tags, response: { 200: envelopeSchema(z.array(certificateSchema)) } } },
    async (req) => ok(await certificates.mine(db(), actorOf(req), publicOrigin(req))),
  );

  app.get(
    '/api/edu/certificate/verify/:number',
    {
      config: { public: true, skipTenant: true, rateLimit: VERIFY_RATE },
      schema: {
        tags,
        params: certificateNumberParamSchema,
        querystring: verifyQuerySchema,
        response: { 200: envelopeSchema(verifyAnswerSchema) },
      },
    },
    async (req) => ok(await certificates.verify(db(), req.params.number, req.query.c)),
  );

  // The page a certificate's QR opens: HTML, no script, in the reader's language (or the one the switch chose).
  app.get(
    '/verify/:number',
    {
      config: { rateLimit: VERIFY_RATE },
      schema: {
        hide: true,
        params: z.object({ number: z.string().max(64) }),
        querystring: verifyQuerySchema,
      },
    },
    async (req, reply) => {
      const lang = langAsked(req, req.query.lang);
      const answer = await certificates.verify(db(), req.params.number, req.query.c);
      const other = new URLSearchParams({
        ...(req.query.c ? { c: req.query.c } : {}),
        lang: lang === 'en' ? 'zh-cn' : 'en',
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Vary', 'Accept-Language')
        .send(verifyPage(answer, lang, `?${other.toString()}`));
    },
  );

  app.post(
    '/api/edu/certificate',
    {
      config: { permission: PERMISSIONS.certificateAdd },
      schema: { tags, body: certificateIssueSchema, response: { 200: envelopeSchema(certificateSchema) } },
    },
    async (req) => {
      const actor = actorOf(req);
      const { row } = await certificates.issue(db(), app.bus, actor.tenantId, {
        userId: Number(req.body.userId),
        courseId: Number(req.body.courseId),
        how: 'manual',
        reason: req.body.reason,
        by: actor.username,
      });
      return ok(certificates.toCertificate(row, publicOrigin(req)));
    },
  );

  // Staff's two changes of a certificate, each with the reason it records: revoke (PUT) and reissue (POST, which
  // tells the learner the new number).
  for (const [method, action, change] of [
    [
      'PUT',
      'revoke',
      (actor: Actor, id: number, reason: string) => certificates.revoke(db(), actor, id, reason),
    ],
    [
      'POST',
      'reissue',
      (actor: Actor, id: number, reason: string) => certificates.reissue(db(), app.bus, actor, id, reason),
    ],
  ] as const)
    app.route({
      method,
      url: `/api/edu/certificate/:id/${action}`,
      config: { permission: PERMISSIONS.certificateEdit },
      schema: {
        tags,
        params: idParamSchema,
        body: certificateReasonSchema,
        response: { 200: envelopeSchema(certificateSchema) },
      },
      handler: async (req) => {
        const row = await change(actorOf(req), Number(req.params.id), req.body.reason);
        return ok(certificates.toCertificate(row, publicOrigin(req)));
      },
    });

  app.get(
    '/api/edu/certificate/rule/:courseId',
    {
      config: { permission: PERMISSIONS.certificateView },
      schema: { tags, params: courseIdParamSchema, response: { 200: envelopeSchema(certificateRuleSchema) } },
    },
    async (req) => ok(await rules.ruleOf(db(), actorOf(req).tenantId, Number(req.params.courseId))),
  );

  app.put(
    '/api/edu/certificate/rule',
    {
      config: { permission: PERMISSIONS.certificateEdit },
      schema: { tags, body: certificateRuleSchema, response: { 200: envelopeSchema(certificateRuleSchema) } },
    },
    async (req) => {
      const rule = await rules.setRule(db(), actorOf(req), req.body);
      app.certificates.ruleSaved(actorOf(req).tenantId, Number(rule.courseId), rule.enabled);
      return ok(rule);
    },
  );

  // The certificate drawn, in the language asked (else the reader's): for its holder, their enterprise's admin,
  // and staff who see certificates.
  for (const kind of ['pdf', 'png'] as const)
    app.get(
      `/api/edu/certificate/:id/${kind}`,
      { schema: { tags, params: idParamSchema, querystring: verifyQuerySchema.pick({ lang: true }) } },
      async (req, reply) => {
        const lang = langAsked(req, req.query.lang);
        const file = await certificateFile(db(), actorOf(req), Number(req.params.id), kind, {
          lang,
          origin: publicOrigin(req),
          store: app.files,
        });
        return reply
          .type(kind === 'pdf' ? 'application/pdf' : 'image/png')
          .header('Cache-Control', 'private, no-cache')
          .header('Content-Disposition', contentDisposition(false, file.name))
          .send(Buffer.from(file.bytes));
      },
    );

  app.get(
    '/api/edu/certificate/template',
    {
      config: { permission: PERMISSIONS.certificateView },
      schema: { tags, response: { 200: envelopeSchema(certificateTemplateViewSchema) } },
    },
    async (req) => ok(await templateView(db(), actorOf(req).tenantId)),
  );

  // A sample certificate drawn with the saved template, for the staff who edit it.
  app.get(
    '/api/edu/certificate/template/preview.png',
    {
      config: { permission: PERMISSIONS.certificateEdit },
      schema: { tags, querystring: verifyQuerySchema.pick({ lang: true }) },
    },
    async (req, reply) => {
      const png = await templatePreview(db(), actorOf(req).tenantId, {
        lang: langAsked(req, req.query.lang),
        origin: publicOrigin(req),
        store: app.files,
      });
      return reply.type('image/png').header('Cache-Control', 'private, no-cache').send(Buffer.from(png));
    },
  );

  app.put(
    '/api/edu/certificate/template',
    {
      config: { permission: PERMISSIONS.certificateEdit },
      schema: {
        tags,
        body: certificateTemplateSchema,
        response: { 200: envelopeSchema(certificateTemplateViewSchema) },
      },
    },
    async (req) => ok(await saveTemplate(db(), app.files, actorOf(req), req.body)),
  );

  app.get(
    '/api/edu/certificate/page',
    {
      config: { permission: PERMISSIONS.certificateView },
      schema: {
        tags,
        querystring: certificatePageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(certificateAdminSchema)) },
      },
    },
    async (req) => ok(await certificateList(db(), actorOf(req).tenantId, publicOrigin(req), req.query)),
  );

  app.get(
    '/api/edu/certificate/export',
    {
      config: { permission: PERMISSIONS.certificateView },
      schema: { tags, querystring: certificateExportQuerySchema },
    },
    async (req, reply) =>
      sendWorkbook(
        reply,
        await certificateExport(db(), actorOf(req).tenantId, publicOrigin(req), req.query, langOf(req)),
        'certificates.xlsx',
      ),
  );
}
