import { z } from 'zod';
import { idString, sortablePageQuery } from './envelope';
import { UPLOAD_DIRS } from './upload-rules';

/** Uploaded files as the upload answers them, and the images among them with their responsive copies. */

/** The types of the responsive copies made of an uploaded image, best first (a <picture> offers them in order). */
const IMAGE_VARIANT_TYPES = ['image/avif', 'image/webp'] as const;
const imageVariantSchema = z.object({
  url: z.string(),
  type: z.enum(IMAGE_VARIANT_TYPES),
  width: z.number().int(),
  height: z.number().int(),
});
/**
 * An uploaded image as a page needs it: its intrinsic size (to reserve its box before it loads) and its
 * responsive copies (AVIF and WebP at a few widths, never wider than the image). No variants: show the original.
 */
export const imageInfoSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
});
export type ImageInfo = z.infer<typeof imageInfoSchema>;

export const fileSchema = z.object({
  id: idString,
  url: z.string(),
  fileName: z.string(),
  name: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
  /** Images: intrinsic size and responsive variants; null for other files. */
  image: imageInfoSchema.nullable(),
});
export type UploadedFile = z.infer<typeof fileSchema>;

/** pig-ui's kinds (10 images, 20 videos, 30 files) as our folders, when no dir is named. */
const KIND_DIRS = { '10': 'image', '20': 'video', '30': 'doc' } as const;
/**
 * The upload form's fields (POST /admin/sys-file/upload): pig's `dir`, or the material library's kind (`type`)
 * and folder (`groupId`). Never refused: no known folder is a document, a malformed or zero group is none.
 */
export const uploadFieldsSchema = z
  .object({
    dir: z.enum(UPLOAD_DIRS).optional().catch(undefined),
    type: z.enum(['10', '20', '30']).optional().catch(undefined),
    groupId: z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number)
      .optional()
      .catch(undefined),
  })
  .transform(({ dir, type, groupId }) => ({
    dir: dir ?? (type ? KIND_DIRS[type] : 'doc'),
    groupId: groupId || null,
  }));

/** A signed link's parameters (`expires`, `signature`), for what a tag without headers loads; others pass. */
export const signedLinkQuerySchema = z.looseObject({
  expires: z.string().max(16).optional(),
  signature: z.string().max(64).optional(),
});
/** GET /admin/sys-file/oss/file: a stored file, or a responsive copy of an image (`<id>-w320.avif`). */
export const fileLinkQuerySchema = z.looseObject({
  fileName: z.string().regex(/^[a-z0-9]{32}(-w\d{1,4})?\.[a-z0-9]{1,8}$/),
  ...signedLinkQuerySchema.shape,
});

// The material library (pig's 文件管理, /admin/sys-file/*): a tenant's uploaded files (course images, documents,
// videos) in folders (sys_file_group, a tree). pig's wire names; `url` and `preview` are ours: the link the
// console opens the file with (images public, everything else signed and short-lived) and how it can be
// shown.

/**
 * How the console can show a file: in the page (image, PDF, text; Word .docx and Excel .xlsx drawn on the device),
 * only by downloading it (the older binary office files, PowerPoint, archives), or not at all (a lesson's video
 * plays only in its lesson, where the sign-up is checked).
 */
const PREVIEWS = ['image', 'pdf', 'text', 'office', 'download', 'none'] as const;
/** The office types a device can draw: the zipped XML of Word and Excel (the binary .doc and .xls it cannot). */
const OFFICE_PREVIEW_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
export type Preview = (typeof PREVIEWS)[number];

/** How a file of `type` (its MIME type, as the server recognised it) can be previewed. */
export function previewOf(type: string): Preview {
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('video/')) return 'none';
  if (type.startsWith('text/plain')) return 'text';
  if (OFFICE_PREVIEW_TYPES.includes(type)) return 'office';
  return 'download';
}

/** Whether a name holds a control character (a tab, a line break, NUL…): never part of a name people give. */
const hasControl = (v: string) => [...v].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f');

/** "Not in a folder" as pig-ui names it (its 未分组 entry). */
export const UNGROUPED = '-1';
export const GROUP_NAME_MAX = 64;
export const FILE_NAME_MAX = 255;

export const fileRecordSchema = z.object({
  id: idString,
  fileName: z.string(),
  original: z.string(),
  dir: z.string().nullable(),
  /** The MIME type the server recognised from the bytes. */
  type: z.string(),
  groupId: idString.nullable(),
  fileSize: z.number().int(),
  hash: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  /** Where the console opens it; empty for a file it cannot open (a video). */
  url: z.string(),
  preview: z.enum(PREVIEWS),
  image: imageInfoSchema.nullable(),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

const groupIdFilter = z.union([idString, z.literal(UNGROUPED), z.literal('')]);
/** What the material library's table sorts by (pig's `ascs` / `descs`). */
const FILE_SORT_FIELDS = ['id', 'original', 'type', 'fileSize', 'createBy', 'createTime'] as const;
export type FileSortField = (typeof FILE_SORT_FIELDS)[number];
export const filePageQuerySchema = sortablePageQuery(FILE_SORT_FIELDS).extend({
  /** Contains, either case. */
  original: z.string().max(FILE_NAME_MAX).optional(),
  /** A folder (its files only), '-1' for the files in none; empty or absent for all. */
  groupId: groupIdFilter.optional(),
  /** pig-ui's 10/20/30, or ours by name; empty for every kind. */
  type: z.enum(['10', '20', '30', 'image', 'video', 'file', '']).optional(),
});
export type FilePageQuery = z.infer<typeof filePageQuerySchema>;

export const fileRenameSchema = z.object({
  id: idString,
  original: z
    .string()
    .trim()
    .min(1)
    .max(FILE_NAME_MAX)
    .refine((v) => !/[\\/]/.test(v) && !hasControl(v), 'no slashes or control characters'),
});
export const fileIdsSchema = z.array(idString).min(1).max(200);
/** pig's PUT /group/move: files into a folder (null or -1: into none). */
export const fileMoveSchema = z.object({
  ids: fileIdsSchema,
  groupId: z.union([idString, z.literal(UNGROUPED), z.literal(-1), z.null()]),
});

export type FileGroupNode = {
  id: string;
  /** pig's tree names the parent both ways: hutool's `parentId`, the table's `pid` (-1: a top folder). */
  parentId: string;
  pid: string;
  name: string;
  type: string;
  children?: FileGroupNode[];
};
export const fileGroupNodeSchema: z.ZodType<FileGroupNode> = z.lazy(() =>
  z.object({
    id: idString,
    parentId: z.string(),
    pid: z.string(),
    name: z.string(),
    type: z.string(),
    children: z.array(fileGroupNodeSchema).optional(),
  }),
);
const parentRef = z.union([idString, z.literal(UNGROUPED), z.literal(-1)]);
const groupName = z
  .string()
  .trim()
  .min(1)
  .max(GROUP_NAME_MAX)
  .refine((v) => !hasControl(v), 'no control characters');
/** A folder's kind as pig-ui sends it (10 images, 20 videos, 30 files); ours are for every kind. */
const groupType = z.union([z.enum(['10', '20', '30']), z.literal(10), z.literal(20), z.literal(30)]);
export const fileGroupAddSchema = z.object({
  name: groupName,
  pid: parentRef.optional(),
  type: groupType.optional(),
});
export const fileGroupUpdateSchema = z.object({
  id: idString,
  name: groupName.optional(),
  /** A folder moves under another (never under itself or one of its own). */
  pid: parentRef.optional(),
});
export const fileGroupListQuerySchema = z.object({
  type: z.enum(['10', '20', '30', '']).optional(),
  name: z.string().max(GROUP_NAME_MAX).optional(),
});
