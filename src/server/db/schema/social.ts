import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const tenantId = bigint('tenant_id', { mode: 'number' }).notNull();
const created = timestamp('create_time', { withTimezone: true }).notNull().defaultNow();

/**
 * Social login providers staff configure (pig's sys_social_details): the secret never leaves the server.
 * `issuer` is an OIDC provider's; WeCom, DingTalk and WeChat use their documented endpoints.
 */
export const sysSocialDetails = pgTable(
  'sys_social_details',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    type: varchar('type', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    appId: varchar('app_id', { length: 255 }).notNull(),
    appSecret: varchar('app_secret', { length: 512 }).notNull(),
    issuer: varchar('issuer', { length: 512 }),
    agentId: varchar('agent_id', { length: 64 }),
    redirectUrl: varchar('redirect_url', { length: 512 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createBy: varchar('create_by', { length: 64 }),
    createTime: created,
  },
  (t) => [index('sys_social_details_tenant').on(t.tenantId)],
);

/** Which user an external account logs in as: one user per (provider, subject), one subject per (user, provider). */
export const sysSocialUser = pgTable(
  'sys_social_user',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => sysSocialDetails.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 255 }).notNull(),
    createTime: created,
  },
  (t) => [
    uniqueIndex('sys_social_user_subject').on(t.providerId, t.subject),
    uniqueIndex('sys_social_user_user').on(t.userId, t.providerId),
  ],
);

/**
 * Short-lived one-use secrets of the flow, stored hashed: `state` (an authorize call's state with its nonce and
 * PKCE verifier) and `ticket` (an unbound login's external subject, waiting to be bound).
 */
export const sysSocialFlow = pgTable('sys_social_flow', {
  hash: varchar('hash', { length: 64 }).primaryKey(),
  kind: varchar('kind', { length: 8 }).notNull(),
  tenantId,
  providerId: bigint('provider_id', { mode: 'number' })
    .notNull()
    .references(() => sysSocialDetails.id, { onDelete: 'cascade' }),
  nonce: varchar('nonce', { length: 64 }),
  verifier: varchar('verifier', { length: 128 }),
  subject: varchar('subject', { length: 255 }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
