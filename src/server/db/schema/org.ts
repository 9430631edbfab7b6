import {
  bigint,
  bigserial,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The organisation around a user that pig's console edits: posts (岗位), a user's posts, and the
 * departments a user belongs to besides the main one (pig's multi-dept `deptIds`).
 */
const tenantId = bigint('tenant_id', { mode: 'number' }).notNull();
const audit = {
  createBy: varchar('create_by', { length: 64 }),
  updateBy: varchar('update_by', { length: 64 }),
  createTime: timestamp('create_time', { withTimezone: true }).defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }).defaultNow(),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
};

export const sysPost = pgTable(
  'sys_post',
  {
    postId: bigserial('post_id', { mode: 'number' }).primaryKey(),
    tenantId,
    postCode: varchar('post_code', { length: 64 }).notNull(),
    postName: varchar('post_name', { length: 64 }).notNull(),
    postSort: integer('post_sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...audit,
  },
  (t) => [
    uniqueIndex('sys_post_tenant_code')
      .on(t.tenantId, t.postCode)
      .where(sql`${t.delFlag} = '0'`),
  ],
);

export const sysUserPost = pgTable(
  'sys_user_post',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('sys_user_post_post').on(t.postId)],
);

export const sysUserDept = pgTable(
  'sys_user_dept',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deptId] }), index('sys_user_dept_dept').on(t.deptId)],
);

/** The material library's folders (pig's sys_file_group): a tree per tenant; `type` 10 images, 20 videos. */
export const sysFileGroup = pgTable(
  'sys_file_group',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    pid: bigint('pid', { mode: 'number' }).notNull().default(-1),
    name: varchar('name', { length: 64 }).notNull(),
    type: varchar('type', { length: 8 }).notNull().default('10'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...audit,
  },
  (t) => [index('sys_file_group_tenant').on(t.tenantId, t.pid)],
);
