import { z } from 'zod';
import { idString, idsQuery, sortablePageQuery } from './envelope';
import { roleSchema, sysUserSchema } from './auth';
import { deptSchema } from './dept';
import { postSchema } from './post';

/**
 * Users as the console edits them (pig's SysUserController), and the Excel templates of the console's imports.
 * Bodies are bounded here; the rules (username, phone, password strength, uniqueness) are the services', answered
 * as code 1 in the caller's language.
 */
const text = (max: number) => z.string().trim().max(max);
const ids = z.array(idString).max(100);
const time = z.string().nullable();

/** A user as the console edits it (pig's UserVO): never a password. `deptList` starts with the main one. */
export const userVoSchema = sysUserSchema.extend({
  roleList: z.array(roleSchema),
  postList: z.array(postSchema),
  deptList: z.array(deptSchema),
  deptName: z.string().nullable(),
  passwordModifyTime: time,
});
export type UserVo = z.infer<typeof userVoSchema>;

/** pig's user page filters; `deptId` takes in its sub-departments (docs/decisions/console.md). */
const userFilterSchema = z.object({
  username: text(64).optional(),
  phone: text(20).optional(),
  deptId: idString.optional(),
  lockFlag: z.enum(['0', '9']).optional(),
});
export type UserFilter = z.infer<typeof userFilterSchema>;
/** What the users page sorts by (pig's `ascs` / `descs`). */
const USER_SORT_FIELDS = ['userId', 'username', 'name', 'phone', 'lockFlag', 'createTime'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const userPageQuerySchema = sortablePageQuery(USER_SORT_FIELDS).extend(userFilterSchema.shape);

export const userExportQuerySchema = userFilterSchema.extend({ ids: idsQuery.optional() });

/** pig's UserDTO for a new user. */
export const userCreateSchema = z.object({
  username: text(64),
  password: z.string().max(128),
  phone: text(20),
  nickname: text(64).nullish(),
  name: text(64).nullish(),
  email: text(128).nullish(),
  lockFlag: z.enum(['0', '9']).default('0'),
  role: ids.default([]),
  post: ids.default([]),
  deptId: idString.nullish(),
  /** Every department of the user, the main one first (pig: the first becomes the main one). */
  deptIds: ids.nullish(),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/**
 * An edit: only what is named changes. A password resets it (pig-ui's mask `******` is no password); a masked
 * phone (`138****1234`) is no change; `role`/`post`/`deptIds` replace the lists when present.
 */
export const userUpdateSchema = z.object({
  userId: idString,
  password: z.string().max(128).nullish(),
  phone: text(20).nullish(),
  nickname: text(64).nullish(),
  name: text(64).nullish(),
  email: text(128).nullish(),
  lockFlag: z.enum(['0', '9']).optional(),
  role: ids.nullish(),
  post: ids.nullish(),
  deptId: idString.nullish(),
  deptIds: ids.nullish(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** pig's uniqueness check, asked as a field is typed: 0 when taken, null when free. */
export const userExistsQuerySchema = z.object({ username: text(64).optional(), phone: text(20).optional() });

/** The Excel workbooks' files (import templates and exports), at pig's path /admin/sys-file/local/file/. */
const EXCEL_TEMPLATES = ['user.xlsx', 'post.xlsx', 'dept.xlsx', 'role.xlsx'] as const;
/** GET /admin/sys-file/local/file/{name}: one of those templates; any other name is a 400, never a path. */
export const excelTemplateParamsSchema = z.object({ name: z.enum(EXCEL_TEMPLATES) });
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
