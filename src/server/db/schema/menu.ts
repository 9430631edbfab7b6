import { sql } from 'drizzle-orm';
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
import { sysAudit } from './columns';

/** The console's menus, the roles' grants of them and each tenant's home page. */
const audit = sysAudit();

/** Menus are global (the product's console); roles grant them per tenant through sys_role_menu. */
export const sysMenu = pgTable(
  'sys_menu',
  {
    menuId: bigserial('menu_id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    nameEn: varchar('name_en', { length: 64 }),
    permission: varchar('permission', { length: 64 }),
    path: varchar('path', { length: 128 }),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(-1),
    icon: varchar('icon', { length: 64 }),
    visible: char('visible', { length: 1 }).notNull().default('1'),
    sortOrder: integer('sort_order').notNull().default(0),
    menuType: char('menu_type', { length: 1 }).notNull().default('0'),
    keepAlive: char('keep_alive', { length: 1 }).notNull().default('0'),
    embedded: char('embedded', { length: 1 }).notNull().default('0'),
    ...audit,
  },
  // A permission string names one button: two would be granted and revoked apart yet check as one.
  (t) => [
    uniqueIndex('sys_menu_permission')
      .on(t.permission)
      .where(sql`${t.delFlag} = '0' and ${t.permission} is not null`),
  ],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    menuId: bigint('menu_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('sys_role_menu_menu').on(t.menuId)],
);

/**
 * Each tenant's home page (pig's "set as home page" on the Menus page): one page menu per tenant, where the
 * console lands after a login. Menus are global, so the mark is a row per tenant, not a column of sys_menu;
 * setting another page replaces the row.
 */
export const sysMenuHome = pgTable('sys_menu_home', {
  tenantId: bigint('tenant_id', { mode: 'number' }).primaryKey(),
  menuId: bigint('menu_id', { mode: 'number' }).notNull(),
  updateBy: varchar('update_by', { length: 64 }),
  updateTime: timestamp('update_time', { withTimezone: true }).defaultNow(),
});
