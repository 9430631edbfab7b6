import { z } from 'zod';
import { idString, patchOf, idsQuery, sortablePageQuery } from './envelope';

/**
 * Roles (pig's sys_role, Console › System › Roles): a tenant's named sets of menus and buttons, with pigx's data
 * scope. pig's wire names; ids as strings.
 */
const DS_TYPES = ['0', '1', '2', '3', '4'] as const;
export type DsType = (typeof DS_TYPES)[number];
/** The data scope whose departments are listed in ds_scope ('1': custom). */
export const DS_CUSTOM: DsType = '1';

/** A path's `/:roleId` (a role's menu tree, its cached menus). */
export const roleIdParamSchema = z.object({ roleId: idString });
/** POST getRoleList: the roles asked for by id, 500 at most. */
export const roleIdsSchema = z.array(idString).max(500);

export const ROLE_CODE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export const roleDetailSchema = z.object({
  roleId: idString,
  roleName: z.string(),
  roleCode: z.string(),
  roleDesc: z.string().nullable(),
  dsType: z.enum(DS_TYPES),
  /** Department ids of the custom scope, comma-separated as pigx stores them ('' when none). */
  dsScope: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

/** pigx's console sends dsType as a number, ours as a string: both mean the same scope. */
const dsType = z
  .union([z.enum(DS_TYPES), z.number().int().min(0).max(4)])
  .transform((v) => String(v) as DsType);
/** Department ids: pig's comma string, or an array of ids. */
const idList = z
  .union([z.string().max(4000), z.array(z.union([idString, z.number().int().positive()])).max(500)])
  .transform((v) =>
    [v]
      .flat()
      .flatMap((x) => String(x).split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(idString).max(500));

export const roleInputSchema = z.object({
  roleName: z.string().trim().min(1).max(64),
  roleCode: z.string().trim().regex(ROLE_CODE),
  roleDesc: z.string().trim().max(255).nullish(),
  dsType: dsType.default('0'),
  dsScope: idList.nullish(),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

export const roleUpdateSchema = patchOf(roleInputSchema).extend({ roleId: idString });
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

/** What the roles page sorts by (pig's `ascs` / `descs`). */
const ROLE_SORT_FIELDS = ['roleId', 'roleName', 'roleCode', 'roleDesc', 'dsType', 'createTime'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];
export const rolePageQuerySchema = sortablePageQuery(ROLE_SORT_FIELDS).extend({
  roleName: z.string().max(64).optional(),
});

/** GET /admin/role/export: by name, or the roles ticked (pig sends `ids` repeated; a comma string works too). */
export const roleExportQuerySchema = z.object({
  roleName: z.string().max(64).optional(),
  ids: idsQuery.optional(),
});
export const roleLookupQuerySchema = z.object({
  roleCode: z.string().max(64).optional(),
  roleName: z.string().max(64).optional(),
});

/** PUT /admin/role/menu: the role's whole grant, pig's comma string of menu ids ('' grants nothing). */
export const roleMenuSchema = z.object({
  roleId: idString,
  menuIds: z
    .union([z.string().max(20_000), z.array(idString).max(2000)])
    .transform((v) =>
      [v]
        .flat()
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(idString).max(2000)),
});
