import {
  bigint,
  bigserial,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sysAudit, tenantIdColumn } from './columns';

/**
 * Notices, pig's 站内信 (sys_message and its recipients, sys_message_relation). A message is written once; each
 * recipient has a row of their own with their read flag. Recipients see a message once it is sent (send_flag).
 */

/**
 * A message of the tenant: an announcement staff write (category '0', kind 'announcement') or a notice the
 * system sends when something happens (category '1'), whose title and content are rendered in each reader's
 * language from `kind` and `params`; `title` and `content` keep the Chinese rendering for pig's console.
 */
export const sysMessage = pgTable(
  'sys_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    category: char('category', { length: 1 }).notNull().default('0'),
    kind: varchar('kind', { length: 32 }).notNull().default('announcement'),
    /** The facts a system notice is rendered from (names, titles, ids, a reason), all strings. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content').notNull().default(''),
    /** Where the notice leads: a path inside the app (console or portal), or null. */
    link: varchar('link', { length: 255 }),
    sendFlag: char('send_flag', { length: 1 }).notNull().default('0'),
    /** '1' when it went to everyone of the tenant. */
    allFlag: char('all_flag', { length: 1 }).notNull().default('0'),
    /** Higher first in a reader's list. */
    sort: integer('sort').notNull().default(0),
    ...sysAudit(),
  },
  (t) => [index('sys_message_tenant').on(t.tenantId, t.createTime)],
);

/**
 * One recipient of a message and whether they read it. Its id is the database's own (an identity column, never
 * written), so recipients are written in one INSERT … SELECT; a person is a recipient of a message once.
 */
export const sysMessageRelation = pgTable(
  'sys_message_relation',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    msgId: bigint('msg_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tenantId: tenantIdColumn(),
    readFlag: char('read_flag', { length: 1 }).notNull().default('0'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_message_relation_msg_user').on(t.msgId, t.userId),
    // A reader's list and unread count.
    index('sys_message_relation_unread').on(t.tenantId, t.userId, t.readFlag),
  ],
);
