import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The project root: the nearest folder with package.json above this file (src/server or dist/server). */
export const ROOT = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
})();

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** A setting whose empty value (`KEY=` in a compose file) means unset. */
const optional = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * With DATABASE_URL: how long a statement's answer is waited for before the database counts as away (503). No
   * request's statement takes near it on a healthy server; raise it for reports on very large data.
   */
  DB_ANSWER_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(4000),
  PUBLIC_URL: z.string().url().optional(),
  PWD_ENC_KEY: z
    .string()
    .default('thanks,pig4cloud')
    .refine((k) => Buffer.byteLength(k) === 16, 'PWD_ENC_KEY must be exactly 16 bytes'),
  DEMO_MODE: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIR: z.string().default(join(ROOT, 'dist/client')),
  TOKEN_TTL_S: z.coerce.number().int().positive().default(43200),
  REFRESH_TTL_S: z.coerce.number().int().positive().default(2592001),
  SEED_DEMO: bool.default(true),
  /**
   * With the demo data: a conference-sized check-in list of this many attendees (seed/conference.ts), made once,
   * on a new database or one seeded before. 0: none.
   */
  DEMO_ROSTER_SIZE: z.coerce.number().int().min(0).max(50_000).default(0),
  TLS_CERT: z.string().optional(),
  TLS_KEY: z.string().optional(),
  LOGIN_RATE_PER_MIN: z.coerce.number().int().positive().default(60),
  /**
   * bcrypt's cost for passwords set from now on (each step doubles the work of a login): 10 by default, about
   * 100 ms of a core here. The tests use 4, bcrypt's least, for the accounts they make and sign in thousands of times.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(10),
  /**
   * Check-ins (single or batch) one address may send a minute. A venue's Wi-Fi puts every attendee behind one
   * address, so the default allows 20 a second from one place; raise it for a larger hall on one address.
   */
  CHECKIN_RATE_PER_MIN: z.coerce.number().int().positive().default(1200),
  /**
   * Which proxies' X-Forwarded-For to believe: unset or `false` (none: the peer address is the client), a
   * number of hops, or a comma-separated list of addresses and CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string =>
      v === 'false' || v === '' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v,
    ),
  /**
   * Redis for the bus and the rate-limit counters of several processes on DATABASE_URL (PostgreSQL while it is
   * away).
   */
  REDIS_URL: z.string().url().optional(),
  /** The bearer token Prometheus sends to GET /metrics; unset, the endpoint does not exist. */
  METRICS_TOKEN: optional,
  /**
   * The slider captcha at login and before an SMS code is sent: `on` (default) or `off` (every puzzle passes;
   * for automated tests and kiosks only, the server warns at start).
   */
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  /**
   * Origins the console may embed as a menu's page (an "embedded" menu entry), space-separated, e.g.
   * `https://docs.example.org https://bi.example.org`. Unset: only this server's own pages.
   */
  FRAME_SOURCES: z
    .string()
    .default('')
    .transform((v) => v.split(/\s+/).filter(Boolean))
    .pipe(
      z.array(
        z
          .string()
          .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'FRAME_SOURCES: origins like https://host[:port]'),
      ),
    ),
  /** SMS gateway: unset writes each message to DATA_DIR/outbox/sms.jsonl (for trying and tests only). */
  SMS_WEBHOOK_URL: z.string().url().optional(),
  /**
   * How often each process looks for reminders that are due (ms); 0 turns this process's sender off (another
   * process, or none, sends them). The planner runs every fourth look.
   */
  REMINDER_TICK_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  /**
   * pig-ui's request/answer encryption (README): AES with this 16-byte key, the client built with the same key.
   * Unset (or empty): off, and nothing on the wire changes.
   */
  API_ENC_KEY: optional.refine(
    (k) => k === undefined || Buffer.byteLength(k) === 16,
    'API_ENC_KEY must be exactly 16 bytes',
  ),
  /** The same with SM4 (32 hex characters); when set it wins over API_ENC_KEY, as in pig-ui. */
  SM4_ENC_KEY: optional.refine(
    (k) => k === undefined || /^[0-9a-fA-F]{32}$/.test(k),
    'SM4_ENC_KEY must be 32 hex characters',
  ),
  /** With a key set: refuse plain bodies and query strings (400) instead of taking both. */
  API_ENC_STRICT: bool.default(false),
  /** Where files are kept: `local` (DATA_DIR/files) or `s3` (an S3-compatible bucket, the S3_* settings). */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3 endpoint (`http://minio:9000`, `https://s3.eu-west-1.amazonaws.com`), addressed path-style. */
  S3_ENDPOINT: optional.pipe(z.string().url().optional()),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Set by npm run: the folder the operator typed the command in (npm run backup reads --out against it). */
  INIT_CWD: optional,
});

/** The settings of FILE_STORAGE=s3 (lib/file-store.ts). */
export const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** With FILE_STORAGE=s3, each S3 setting is required: the start fails naming the one missing. */
const s3Required = (e: z.infer<typeof envSchema>, ctx: z.RefinementCtx) => {
  if (e.FILE_STORAGE !== 's3') return;
  for (const name of S3_VARIABLES)
    if (!e[name])
      ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when FILE_STORAGE=s3` });
};

export type Env = z.infer<typeof envSchema>;

/** Reads process.env once; a bad value stops the process with a message naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema
    .refine((e) => !e.API_ENC_STRICT || e.API_ENC_KEY || e.SM4_ENC_KEY, {
      message: 'API_ENC_STRICT needs API_ENC_KEY or SM4_ENC_KEY',
      path: ['API_ENC_STRICT'],
    })
    .superRefine(s3Required)
    .safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR) };
}

export const testEnv = (overrides: Partial<Env> = {}): Env => ({ ...loadEnv({}), ...overrides });
