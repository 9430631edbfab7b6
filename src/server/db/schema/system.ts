import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sysAudit } from './columns';

const audit = sysAudit();
const tenantId = bigint('tenant_id', { mode: 'number' }).notNull();

export const sysTenant = pgTable(
  'sys_tenant',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    status: char('status', { length: 1 }).notNull().default('0'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** The tenant's menu package: the menu ids its roles may be granted, comma-separated; null = every menu. */
    menuId: text('menu_id'),
    ...audit,
  },
  // A tenant's code (the login screen names tenants by it) and name are unique among live tenants.
  (t) => [
    uniqueIndex('sys_tenant_code')
      .on(t.code)
      .where(sql`${t.delFlag} = '0'`),
    uniqueIndex('sys_tenant_name')
      .on(t.name)
      .where(sql`${t.delFlag} = '0'`),
  ],
);

export const sysUser = pgTable(
  'sys_user',
  {
    userId: bigserial('user_id', { mode: 'number' }).primaryKey(),
    tenantId,
    username: varchar('username', { length: 64 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    nickname: varchar('nickname', { length: 64 }),
    name: varchar('name', { length: 64 }),
    email: varchar('email', { length: 128 }),
    avatar: varchar('avatar', { length: 255 }),
    deptId: bigint('dept_id', { mode: 'number' }),
    lockFlag: char('lock_flag', { length: 1 }).notNull().default('0'),
    passwordExpireFlag: char('password_expire_flag', { length: 1 }).notNull().default('0'),
    passwordModifyTime: timestamp('password_modify_time', { withTimezone: true }),
    /** When the user last signed in (a password, SMS or social login; not a token refresh). */
    lastLoginTime: timestamp('last_login_time', { withTimezone: true }),
    ...audit,
  },
  (t) => [
    uniqueIndex('sys_user_tenant_username').on(t.tenantId, t.username),
    // One account per mobile number in a tenant (SMS login and reset find the user by it); a number may be
    // taken again once its account is deleted. Checked first by the services; this catches two at once.
    uniqueIndex('sys_user_tenant_phone')
      .on(t.tenantId, t.phone)
      .where(sql`${t.delFlag} = '0'`),
  ],
);

export const sysRole = pgTable(
  'sys_role',
  {
    roleId: bigserial('role_id', { mode: 'number' }).primaryKey(),
    tenantId,
    roleName: varchar('role_name', { length: 64 }).notNull(),
    roleCode: varchar('role_code', { length: 64 }).notNull(),
    roleDesc: varchar('role_desc', { length: 255 }),
    /**
     * Data scope (pigx's ds_type): which users' rows the role's holders see in the console. '0' all, '1' the
     * departments in ds_scope, '2' own department and below, '3' own department, '4' only themselves.
     */
    dsType: char('ds_type', { length: 1 }).notNull().default('0'),
    /** The department ids of ds_type '1', comma-separated. */
    dsScope: text('ds_scope'),
    ...audit,
  },
  // A role's code (what the platform looks roles up by) and name are unique among the tenant's live roles.
  (t) => [
    uniqueIndex('sys_role_tenant_code')
      .on(t.tenantId, t.roleCode)
      .where(sql`${t.delFlag} = '0'`),
    uniqueIndex('sys_role_tenant_name')
      .on(t.tenantId, t.roleName)
      .where(sql`${t.delFlag} = '0'`),
  ],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const sysDept = pgTable('sys_dept', {
  deptId: bigserial('dept_id', { mode: 'number' }).primaryKey(),
  tenantId,
  name: varchar('name', { length: 64 }).notNull(),
  parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  ...audit,
});

export const sysDict = pgTable(
  'sys_dict',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    description: varchar('description', { length: 128 }),
    remarks: varchar('remarks', { length: 255 }),
    systemFlag: char('system_flag', { length: 1 }).notNull().default('0'),
    ...audit,
  },
  // A type names one dictionary of a tenant (dictionaries are deleted for good, so no del_flag in the key).
  (t) => [uniqueIndex('sys_dict_tenant_type').on(t.tenantId, t.dictType)],
);

export const sysDictItem = pgTable(
  'sys_dict_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    dictId: bigint('dict_id', { mode: 'number' }).notNull(),
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    itemValue: varchar('item_value', { length: 64 }).notNull(),
    label: varchar('label', { length: 128 }).notNull(),
    labelEn: varchar('label_en', { length: 128 }),
    description: varchar('description', { length: 128 }),
    /** pig's el-tag type the console shows the item as ('', primary, success, info, warning, danger). */
    listClass: varchar('list_class', { length: 32 }),
    remarks: varchar('remarks', { length: 255 }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...audit,
  },
  (t) => [
    index('sys_dict_item_type').on(t.tenantId, t.dictType),
    // A value means one item of its dictionary.
    uniqueIndex('sys_dict_item_dict_value').on(t.dictId, t.itemValue),
  ],
);

/** OAuth clients are global, as in pig: a client is an app, not a tenant's data. */
export const sysOauthClientDetails = pgTable('sys_oauth_client_details', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  clientId: varchar('client_id', { length: 64 }).notNull().unique(),
  clientSecret: varchar('client_secret', { length: 255 }).notNull(),
  scope: varchar('scope', { length: 255 }).notNull().default('server'),
  authorizedGrantTypes: varchar('authorized_grant_types', { length: 255 }).notNull(),
  accessTokenValidity: integer('access_token_validity').notNull(),
  refreshTokenValidity: integer('refresh_token_validity').notNull(),
  webServerRedirectUri: varchar('web_server_redirect_uri', { length: 255 }),
  authorities: varchar('authorities', { length: 255 }),
  autoapprove: varchar('autoapprove', { length: 255 }),
  additionalInformation: jsonb('additional_information')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  ...audit,
});

/** Server messages in both languages; global like pig's sys_i18n. */
export const sysI18n = pgTable('sys_i18n', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 128 }).notNull().unique(),
  zhCn: varchar('zh_cn', { length: 255 }).notNull(),
  en: varchar('en', { length: 255 }).notNull(),
  ...audit,
});

export const sysLog = pgTable(
  'sys_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    logType: char('log_type', { length: 1 }).notNull().default('0'),
    title: varchar('title', { length: 255 }).notNull(),
    serviceId: varchar('service_id', { length: 64 }),
    remoteAddr: varchar('remote_addr', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    requestUri: varchar('request_uri', { length: 255 }),
    method: varchar('method', { length: 10 }),
    /** The query string, secrets masked (never a body: it may hold a password). */
    params: text('params'),
    /** How long the request took, in milliseconds. */
    time: integer('time'),
    /** What failed, for an error entry (log_type '9'): the message, never a stack or a statement's values. */
    exception: text('exception'),
    ...audit,
  },
  // The page and the export read newest first: time, then id, so a page is an index range, never a sort of all.
  (t) => [index('sys_log_tenant_time_id').on(t.tenantId, t.createTime, t.id)],
);

export const sysFile = pgTable('sys_file', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId,
  /** The material library's folder (sys_file_group); null: not filed. */
  groupId: bigint('group_id', { mode: 'number' }),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  original: varchar('original', { length: 255 }),
  bucketName: varchar('bucket_name', { length: 64 }),
  dir: varchar('dir', { length: 255 }),
  /** The MIME type recognised from the bytes: an Office type is up to 73 characters. */
  type: varchar('type', { length: 128 }),
  hash: varchar('hash', { length: 128 }),
  fileSize: bigint('file_size', { mode: 'number' }),
  /** Images: the intrinsic size (after EXIF orientation) and the responsive copies stored beside the file. */
  width: integer('width'),
  height: integer('height'),
  variants: jsonb('variants').$type<StoredVariant[]>(),
  ...audit,
});
/** A responsive copy of an image: a file in the original's folder, named after it (`<id>-w320.avif`). */
export type StoredVariant = {
  fileName: string;
  type: 'image/avif' | 'image/webp';
  width: number;
  height: number;
};

/** Site configuration (pig's sys_public_param SITE_* keys), per tenant. */
export const sysPublicParam = pgTable(
  'sys_public_param',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    publicName: varchar('public_name', { length: 128 }).notNull().default(''),
    publicKey: varchar('public_key', { length: 64 }).notNull(),
    publicValue: text('public_value').notNull(),
    /** '0' in force; '1' disabled: read as if unset. */
    status: char('status', { length: 1 }).notNull().default('0'),
    /** pig's param_type dictionary (what the parameter is about). */
    publicType: varchar('public_type', { length: 2 }).notNull().default('0'),
    /** '1': the platform reads it, so it cannot be deleted or renamed. */
    systemFlag: char('system_flag', { length: 1 }).notNull().default('0'),
    validateCode: varchar('validate_code', { length: 64 }),
    ...audit,
  },
  (t) => [uniqueIndex('sys_public_param_key').on(t.tenantId, t.publicKey)],
);
