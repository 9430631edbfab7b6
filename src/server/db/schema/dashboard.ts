import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  pgTable,
  text,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sysAudit, tenantIdColumn } from './columns';

/** The console's home: which widgets a role's home shows (pig's sys_role_widget), and people's own diary. */

/**
 * A role's home: the widget keys its holders may place (pig's comma string) and its default layout (pig-ui's grid
 * as JSON text). At most one live row per role; a role of another tenant is never read through it.
 */
export const sysRoleWidget = pgTable(
  'sys_role_widget',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    widgetKeys: varchar('widget_keys', { length: 2000 }).notNull().default(''),
    layoutConfig: text('layout_config'),
    ...sysAudit(),
  },
  (t) => [
    uniqueIndex('sys_role_widget_role')
      .on(t.tenantId, t.roleId)
      .where(sql`${t.delFlag} = '0'`),
  ],
);

/**
 * pig's schedule (日程, the home's calendar): an entry of one person's own, on a day and at a time. Type and
 * state are pig's dictionary values (schedule_type: record, plan; schedule_status: 0 planned, 1 started, 3 ended).
 */
export const sysSchedule = pgTable(
  'sys_schedule',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    scheduleType: varchar('schedule_type', { length: 32 }).notNull().default('record'),
    scheduleState: varchar('schedule_state', { length: 8 }).notNull().default('0'),
    content: text('content').notNull().default(''),
    scheduleDate: date('schedule_date', { mode: 'string' }).notNull(),
    scheduleTime: time('schedule_time'),
    ...sysAudit(),
  },
  (t) => [index('sys_schedule_user_date').on(t.tenantId, t.userId, t.scheduleDate)],
);
