import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_JSON_DEPTH, MAX_JSON_KEYS, MAX_JSON_VALUES } from '@contract/constants';
import { t } from '../lib/messages';
import { QUERY_REFUSED } from '../lib/querystring';
import { HttpError } from './errors';

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const COLON = 0x3a; // :
const COMMA = 0x2c; // ,

export type JsonBounds = { depth: number; keys: number; values: number };
export const JSON_BOUNDS: JsonBounds = {
  depth: MAX_JSON_DEPTH,
  keys: MAX_JSON_KEYS,
  values: MAX_JSON_VALUES,
};

/**
 * Whether JSON text goes past a bound, read once from the start and stopped at the first bound passed: linear
 * in the text, and at once for the hostile cases (`[[[[…`, `{"k0":0,"k1":0,…}`). 'deep': arrays and objects
 * nested deeper than `depth`; 'wide': an object with more than `keys` members, or more than `values` lists,
 * objects, list items and members in all (each costs the parser an allocation, and every later walk a step).
 * Brackets, colons and commas inside strings do not count. Malformed text is left to the parser to refuse.
 */
export function pastJsonBounds(text: string, bounds: JsonBounds = JSON_BOUNDS): 'deep' | 'wide' | null {
  // Per open level: its members so far if it is an object, -1 if it is a list.
  const members = new Int32Array(bounds.depth + 1);
  let depth = 0;
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i);
      continue;
    }
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > bounds.depth) return 'deep';
      if (++values > bounds.values) return 'wide';
      members[depth] = c === OPEN_OBJECT ? 0 : -1;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
    else if (c === COLON) {
      const held = (members[depth] ?? -1) + 1;
      if (held > bounds.keys) return 'wide';
      if (held > 0) members[depth] = held;
    } else if (c === COMMA && ++values > bounds.values) return 'wide';
  }
  return null;
}

/**
 * Where the string opened at `open` closes: the next quote not escaped (an odd run of backslashes before it),
 * found with indexOf, so long strings cost a scan in native code rather than a step per character here.
 */
function stringEnd(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return text.length;
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return at;
  }
}

/** JSON text read as a request body: refused past the bounds before it is parsed, then parsed as Fastify does. */
export type JsonParser = (
  req: FastifyRequest,
  text: string,
  done: (err: Error | null, body?: unknown) => void,
) => void;

export function boundedJsonParser(app: FastifyInstance): JsonParser {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (req, text, done) => {
    const past = pastJsonBounds(text);
    if (past === 'deep') return done(new HttpError(400, t(req, 'tooDeep', { n: String(MAX_JSON_DEPTH) })));
    if (past === 'wide')
      return done(
        new HttpError(400, t(req, 'tooWide', { keys: String(MAX_JSON_KEYS), n: String(MAX_JSON_VALUES) })),
      );
    void parseJson(req, text, done);
  };
}

/**
 * Bounds on the shape of every request, checked before any other work reads it: a JSON body nested
 * deeper than MAX_JSON_DEPTH, or wider than MAX_JSON_KEYS / MAX_JSON_VALUES, is refused before it is parsed,
 * and a query string with too many keys or pairs (marked by `parseQuery`) is refused before the route's hooks
 * run. Both answer 400 in the envelope. Everything else that walks input (the text check, zod) then walks a
 * bounded tree.
 */
export function registerInputBounds(app: FastifyInstance) {
  const parse = boundedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    parse(req, body as string, done),
  );
  app.addHook('onRequest', async (req) => {
    if ((req.query as Record<symbol, unknown>)[QUERY_REFUSED])
      throw new HttpError(400, t(req, 'tooManyParams'));
  });
}
