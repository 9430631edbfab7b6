import { z } from 'zod';
import { idString } from './envelope';

/** Uploaded files as the upload answers them, and the images among them with their responsive copies. */

/** The types of the responsive copies made of an uploaded image, best first (a <picture> offers them in order). */
export const IMAGE_VARIANT_TYPES = ['image/avif', 'image/webp'] as const;
export const imageVariantSchema = z.object({
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
