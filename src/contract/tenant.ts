import { z } from 'zod';
import { idString, sortablePageQuery } from './envelope';
import { REGISTER_PASSWORD_MAX, REGISTER_PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants';

/**
 * Tenants (pigx's sys_tenant, Console › System › Tenants, the platform's own page): who may use the platform,
 * from when to when, with which menus (the menu package). pig's wire names.
 */
/** '0' in service; anything else (pigx's '9') frozen: its users' requests answer 426. */
const TENANT_STATUSES = ['0', '9'] as const;
/** The platform's own tenant: it administers tenants, clients and menus, and is never frozen or deleted. */
export const PLATFORM_TENANT_ID = '1';
export const TENANT_CODE = /^[A-Za-z0-9_-]{1,64}$/;
/** pig's time format, the seconds optional, or a bare date (pig-ui's date pickers). */
const WIRE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

export const tenantSchema = z.object({
  id: idString,
  name: z.string(),
  code: z.string(),
  /** pigx's domain binding; not kept here (always null), so pig's console can show the field. */
  tenantDomain: z.null(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.string(),
  /** The menu package: menu ids, comma-separated; null for every menu (the platform tenant). */
  menuId: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Tenant = z.infer<typeof tenantSchema>;

const menuIds = z
  .union([z.string().max(20_000), z.array(idString).max(2000)])
  .nullish()
  .transform((v) =>
    v === null || v === undefined
      ? v
      : [v]
          .flat()
          .flatMap((s) => s.split(','))
          .map((s) => s.trim())
          .filter(Boolean),
  )
  .pipe(z.array(idString).max(2000).nullish());

const fields = {
  name: z.string().trim().min(1).max(128),
  startTime: z.string().trim().regex(WIRE_TIME),
  endTime: z.string().trim().regex(WIRE_TIME),
  status: z.enum(TENANT_STATUSES),
  menuId: menuIds,
};

export const tenantInputSchema = z.object({
  ...fields,
  code: z.string().trim().regex(TENANT_CODE),
  status: fields.status.default('0'),
  /** The tenant's first administrator, made with it. */
  username: z.string().trim().min(USERNAME_MIN).max(USERNAME_MAX),
  password: z.string().min(REGISTER_PASSWORD_MIN).max(REGISTER_PASSWORD_MAX),
});
export type TenantInput = z.infer<typeof tenantInputSchema>;

export const tenantUpdateSchema = z.object({
  id: idString,
  name: fields.name.optional(),
  /** Fixed once made; accepted unchanged (pig's console sends it back). */
  code: z.string().trim().max(64).optional(),
  startTime: fields.startTime.optional(),
  endTime: fields.endTime.optional(),
  status: fields.status.optional(),
  menuId: menuIds,
});
export type TenantUpdate = z.infer<typeof tenantUpdateSchema>;

/** What the tenants page sorts by (pig's `ascs` / `descs`). */
const TENANT_SORT_FIELDS = ['id', 'name', 'code', 'startTime', 'endTime', 'status'] as const;
export type TenantSortField = (typeof TENANT_SORT_FIELDS)[number];
export const tenantPageQuerySchema = sortablePageQuery(TENANT_SORT_FIELDS).extend({
  name: z.string().max(128).optional(),
  code: z.string().max(64).optional(),
});
export const tenantLookupQuerySchema = z.object({
  name: z.string().max(128).optional(),
  code: z.string().max(64).optional(),
});

export const tenantSummarySchema = z.object({ id: idString, name: z.string(), code: z.string() });
export type TenantSummary = z.infer<typeof tenantSummarySchema>;
