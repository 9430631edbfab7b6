import { z } from 'zod';
import { idString, idsQuery, sortablePageQuery } from './envelope';

/** Posts (pig's SysPostController): a user's job titles. Bodies are bounded here; uniqueness is the service's. */
const text = (max: number) => z.string().trim().max(max);
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
/** What the posts page sorts by (pig's `ascs` / `descs`). */
const POST_SORT_FIELDS = ['postId', 'postName', 'postCode', 'postSort', 'remark'] as const;
export type PostSortField = (typeof POST_SORT_FIELDS)[number];
export const postPageQuerySchema = sortablePageQuery(POST_SORT_FIELDS).extend({
  postName: text(64).optional(),
});
/** pig's uniqueness check as the form is typed: the post with that name or code, or null. */
export const postDetailsQuerySchema = z.object({
  postName: text(64).optional(),
  postCode: text(64).optional(),
});

/** pig's post export: the filter, or the selected ids. */
export const postExportQuerySchema = z.object({ postName: text(64).optional(), ids: idsQuery.optional() });
