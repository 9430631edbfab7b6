import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { adminHeaders, newLearner } from './edu-helpers';
import { MAX_JSON_DEPTH } from '../../src/contract/constants';
import { anyNumber } from './matchers';

/**
 * Every route of the OpenAPI document, called with generated input by every kind of caller: never a 5xx, always
 * the envelope, never a stack trace or SQL. FUZZ_RUNS raises the number of requests (`npm run fuzz`).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  maxLength?: number;
};
type Operation = { parameters?: { in: string; name: string; schema?: Schema }[]; requestBody?: unknown };
type Route = { method: string; url: string; query: { name: string; schema: Schema }[]; body: Schema | null };

/** Text a careless or hostile client sends. */
const hostileText = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '9'.repeat(25),
  String(Number.MAX_SAFE_INTEGER + 2),
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '😀'.repeat(40),
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%zz',
  'true',
  'null',
  '[]',
  '{}',
  'x'.repeat(70),
  'y'.repeat(5000),
  '2026-13-45 25:61:61',
  'PXQ1.1.1.1795425000.AAAAAAAAAAAAAAAAAAAAAA',
);
const anyText = fc.oneof(
  hostileText,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** A value shaped by the schema most of the time, anything at all now and then. */
function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const wild = fc.oneof(
    anyText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
  );
  if (!schema || depth > 4) return wild;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)), wild);
  if (schema.enum) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...schema.enum) }, wild);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const shaped: fc.Arbitrary<unknown> | null =
    type === 'string'
      ? anyText
      : type === 'integer' || type === 'number'
        ? fc.oneof(
            fc.integer(),
            fc.integer({ min: 0, max: 3 }),
            fc.double(),
            fc.constant(1e20),
            fc.constant(-1),
          )
        : type === 'boolean'
          ? fc.boolean()
          : type === 'array'
            ? fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 })
            : type === 'object' || schema.properties
              ? fc.record(
                  Object.fromEntries(
                    Object.entries(schema.properties ?? {}).map(([k, s]) => [k, valueFor(s, depth + 1)]),
                  ),
                  { requiredKeys: [] },
                )
              : null;
  return shaped ? fc.oneof({ weight: 4, arbitrary: shaped }, wild) : wild;
}

/** A path segment as a client would send it; a lone surrogate goes as its (invalid) UTF-8 bytes. */
const segment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const LEAKS =
  /\bat .+\.(ts|js):\d+|"stack"|node_modules|Failed query|\b(select|insert into|update) .+ (from|set|values)\b/i;

/** A body sent as it is: JSON text no client library would build (deeper than JSON.stringify can go). */
type Raw = { raw: string };
const isRaw = (body: unknown): body is Raw =>
  typeof body === 'object' && body !== null && typeof (body as Raw).raw === 'string';

/** One request, and what every answer must be. */
async function send(
  r: Route,
  caller: string,
  pathValue: string,
  query: Record<string, unknown>,
  body: unknown,
) {
  const path = r.url.replace(/\{\w+\}/g, segment(String(pathValue)));
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${segment(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
  const res = await app.inject({
    method: r.method as 'GET',
    url: qs ? `${path}?${qs}` : path,
    headers: { ...callers[caller], ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : isRaw(body) ? body.raw : JSON.stringify(body),
  });
  const where = `${r.method} ${path} as ${caller}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  expect(LEAKS.test(res.body), where).toBe(false);
  const json = String(res.headers['content-type'] ?? '').includes('application/json');
  const rawOAuth = r.url.endsWith('/oauth2/token') && res.statusCode === 200;
  if (res.statusCode >= 400 || (json && !rawOAuth)) {
    expect(json, where).toBe(true);
    expect(res.json(), where).toMatchObject({ code: anyNumber() });
    expect(res.json(), where).toHaveProperty('msg');
  }
  return res;
}

/** JSON nested `depth` deep: arrays, objects, or both in turn, with a value at the bottom. */
const nestedJson = fc
  .record({
    depth: fc.oneof(
      fc.integer({ min: MAX_JSON_DEPTH - 2, max: MAX_JSON_DEPTH + 2 }),
      fc.integer({ min: 100, max: 100_000 }),
    ),
    kind: fc.constantFrom('arrays', 'objects', 'mixed'),
    leaf: fc.constantFrom('1', '"a\u0000b"', '"x"', 'null', '{}', '[]'),
  })
  .map(({ depth, kind, leaf }) => {
    const open = (i: number) => (kind === 'arrays' || (kind === 'mixed' && i % 2) ? '[' : '{"k":');
    const close = (i: number) => (kind === 'arrays' || (kind === 'mixed' && i % 2) ? ']' : '}');
    const levels = Array.from({ length: depth }, (_, i) => i);
    return {
      depth: depth + (leaf === '{}' || leaf === '[]' ? 1 : 0),
      raw: levels.map(open).join('') + leaf + levels.reverse().map(close).join(''),
    };
  });
/** An object of many keys, or a list of many items, each a small value. */
const wideJson = fc
  .record({
    width: fc.integer({ min: 1, max: 30_000 }),
    kind: fc.constantFrom('object', 'array'),
    value: fc.constantFrom('0', '"x"', '{"a":1}', '["\ud800"]'),
  })
  .map(({ width, kind, value }) => ({
    raw:
      kind === 'object'
        ? `{${Array.from({ length: width }, (_, i) => `"k${i}":${value}`).join(',')}}`
        : `[${Array.from({ length: width }, () => value).join(',')}]`,
  }));

let app: FastifyInstance;
let callers: Record<string, Record<string, string>>;
let routes: Route[];
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  const learner = await newLearner(app, 'fuzz_learner');
  callers = {
    anonymous: { 'tenant-id': '1' },
    learner: learner.headers,
    admin: await adminHeaders(app),
    otherTenantAdmin: await adminHeaders(app, 'admin2', '2'),
    wrongTenantHeader: { ...learner.headers, 'tenant-id': '2' },
  };
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      url: path,
      query: (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
      body:
        (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.[
          'application/json'
        ]?.schema ?? null,
    })),
  );
});
afterAll(() => app.close());

/** A plausible value for a schema: what a well-behaved client would send. */
function plausible(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'x';
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return plausible(alternatives[0], depth + 1);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  if (type === 'array') return [plausible(schema.items, depth + 1)];
  if (type === 'object' || schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v, depth + 1)]),
    );
  return '1';
}

/** The fields of a plausible value, as paths, and a copy with one of them replaced. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [path];
}
function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (!path.length) return by;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaced(copy[head], rest, by);
  return copy;
}

/** Each of these, in each field of each route, once: what a fuzzer may take long to stumble on. */
const SWEEP = [
  'a\u0000b',
  '\ud800',
  'x'.repeat(300),
  '9'.repeat(25),
  '-1',
  '',
  "' or 1=1 --",
  1e20,
  -1,
  2 ** 53,
  true,
  null,
  {},
  [],
];

describe('every route, fuzzed', () => {
  it('reads the routes from the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers every hostile value in every field of every route with a 4xx or less, in the envelope', async () => {
    let sent = 0;
    for (const r of routes) {
      const base = {
        query: Object.fromEntries(r.query.map((q) => [q.name, plausible(q.schema)])),
        body: r.body ? plausible(r.body) : undefined,
      };
      const targets: ['path' | 'query' | 'body', (string | number)[]][] = [
        ...(r.url.includes('{') ? [['path', []] as ['path', []]] : []),
        ...leaves(base.query).map((p) => ['query', p] as ['query', (string | number)[]]),
        ...(r.body ? leaves(base.body).map((p) => ['body', p] as ['body', (string | number)[]]) : []),
      ];
      for (const [where, path] of targets)
        for (const value of SWEEP)
          for (const caller of ['admin', 'anonymous'] as const) {
            // A string as it is, anything else as its JSON (as String() writes it, but for {} and []).
            const pathValue =
              where !== 'path' ? '1' : typeof value === 'string' ? value : JSON.stringify(value);
            const query = (where === 'query' ? replaced(base.query, path, value) : base.query) as Record<
              string,
              unknown
            >;
            const body = where === 'body' ? replaced(base.body, path, value) : base.body;
            await send(r, caller, pathValue, query, body);
            sent++;
          }
    }
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);

  it('refuses bodies nested deeper than the limit on every route that reads a body, answers wide ones', async () => {
    const bodies = routes.filter((r) => r.body);
    expect(bodies.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.oneof(nestedJson, wideJson),
        async (i, body) => {
          const r = bodies[i % bodies.length] as Route;
          const res = await send(r, 'admin', '1', {}, body);
          // Unless the body was too large to read, or the route's rate limit answered before reading it.
          if ('depth' in body && body.depth > MAX_JSON_DEPTH && ![413, 429].includes(res.statusCode))
            expect(res.json(), `${r.method} ${r.url}`).toMatchObject({
              msg: `请求嵌套过深（最多 ${MAX_JSON_DEPTH} 层）`,
            });
        },
      ),
      { numRuns: Math.max(100, RUNS / 4), seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 600_000);

  it('never answers 5xx, always the envelope, never a stack trace or SQL', async () => {
    const request = fc
      .record({
        route: fc.integer({ min: 0, max: 10_000 }),
        caller: fc.constantFrom('anonymous', 'learner', 'admin', 'otherTenantAdmin', 'wrongTenantHeader'),
        pathValue: fc.oneof(fc.constantFrom('1', '2', '999999'), anyText),
        seed: fc.integer(),
      })
      .chain(({ route, caller, pathValue }) => {
        const r = routes[route % routes.length] as Route;
        return fc.record({
          r: fc.constant(r),
          caller: fc.constant(caller),
          pathValue: fc.constant(pathValue),
          query: fc.record(Object.fromEntries(r.query.map((q) => [q.name, valueFor(q.schema)])), {
            requiredKeys: [],
          }),
          body: r.body ? valueFor(r.body) : fc.constant(undefined),
        });
      });
    await fc.assert(
      fc.asyncProperty(request, async ({ r, caller, pathValue, query, body }) => {
        await send(r, caller, pathValue, query, body);
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 600_000);
});
