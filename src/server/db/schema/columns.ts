import { bigint, char, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The columns every table of the training domain (edu_*) shares: pig's audit columns and soft delete. */
export const eduAudit = () => ({
  createBy: varchar('create_by', { length: 64 }),
  updateBy: varchar('update_by', { length: 64 }),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
});
export const tenantIdColumn = () => bigint('tenant_id', { mode: 'number' }).notNull();
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** pig's audit columns and soft delete (its del_flag) on the system tables (sys_*): times may be null there. */
export const sysAudit = () => ({
  createBy: varchar('create_by', { length: 64 }),
  updateBy: varchar('update_by', { length: 64 }),
  createTime: timestamp('create_time', { withTimezone: true }).defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }).defaultNow(),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
});
