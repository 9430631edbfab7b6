// npm run bench (part 3): the event-loop cost of every route. Each route of the OpenAPI document gets the
// worst input its contract allows — every string at its longest, every list at its longest, numbers at their
// bounds, a body filled to the route's limit and nested to the deepest level allowed, every query filter set
// and the largest page — and some it does not (strings far past their limit, deeper nesting). The figure is the
// longest time the event loop could not run anything else while the server handled one such request: what a
// health check sent at the same moment would wait. Run on the embedded database, whose queries run on the same
// thread (BENCH_DATABASE_URL=postgres://… for PostgreSQL). Goal: no route above 50 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/server/app';
import { openPglite, openPostgres } from '../src/server/db/client';
import { testEnv } from '../src/server/env';
import { encryptPassword } from '../src/server/lib/crypto';
import { MAX_JSON_DEPTH } from '../src/contract/constants';
import { IMPORT_MAX_ROWS } from '../src/contract/user';
import { EXCEL_COLUMNS, type ExcelKind } from '../src/server/lib/excel';
import { LOG_EXPORT_MAX } from '../src/contract/log';

const GOAL_MS = 50;
/** ROUTE_COST_ONLY='checkin' (a regular expression) measures only the routes it matches. */
const only = process.env.ROUTE_COST_ONLY ? new RegExp(process.env.ROUTE_COST_ONLY) : null;
const REPEAT = Number(process.env.ROUTE_COST_REPEAT ?? 5);
/** With --expose-gc the heap is collected before each request, so one request never pays for the last one's garbage. */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  maximum?: number;
  minimum?: number;
  pattern?: string;
  format?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** The longest time the loop was held, sampled every millisecond while `work` runs. */
async function loopHeld<T>(work: () => Promise<T>): Promise<{ heldMs: number; totalMs: number; result: T }> {
  const profiling = process.env.ROUTE_COST_PROFILE ? await startProfile() : null;
  let last = performance.now();
  let held = 0;
  let heldEnd = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    if (now - last - 1 > held) {
      held = now - last - 1;
      heldEnd = now;
    }
    last = now;
  }, 1);
  const started = performance.now();
  const result = await work();
  const totalMs = performance.now() - started;
  // The last stretch, if the request ended while the loop was still held.
  await new Promise((r) => setImmediate(r));
  if (performance.now() - last - 1 > held) {
    held = performance.now() - last - 1;
    heldEnd = performance.now();
  }
  clearInterval(timer);
  if (profiling) await profiling.report(heldEnd - held, heldEnd);
  return { heldMs: Math.max(0, held), totalMs, result };
}

/** ROUTE_COST_PROFILE=1: what ran while the loop was held longest (the V8 profiler, frames by share). */
async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  // Profile times are microseconds of the monotonic clock, process.hrtime's; performance.now() counts from later.
  const offsetMs = Number(process.hrtime.bigint()) / 1e6 - performance.now();
  return {
    async report(fromMs: number, toMs: number) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      type Node = {
        id: number;
        callFrame: { functionName: string; url: string; lineNumber: number };
        children?: number[];
      };
      const nodes = new Map((profile.nodes as Node[]).map((n) => [n.id, n]));
      const parent = new Map<number, number>();
      for (const n of nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id);
      let t = profile.startTime;
      const counts = new Map<string, number>();
      let inside = 0;
      profile.samples?.forEach((id: number, i: number) => {
        t += profile.timeDeltas?.[i] ?? 0;
        const at = t / 1000 - offsetMs;
        if (at < fromMs || at > toMs) return;
        inside++;
        const seen = new Set<string>();
        for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
          const f = nodes.get(cur)?.callFrame;
          if (!f || f.functionName === '(root)') continue;
          const name = `${f.functionName || '(anon)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber}`;
          if (!seen.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
          seen.add(name);
        }
      });
      console.log(`  held ${(toMs - fromMs).toFixed(0)} ms, ${inside} samples:`);
      for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 25))
        console.log(`    ${String(Math.round((100 * n) / Math.max(1, inside))).padStart(3)}% ${name}`);
    },
  };
}

/** A string the pattern or format most likely takes, at `length`. */
function text(s: Schema, length: number): string {
  if (s.format === 'email') return `${'a'.repeat(Math.max(1, length - 12))}@example.com`.slice(0, length);
  if (s.pattern && /\\d|\[0-9\]/.test(s.pattern) && !/[a-z]-[a-z]/i.test(s.pattern))
    return '1'.repeat(length);
  return '培'.repeat(length);
}

/** The largest value the schema allows; `over` also breaks its bounds (strings of 64 KiB). */
function worst(s: Schema | undefined, over: boolean, depth = 0): unknown {
  if (!s || depth > 8) return 'x';
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) {
    const picked = alternatives.find((a) => a.type !== 'null') ?? alternatives[0];
    return worst(picked, over, depth + 1);
  }
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[s.enum.length - 1];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'integer' || type === 'number') return s.maximum ?? 2 ** 31 - 1;
  if (type === 'boolean') return true;
  if (type === 'array') {
    const n = over ? Math.max(s.maxItems ?? 0, 1000) : Math.min(s.maxItems ?? 200, 5000);
    const item = worst(s.items, over, depth + 1);
    return Array.from({ length: n }, () => item);
  }
  if (type === 'object' || s.properties)
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([k, v]) => [k, worst(v, over, depth + 1)]),
    );
  return text(s, over ? 64 * 1024 : Math.min(s.maxLength ?? 4096, 64 * 1024));
}

/** A body of about `bytes`: lists nested MAX_JSON_DEPTH deep, side by side. */
function deepestAllowed(bytes: number): string {
  const one = '['.repeat(MAX_JSON_DEPTH - 1) + '"x"' + ']'.repeat(MAX_JSON_DEPTH - 1);
  return `[${Array.from({ length: Math.floor(bytes / (one.length + 1)) }, () => one).join(',')}]`;
}

/** Trims a JSON body to `limit` bytes by shortening its lists and strings until it fits. */
function fit(value: unknown, limit: number): string {
  let body = JSON.stringify(value);
  for (let shrink = 2; Buffer.byteLength(body) > limit && shrink < 1 << 20; shrink *= 2) {
    const cut = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.slice(0, Math.max(1, Math.floor(v.length / shrink))).map(cut)
        : typeof v === 'string'
          ? v.slice(0, Math.max(1, Math.floor(v.length / shrink)))
          : v && typeof v === 'object'
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cut(x)]))
            : v;
    body = JSON.stringify(cut(value));
  }
  return body;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'peixun-route-cost-'));
  const url = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${Date.now()}`;
  const database = url ? await openPostgres(url, schema) : await openPglite(join(dataDir, 'pglite'));
  const env = testEnv({
    DATA_DIR: dataDir,
    CLIENT_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_PER_MIN: 1_000_000,
    CHECKIN_RATE_PER_MIN: 1_000_000,
  });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  // Each route is sent as staff (every permission); a route staff may not call is tried as an enterprise's admin,
  // then as a learner, the callers it is for. A route that ends sessions (log out, a new password) ends the
  // caller's too: it signs in again.
  const callers = [
    ['admin', 'Admin@2026'],
    ['ent_admin01', 'Enterprise@2026'],
    ['learner01', 'Learner@2026'],
  ] as const;
  const tokens = await Promise.all(callers.map(([u, p]) => login(app, u, p)));
  const admin = tokens[0] as Record<string, string>;
  await fill(app, admin);

  async function send(options: InjectOptions) {
    let sent: Awaited<ReturnType<typeof loopHeld<Awaited<ReturnType<typeof app.inject>>>>> | null = null;
    for (let c = 0; c < callers.length; c++) {
      const [username, password] = callers[c] as (typeof callers)[number];
      for (let attempt = 0; attempt < 2; attempt++) {
        options.headers = { ...options.headers, ...tokens[c] };
        collect();
        // The answer as a stream, left unread: inject would otherwise turn a large answer (a 3 MB workbook) into a
        // string on this thread, 50 ms the server itself never spends (it writes the bytes to the socket).
        sent = await loopHeld(async () => {
          const res = await app.inject({ ...options, payloadAsStream: true });
          res.stream().resume();
          return res;
        });
        if (sent.result.statusCode !== 424) break;
        tokens[c] = await login(app, username, password);
      }
      if (sent?.result.statusCode !== 403) break;
    }
    return sent as NonNullable<typeof sent>;
  }

  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const results: {
    route: string;
    variant: string;
    heldMs: number;
    maxMs: number;
    totalMs: number;
    status: number;
  }[] = [];
  const limits = bodyLimits(app);
  // Imports last, so the rows they store do not swell what the other routes read.
  const operations = Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => [path, method, op] as const))
    .sort(([a], [b]) => Number(a.endsWith('/import')) - Number(b.endsWith('/import')));
  for (const [path, method, op] of operations) {
    const route = `${method.toUpperCase()} ${path}`;
    if (only && !only.test(route)) continue;
    const url = path.replace(/\{\w+\}/g, '1');
    const params = (op.parameters ?? []).filter((p) => p.in === 'query');
    const query = (over: boolean) =>
      params
        .map((p) => {
          const v = p.name === 'size' ? 1000 : p.name === 'current' ? 1 : worst(p.schema, over);
          const value = typeof v === 'string' ? v.slice(0, 500) : JSON.stringify(v);
          return `${p.name}=${encodeURIComponent(value)}`;
        })
        .join('&');
    const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
    const limit = limits.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`) ?? 1024 * 1024;
    const variants: [string, InjectOptions][] = [];
    const base = { method: method.toUpperCase() as 'GET', headers: admin };
    const withQuery = (over: boolean) => (params.length ? `${url}?${query(over)}` : url);
    const uploads = method === 'post' ? await worstUploads(path) : [];
    if (uploads.length) {
      for (const u of uploads)
        variants.push([u.variant, { ...base, url, ...multipartFile(admin, u.filename, u.file) }]);
    } else if (jsonSchema) {
      const json = { ...admin, 'content-type': 'application/json' };
      variants.push([
        'largest allowed',
        { ...base, url: withQuery(false), headers: json, payload: fit(worst(jsonSchema, false), limit) },
      ]);
      variants.push([
        'strings past their limit',
        { ...base, url: withQuery(true), headers: json, payload: fit(worst(jsonSchema, true), limit) },
      ]);
      variants.push([
        'deepest allowed, filled',
        { ...base, url, headers: json, payload: deepestAllowed(limit - 16) },
      ]);
      variants.push([
        'one level too deep',
        { ...base, url, headers: json, payload: '['.repeat(limit / 2 - 8) + ']'.repeat(limit / 2 - 8) },
      ]);
    } else {
      variants.push(['every filter at its longest', { ...base, url: withQuery(false) }]);
      if (params.length) {
        variants.push(['strings past their limit', { ...base, url: withQuery(true) }]);
        // No filter: everything there is, the largest page of it (a whole export).
        const paging = params.filter((p) => p.name === 'size' || p.name === 'current');
        const all = paging.map((p) => `${p.name}=${p.name === 'size' ? 1000 : 1}`).join('&');
        variants.push(['no filter, largest page', { ...base, url: all ? `${url}?${all}` : url }]);
      }
    }
    for (const [variant, options] of variants) {
      const held: number[] = [];
      let totalMs = 0;
      let status = 0;
      // A full import stores its rows: once, or every later list would read several imports' worth.
      const times = variant.endsWith('valid rows') ? 1 : REPEAT;
      for (let i = 0; i < times; i++) {
        collect();
        const r = await send(options);
        held.push(r.heldMs);
        totalMs = Math.max(totalMs, r.totalMs);
        status = r.result.statusCode;
      }
      held.sort((a, b) => a - b);
      const median = held[Math.floor(held.length / 2)] ?? 0;
      results.push({ route, variant, heldMs: median, maxMs: held[held.length - 1] ?? 0, totalMs, status });
    }
  }

  results.sort((a, b) => b.heldMs - a.heldMs);
  const db = url ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\nroute cost (${db}; ${results.length} inputs to ${Object.keys(doc.paths).length} paths, each sent ${REPEAT}×): ` +
      'the longest the event loop was held, median and worst of the sends, and the whole request (worst), ms',
  );
  console.log('| route | input | status | loop held (median) | (worst) | whole request |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results.slice(0, Number(process.env.ROUTE_COST_TOP ?? 20)))
    console.log(
      `| ${r.route} | ${r.variant} | ${r.status} | ` +
        `${r.heldMs.toFixed(1)} | ${r.maxMs.toFixed(1)} | ${r.totalMs.toFixed(1)} |`,
    );
  const slowest = results[0];
  if (slowest)
    console.log(
      `slowest: ${slowest.heldMs.toFixed(1)} ms (${slowest.route}, ${slowest.variant}) | ` +
        `goal ≤ ${GOAL_MS} ms: ${slowest.heldMs <= GOAL_MS ? 'met' : 'MISSED'}`,
    );
  await app.close();
  if (url) {
    const { default: pg } = await import('pg');
    const c = new pg.Client(url);
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await c.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** Each route's own body limit (the rest take the server's 1 MiB). */
function bodyLimits(app: FastifyInstance) {
  const limits = new Map<string, number>();
  for (const r of app.apiRoutes) if (r.bodyLimit) limits.set(`${r.method} ${r.url}`, r.bodyLimit);
  return limits;
}

async function login(app: FastifyInstance, username = 'admin', password = 'Admin@2026') {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/oauth2/token?grant_type=password&scope=server&username=${username}`,
    headers: {
      authorization: `Basic ${Buffer.from('test:test').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ password: encryptPassword(password, 'thanks,pig4cloud') }).toString(),
  });
  const token = res.json<{ access_token?: string }>().access_token;
  if (!token) throw new Error(`${username} login failed: ${res.body.slice(0, 300)}`);
  return { authorization: `Bearer ${token}`, 'tenant-id': '1' };
}

/** The largest data the contracts read: a full log export, pages of 1,000 users and check-ins. */
async function fill(app: FastifyInstance, admin: Record<string, string>) {
  const { db } = app.database;
  await db.execute(
    `INSERT INTO sys_log (tenant_id, log_type, title, service_id, create_by, remote_addr, user_agent, request_uri,
                          method, params, time, create_time)
     SELECT 1, '0', '修改用户 ' || g, 'pig', 'admin', '10.0.0.' || (g % 250), 'Mozilla/5.0 (bench) ' || repeat('x', 100),
            '/api/admin/user', 'PUT', 'username=u' || g, g % 500, now() - (g || ' seconds')::interval
     FROM generate_series(1, ${LOG_EXPORT_MAX}) AS g`,
  );
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('user');
  ws.addRow(headers('user'));
  for (let i = 0; i < 1000; i++)
    ws.addRow([
      `bench${String(i).padStart(4, '0')}`,
      `139${String(i).padStart(8, '0')}`,
      '',
      '',
      '',
      '培训部',
      '',
      '',
      '0',
      'Bench@2026',
    ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/user/import',
    ...multipartFile(admin, 'users.xlsx', Buffer.from(await wb.xlsx.writeBuffer())),
  });
  if (res.json<{ code: number }>().code !== 0)
    throw new Error(`user import failed: ${res.body.slice(0, 300)}`);
}

function multipartFile(headers: Record<string, string>, filename: string, file: Buffer) {
  const b = 'bench-boundary';
  return {
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${b}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]),
  };
}

/** A workbook of one sheet: the header row and the rows. */
async function sheet(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('sheet');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const headers = (kind: ExcelKind) => EXCEL_COLUMNS[kind].filter((c) => c.imported).map((c) => c.header);
const rows = <T>(make: (i: number) => T) => Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => make(i));
let run = 0;

/**
 * An import's worst files: IMPORT_MAX_ROWS valid rows of its kind (each read, checked and stored), and a sheet
 * as large under headers no kind has (read whole before its headers are judged). An upload's largest file.
 */
async function worstUploads(path: string): Promise<{ variant: string; filename: string; file: Buffer }[]> {
  const n = ++run; // fresh names on each call: every import of a full sheet stores its rows
  const full = async (kind: ExcelKind, make: (i: number) => (string | number)[]) => ({
    variant: `${IMPORT_MAX_ROWS} valid rows`,
    filename: `${kind}.xlsx`,
    file: await sheet(headers(kind), rows(make)),
  });
  const unknown = async () => ({
    variant: 'largest sheet, unknown headers',
    filename: 'worst.xlsx',
    file: await sheet(
      Array.from({ length: 18 }, (_, i) => `列${i}`),
      rows((i) => Array.from({ length: 18 }, (_, j) => `${'培'.repeat(20)}${i}-${j}`)),
    ),
  });
  const phone = (i: number) => `15${String(n % 10)}${String(i).padStart(8, '0')}`;
  switch (path) {
    case '/api/admin/post/import':
      return [
        await full('post', (i) => [`岗位${n}-${i}`, `P${n}_${i}`, i, '说明'.repeat(20)]),
        await unknown(),
      ];
    case '/api/admin/role/import':
      return [
        await full('role', (i) => [`角色${n}-${i}`, `ROLE_B${n}_${i}`, '说明'.repeat(20)]),
        await unknown(),
      ];
    case '/api/admin/dept/import':
      return [await full('dept', (i) => ['协会秘书处', `部门${n}-${i}`, i]), await unknown()];
    case '/api/admin/user/import':
      return [
        await full('user', (i) => [`b${n}u${i}`, phone(i), '', '', '', '培训部', '', '', '0', 'Bench@2026']),
        await unknown(),
      ];
    case '/api/edu/question/import':
      return [
        await full('question', (i) => [
          '安全管理 / Safety',
          '单选',
          `题干 ${n}-${i} ${'培'.repeat(100)}`,
          ...['甲', '乙', '丙', '丁', '', '', '', ''],
          'B',
          2,
          '解析'.repeat(50),
        ]),
        await unknown(),
      ];
    case '/api/edu/enterprise/member/import':
    case '/api/edu/enterprise/enrol/import':
      return [await full('member', (i) => [`员工${n}-${i}`, phone(i)]), await unknown()];
    case '/api/admin/sys-file/upload':
    case '/api/edu/enterprise/licence':
      return [{ variant: 'largest file', filename: 'worst.pdf', file: pdfOf(5 * 1024 * 1024 - 1) }];
    default:
      return [];
  }
}

/** A PDF's first bytes, then padding: what the upload check takes for a PDF of `bytes`. */
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);

await main();
