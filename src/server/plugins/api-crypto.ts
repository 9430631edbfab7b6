import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LESSON_VIDEO_PATH } from '@contract/constants';
import type { Env } from '../env';
import { apiCipher, type ApiCipher } from '../lib/api-crypto';
import { t } from '../lib/messages';
import { FILE_PATH } from '../modules/file';
import { HttpError } from './errors';
import { boundedJsonParser } from './input-bounds';

/**
 * Routes whose requests no client can encrypt, taken plain even when strict, and whose answers stay plain: the
 * OAuth token endpoint (a form, sent by pig-ui with Enc-Flag, read by any OAuth client), the live stream, the
 * health check, and the files a browser loads itself from a signed link (<img>, <video>).
 */
const PLAIN_ROUTES = new Set([
  '/api/admin/oauth2/token',
  '/api/auth/oauth2/token',
  '/api/admin/sysMessage/stream',
  '/api/health',
  '/api/ready',
  FILE_PATH,
  `${LESSON_VIDEO_PATH}:id`,
]);

/** One of those routes, or a multipart upload: no client can wrap it, and pig-ui's uploader reads its answer raw. */
function plainRoute(req: FastifyRequest): boolean {
  const url = req.routeOptions.url;
  return (
    (!!url && (PLAIN_ROUTES.has(url) || url.startsWith('/api/docs'))) ||
    !!req.headers['content-type']?.startsWith('multipart/')
  );
}

/** Whether strict refuses this plain request: not on those routes, nor on no route (its 404 follows). */
const mustBeSealed = (req: FastifyRequest) => !req.is404 && !plainRoute(req);

/** The ciphertext of a body pig-ui wrapped (`{"encryption": "…"}` and nothing else), else undefined. */
function sealedBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const keys = Object.keys(body);
  const sealed = (body as { encryption?: unknown }).encryption;
  return keys.length === 1 && typeof sealed === 'string' ? sealed : undefined;
}

/**
 * Every query value decrypted, or null when any one is not ciphertext: pig-ui encrypts all of them, so a query
 * with one plain value is a plain query (a signed link, a client without the key), and is left whole. Values
 * arrive URL-encoded twice (pig-ui encodes each before axios encodes the query), so once more is undone here.
 */
function openQuery(cipher: ApiCipher, query: Record<string, string | string[]>) {
  const open = (value: string): string | null => {
    let text = value;
    if (text.includes('%'))
      try {
        text = decodeURIComponent(text);
      } catch {
        return null;
      }
    return cipher.decrypt(text);
  };
  const opened: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    const plain = Array.isArray(value) ? value.map(open) : open(value);
    if (plain === null || (Array.isArray(plain) && plain.includes(null))) return null;
    opened[key] = plain as string | string[];
  }
  return opened;
}

const ENVELOPE_CODE = /^\{"code":(-?\d+)[,}]/;

/**
 * An envelope's text sealed as `{code, encryption}`: pig-ui reads `code` before it decrypts, and throws the
 * answer as it is on code 1, so a business failure sent with 200 keeps its `msg` beside for pig-ui to show.
 * JSON that is not an envelope becomes `{encryption}` alone.
 */
function sealAnswer(cipher: ApiCipher, text: string, status: number): string {
  const head = ENVELOPE_CODE.exec(text);
  let code: unknown = head ? Number(head[1]) : undefined;
  let msg: unknown;
  if (!head || (code !== 0 && status < 400)) {
    try {
      const parsed = JSON.parse(text) as { code?: unknown; msg?: unknown } | null;
      code = parsed?.code;
      msg = parsed?.msg;
    } catch {
      return text; // not JSON after all: left as it is
    }
  }
  const sealed: Record<string, unknown> = {};
  if (typeof code === 'number') sealed.code = code;
  if (typeof code === 'number' && code !== 0 && status < 400 && msg !== undefined) sealed.msg = msg;
  sealed.encryption = cipher.encrypt(text);
  return JSON.stringify(sealed);
}

/**
 * pig-ui's request/answer encryption, when a key is set (else this registers nothing and no byte on the wire
 * changes). A body `{encryption}` is decrypted before the bounds, the parser and the route's schema see it; a
 * query whose values are all ciphertext is decrypted before the guards read it; JSON answers go out sealed.
 * API_ENC_STRICT refuses plain bodies and queries but on the routes that cannot be encrypted.
 */
export function registerApiCrypto(app: FastifyInstance, env: Env) {
  const cipher = apiCipher(env);
  if (!cipher) return;
  const strict = env.API_ENC_STRICT;
  const parse = boundedJsonParser(app);
  // Requests refused for their encryption are answered plain: their sender sent no ciphertext, or one of
  // another key, and could not read a sealed answer saying so.
  const unsealed = new WeakSet<FastifyRequest>();
  const refuse = (req: FastifyRequest, key: 'encryptionRequired' | 'encryptedUnreadable') => {
    unsealed.add(req);
    return new HttpError(400, t(req, key));
  };

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    parse(req, body as string, (err, value) => {
      if (err) return done(err);
      const sealed = sealedBody(value);
      if (sealed === undefined) {
        if (strict && mustBeSealed(req)) return done(refuse(req, 'encryptionRequired'));
        return done(null, value);
      }
      const plain = cipher.decrypt(sealed);
      if (plain === null) return done(refuse(req, 'encryptedUnreadable'));
      // The decrypted text meets the same bounds and parser as a plain body.
      parse(req, plain, (inner, opened) =>
        inner
          ? done(inner instanceof HttpError ? inner : refuse(req, 'encryptedUnreadable'))
          : done(null, opened),
      );
    }),
  );

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const query = req.query as Record<string, string | string[]>;
    const keys = Object.keys(query);
    if (keys.length === 0) return;
    const opened = openQuery(cipher, query);
    if (opened) {
      for (const key of keys) {
        const value = opened[key];
        // An empty value is no value, as for a plain query (parseQuery).
        if (value === '') Reflect.deleteProperty(query, key);
        else query[key] = value as string | string[];
      }
      return;
    }
    if (strict && mustBeSealed(req)) throw refuse(req, 'encryptionRequired');
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (
      typeof payload !== 'string' ||
      !payload ||
      !req.url.startsWith('/api/') ||
      plainRoute(req) ||
      unsealed.has(req)
    )
      return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    return sealAnswer(cipher, payload, reply.statusCode);
  });
}
