import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail } from '../lib/wire';
import { t } from '../lib/messages';
import { DomainError } from '../lib/domain-error';

/** A failure the caller can act on: an HTTP status with the envelope's message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

const validationMessage = (req: FastifyRequest, field: string, issue: string) =>
  req.headers['accept-language']?.toLowerCase().startsWith('en') ? `${field}: ${issue}` : `参数 ${field} 不合法：${issue}`;

/** One place maps errors to statuses; 5xx are logged and masked, never a stack trace on the wire. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) return reply.status(err.status).send(fail(err.message, err.data));
    // A business failure (code 1) answers with status 200 like pig; it bypasses the route's success schema.
    if (err instanceof DomainError) return reply.status(err.status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(fail(t(req, err.key, err.params)));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || (first?.params as { issue?: { path?: string[] } })?.issue?.path?.join('.') || 'request';
      return reply.status(400).send(fail(validationMessage(req, field, first?.message ?? ''), { field }));
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 429) return reply.status(429).send(fail(t(req, 'tooMany')));
    if (status && status >= 400 && status < 500) return reply.status(status).send(fail(err.message));
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(t(req, 'server')));
  });
}

/** Unknown /api paths get the 404 envelope; other GETs for a path (not a file) get the SPA's index.html. */
export function registerNotFound(app: FastifyInstance, spa: boolean) {
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (spa && req.method === 'GET' && !path.startsWith('/api/') && !/\.\w+$/.test(path)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(fail(t(req, 'notFound')));
  });
}
