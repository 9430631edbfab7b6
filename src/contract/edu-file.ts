import { z } from 'zod';
import { idString } from './envelope';
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
