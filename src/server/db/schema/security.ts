import {
  bigint,
  bigserial,
  boolean,
  char,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Sessions and the guards around them: issued tokens, failed logins, signing secrets, request counters, SMS
 * codes and slider puzzles.
 */
const tenantId = bigint('tenant_id', { mode: 'number' }).notNull();

/** Issued tokens: only SHA-256 hashes are stored, so a dump of the table hands out no session. */
export const sysOauthToken = pgTable('sys_oauth_token', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId,
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  clientId: varchar('client_id', { length: 64 }).notNull(),
  accessHash: char('access_hash', { length: 64 }).notNull().unique(),
  refreshHash: char('refresh_hash', { length: 64 }).notNull().unique(),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
  refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
  revoked: boolean('revoked').notNull().default(false),
  /** Why, where a refresh must say it: 'elsewhere' (a login on a client allowing one session). */
  revokedReason: varchar('revoked_reason', { length: 16 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed logins, counted per tenant, username and source address over the last hour (pig's LOGIN_ERROR_TIMES),
 * so a stranger's failures lock the stranger out, not the account's owner.
 */
export const sysLoginFailure = pgTable(
  'sys_login_failure',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    username: varchar('username', { length: 64 }).notNull(),
    source: varchar('source', { length: 64 }).notNull().default(''),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sys_login_failure_user').on(t.tenantId, t.username, t.failedAt),
    index('sys_login_failure_source').on(t.tenantId, t.username, t.source, t.failedAt),
  ],
);

/** Secrets the server makes itself on first start (the key of signed file URLs), shared by every process. */
export const sysSecret = pgTable('sys_secret', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});

/** Request counters of the rate limits, shared by every process behind one PostgreSQL. */
export const sysRateLimit = pgTable('sys_rate_limit', {
  key: varchar('key', { length: 255 }).primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * SMS verification codes: 4 digits, stored hashed, live 5 minutes, gone after one use or 5 wrong
 * tries. Rows stay after use: they are also the send log the per-IP and per-phone-per-day limits count.
 */
export const sysSmsCode = pgTable(
  'sys_sms_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    phone: varchar('phone', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    source: varchar('source', { length: 64 }).notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('sys_sms_code_phone').on(t.tenantId, t.phone, t.sentAt),
    index('sys_sms_code_source').on(t.source, t.sentAt),
  ],
);

/**
 * Slider captchas (pig's blockPuzzle): the piece's position, checked once within its life; a solved puzzle
 * yields a one-time verification (stored hashed) that a login or an SMS send consumes.
 */
export const sysCaptcha = pgTable('sys_captcha', {
  token: varchar('token', { length: 64 }).primaryKey(),
  x: integer('x').notNull(),
  y: integer('y').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  verificationHash: varchar('verification_hash', { length: 64 }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
