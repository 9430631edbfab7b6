import { z } from 'zod';
import { idString, pageQuerySchema, sortablePageQuery } from './envelope';
import { roleSchema, sysUserSchema } from './auth';

/**
 * The people of the console: users, departments, posts and the organisation picker, in pig's wire
 * shapes (SysUserController, SysDeptController, SysPostController). Bodies are bounded here;
 * the rules (username, phone, password strength, uniqueness) are the services', answered as code 1 in the
 * caller's language.
 */
const text = (max: number) => z.string().trim().max(max);
const ids = z.array(idString).max(100);
const time = z.string().nullable();

/** pig's SysPost. */
export const postSchema = z.object({
  postId: idString,
  postCode: z.string(),
  postName: z.string(),
  postSort: z.number().int(),
  remark: z.string().nullable(),
  createTime: time,
  updateTime: time,
});
export type Post = z.infer<typeof postSchema>;

export const postInputSchema = z.object({
  postCode: text(64).min(1),
  postName: text(64).min(1),
  postSort: z.coerce.number().int().min(0).max(1_000_000).default(0),
  remark: text(255).nullish(),
});
export type PostInput = z.infer<typeof postInputSchema>;
export const postUpdateSchema = postInputSchema.partial().extend({ postId: idString });
export type PostUpdate = z.infer<typeof postUpdateSchema>;
export const postPageQuerySchema = pageQuerySchema.extend({ postName: text(64).optional() });
/** pig's uniqueness check as the form is typed: the post with that name or code, or null. */
export const postDetailsQuerySchema = z.object({
  postName: text(64).optional(),
  postCode: text(64).optional(),
});

/** pig's SysDept. */
export const deptSchema = z.object({
  deptId: idString,
  name: z.string(),
  parentId: z.string(),
  sortOrder: z.number().int(),
  createTime: time,
  updateTime: time,
});
export type Dept = z.infer<typeof deptSchema>;

/** A node of pig's department tree (hutool Tree: id, parentId, name, weight, extras isLock and createTime). */
export type DeptNode = {
  id: string;
  deptId: string;
  parentId: string;
  name: string;
  weight: number;
  sortOrder: number;
  isLock: boolean;
  createTime: string | null;
  children?: DeptNode[];
};
export const deptNodeSchema: z.ZodType<DeptNode> = z.lazy(() =>
  z.object({
    id: idString,
    deptId: idString,
    parentId: z.string(),
    name: z.string(),
    weight: z.number().int(),
    sortOrder: z.number().int(),
    isLock: z.boolean(),
    createTime: time,
    children: z.array(deptNodeSchema).optional(),
  }),
);

export const deptInputSchema = z.object({
  name: text(64).min(1),
  /** 0: a top department. */
  parentId: z.union([idString, z.literal('0'), z.literal(0)]).default('0'),
  sortOrder: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type DeptInput = z.infer<typeof deptInputSchema>;
export const deptUpdateSchema = deptInputSchema.partial().extend({ deptId: idString });
export type DeptUpdate = z.infer<typeof deptUpdateSchema>;
export const deptTreeQuerySchema = z.object({ deptName: text(64).optional(), parentId: idString.optional() });

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

/** pig-ui sends selected ids repeated (`ids=1&ids=2`); others one comma-separated string. */
export const idsQuery = z
  .union([z.string().max(4000), z.array(z.string().max(20)).max(1000)])
  .transform((v) => [v].flat().flatMap((s) => s.split(',').filter(Boolean)))
  .pipe(z.array(idString).max(1000));
export const userExportQuerySchema = userFilterSchema.extend({ ids: idsQuery.optional() });
export const postExportQuerySchema = z.object({ postName: text(64).optional(), ids: idsQuery.optional() });

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

/** An imported sheet's bad row (pig's ErrorMessage): the spreadsheet's row number and what is wrong with it. */
export const importErrorSchema = z.object({ lineNum: z.number().int(), errors: z.array(z.string()) });
export type ImportError = z.infer<typeof importErrorSchema>;

/** The organisation picker: an item, and one level of the tree. */
const ORG_TYPES = ['org', 'dept', 'user', 'role', 'post'] as const;
export type OrgType = (typeof ORG_TYPES)[number];
export const orgItemSchema = z.object({
  id: idString,
  name: z.string(),
  type: z.enum(['dept', 'user', 'role', 'post']),
  avatar: z.string().nullable(),
  /** 0: disabled (a locked user), cannot be chosen. */
  status: z.union([z.literal(0), z.literal(1)]),
  selected: z.boolean(),
});
export type OrgItem = z.infer<typeof orgItemSchema>;
export const orgTreeSchema = z.object({
  titleDepartments: z.array(orgItemSchema),
  childDepartments: z.array(orgItemSchema),
  roleList: z.array(orgItemSchema),
  postList: z.array(orgItemSchema),
  employees: z.array(orgItemSchema),
});
export type OrgTree = z.infer<typeof orgTreeSchema>;
export const orgTreeQuerySchema = z.object({
  type: z.enum(ORG_TYPES).default('org'),
  parentDeptId: z.union([idString, z.literal('0')]).default('0'),
});
export const orgSearchQuerySchema = z.object({
  username: text(64),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});

/** The Excel workbooks' files (import templates and exports), at pig's path /admin/sys-file/local/file/. */
const EXCEL_TEMPLATES = ['user.xlsx', 'post.xlsx', 'dept.xlsx', 'role.xlsx'] as const;
/** GET /admin/sys-file/local/file/{name}: one of those templates; any other name is a 400, never a path. */
export const excelTemplateParamsSchema = z.object({ name: z.enum(EXCEL_TEMPLATES) });
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
