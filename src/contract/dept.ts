import { z } from 'zod';
import { idString } from './envelope';

/** Departments (pig's SysDeptController) as a tree, and the organisation picker that walks it. */
const text = (max: number) => z.string().trim().max(max);
const time = z.string().nullable();

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
