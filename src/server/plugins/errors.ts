import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail } from '../lib/wire';
import { langOf, t, type Lang } from '../lib/messages';
import { DomainError } from '../lib/domain-error';
import { RETRY_AFTER_S, unavailableEngine } from '../lib/outage';
import { MAX_URL_LENGTH } from './framework-errors';
import { BadTextError } from './validation';
import { RULE_MESSAGES } from '../lib/messages-forms';

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

type Issue = { keyword?: string; message?: string; params?: Record<string, unknown> };

const KINDS: Record<string, { zh: string; en: string }> = {
  string: { zh: '文本', en: 'text' },
  number: { zh: '数字', en: 'a number' },
  int: { zh: '整数', en: 'a whole number' },
  boolean: { zh: '布尔值', en: 'true or false' },
  object: { zh: '对象', en: 'an object' },
  array: { zh: '列表', en: 'a list' },
};

/** A bound or name of an issue as text (they are strings or numbers; anything else shows as nothing). */
const shown = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** What is wrong with a field, in the caller's language, from the issue's code and bounds (never its input). */
function describe(issue: Issue, lang: Lang): string {
  const p = issue.params ?? {};
  const zh = lang === 'zh';
  const origin = shown(p.origin);
  switch (issue.keyword) {
    case 'invalid_type': {
      const kind = KINDS[String(p.expected)] ?? { zh: String(p.expected), en: String(p.expected) };
      return zh ? `缺失或不是${kind.zh}` : `is missing or not ${kind.en}`;
    }
    case 'too_big':
      if (origin === 'string')
        return zh ? `长度不能超过 ${shown(p.maximum)}` : `must be at most ${shown(p.maximum)} characters`;
      if (origin === 'array')
        return zh ? `最多 ${shown(p.maximum)} 项` : `must have at most ${shown(p.maximum)} items`;
      return zh ? `不能大于 ${shown(p.maximum)}` : `must be at most ${shown(p.maximum)}`;
    case 'too_small':
      if (origin === 'string')
        return zh ? `长度不能少于 ${shown(p.minimum)}` : `must be at least ${shown(p.minimum)} characters`;
      if (origin === 'array')
        return zh ? `至少 ${shown(p.minimum)} 项` : `must have at least ${shown(p.minimum)} items`;
      return zh ? `不能小于 ${shown(p.minimum)}` : `must be at least ${shown(p.minimum)}`;
    case 'invalid_value':
      return zh
        ? `只能是 ${(p.values as unknown[] | undefined)?.join(' / ') ?? ''}`
        : `must be one of ${(p.values as unknown[] | undefined)?.join(', ') ?? ''}`;
    case 'invalid_format':
      return zh ? '格式不正确' : 'has the wrong format';
    case 'custom': {
      // A contract rule (`byRule`): its own words, as the console's form says them.
      const rule = shown((p.params as { rule?: unknown } | undefined)?.rule);
      if (Object.hasOwn(RULE_MESSAGES, rule)) return RULE_MESSAGES[rule as keyof typeof RULE_MESSAGES][lang];
      return zh ? '取值不正确' : 'is not valid';
    }
    case 'unrecognized_keys':
      return zh ? '含有不认识的字段' : 'has fields that are not known';
    default:
      return zh ? '取值不正确' : 'is not valid';
  }
}

const fieldMessage = (lang: Lang, field: string, what: string) =>
  lang === 'zh' ? `参数 ${field} 不合法：${what}` : `${field}: ${what}`;

/** Statuses the framework raises for a malformed request, with our own words (never the request's). */
const CLIENT_ERRORS: Record<number, 'badRequest' | 'tooLarge' | 'unsupportedType' | 'notFound' | 'tooMany'> =
  {
    400: 'badRequest',
    404: 'notFound',
    406: 'badRequest',
    413: 'tooLarge',
    414: 'tooLarge',
    415: 'unsupportedType',
    429: 'tooMany',
    431: 'tooLarge',
  };

/** busboy's words for a multipart body it could not parse (it gives those errors no code). */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (multipart data|form)|Malformed part header|Multipart: Boundary not found)/;

/** One place maps errors to statuses; 5xx are logged and masked, never a stack trace on the wire. */
export function registerErrorHandling(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (req.url.length > MAX_URL_LENGTH) throw new HttpError(414, t(req, 'tooLarge'));
  });
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply) => {
    if (err instanceof HttpError) return reply.status(err.status).send(fail(err.message, err.data));
    // A business failure (code 1) answers with status 200 like pig; it bypasses the route's success schema.
    if (err instanceof DomainError)
      return reply
        .status(err.status)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send(fail(t(req, err.key, err.params), err.data));
    const lang = langOf(req);
    if (err instanceof BadTextError) {
      const field = err.path.join('.') || 'request';
      return reply.status(400).send(fail(t(req, 'badText', { field }), { field }));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0] as Issue & { instancePath?: string };
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || 'request';
      return reply.status(400).send(fail(fieldMessage(lang, field, describe(first ?? {}, lang)), { field }));
    }
    // A multipart body the parser could not read to its end (cut short, no boundary): the client's request.
    const status = MALFORMED_MULTIPART.test(err.message) ? 400 : err.statusCode;
    if (status && status >= 400 && status < 500) {
      const key = CLIENT_ERRORS[status] ?? 'badRequest';
      return reply.status(status).send(fail(t(req, key)));
    }
    // An engine away for a moment (a database restart, the bucket unreachable): the caller tries again; the
    // engine's watch has logged the outage once, so each request is not logged again.
    if (unavailableEngine(err)) {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send(fail(t(req, 'engineDown')));
    }
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
