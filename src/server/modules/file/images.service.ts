import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { DomainError } from '../../lib/domain-error';
import type { StoredVariant } from './file.repo';

/**
 * Responsive copies of uploaded images: an image is decoded once here, refused with a clear message
 * when it is not one we can read or is too big to decode safely, and stored with AVIF and WebP copies at a few
 * widths beside the original, so a phone downloads a cover of its size in a format it reads best.
 */

/** The widths of the copies (CSS pixels × density of a course card and a detail page on a phone). */
export const VARIANT_WIDTHS = [320, 640, 960] as const;
/**
 * The most pixels an upload may decode to (all frames together): 50 megapixels is more than a phone camera's
 * photo; a decompression bomb (a small file that decodes to gigabytes) is refused before it is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** A decode or encode that takes longer than this is abandoned (and the upload refused). */
const TIMEOUT_S = 30;

const FORMATS = [
  // effort 2: AVIF's encoder is slow; higher efforts cost seconds per upload for a few per cent of bytes.
  { type: 'image/avif', ext: 'avif', encode: (s: Sharp) => s.avif({ quality: 50, effort: 2 }) },
  { type: 'image/webp', ext: 'webp', encode: (s: Sharp) => s.webp({ quality: 75 }) },
] as const;

// No cache of decoded images or open files: uploads are read once, and a refused one is deleted at once.
sharp.cache(false);

/** The ladder's widths below the image's own, then the image's own width up to the ladder's top: no upscaling. */
export function variantWidths(width: number): number[] {
  const top = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? width;
  return [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), Math.min(width, top)])];
}

/** The stored name of a copy: the original's id, the width and the format (`<id>-w320.avif`). */
export const variantName = (id: string, width: number, ext: string) => `${id}-w${width}.${ext}`;
/** A stored name that is a copy's, with the original's id. */
export const VARIANT_NAME = /^([a-f0-9]{32})-w\d{1,4}\.(avif|webp)$/;

export type ImageFacts = { width: number; height: number; variants: StoredVariant[] };

const unreadable = () => new DomainError('imageUnreadable', {}, 400);
const tooLarge = () =>
  new DomainError(
    'imageTooLarge',
    { mp: String(MAX_IMAGE_PIXELS / 1_000_000), wan: String(MAX_IMAGE_PIXELS / 10_000) },
    400,
  );

/**
 * Reads the image at `source` (already recognised as JPEG, PNG or GIF by its first bytes) and writes its copies
 * into `folder`. Animated GIFs keep only the original (a still copy would lose the animation) but are decoded
 * once all the same, so a file that only claims to be an image is refused here too. On any failure the copies
 * written so far are deleted and the upload is refused with a message, never a 500.
 */
export async function makeVariants(source: string, folder: string, id: string): Promise<ImageFacts> {
  const input = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;
  // The header alone (no pixels decoded), read without the limit so a bomb is named as such; decoding keeps it.
  const meta = await sharp(source, { ...input, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  const { width, height } = meta.autoOrient;
  if (!width || !height || !['jpeg', 'png', 'gif'].includes(meta.format)) throw unreadable();
  if (width * height * (meta.pages ?? 1) > MAX_IMAGE_PIXELS) throw tooLarge();

  const written: string[] = [];
  try {
    if ((meta.pages ?? 1) > 1) {
      await sharp(source, { ...input, animated: true })
        .resize({ width: 16 })
        .timeout({ seconds: TIMEOUT_S })
        .raw()
        .toBuffer();
      return { width, height, variants: [] };
    }
    const jobs = variantWidths(width).flatMap((w) =>
      FORMATS.map(async (f): Promise<StoredVariant> => {
        const fileName = variantName(id, w, f.ext);
        written.push(fileName);
        const resized = sharp(source, input).autoOrient().resize({ width: w, withoutEnlargement: true });
        const info = await f.encode(resized).timeout({ seconds: TIMEOUT_S }).toFile(join(folder, fileName));
        return { fileName, type: f.type, width: info.width, height: info.height };
      }),
    );
    // Every job settles before cleaning up, so no copy is written after the folder was cleared of them.
    const results = await Promise.allSettled(jobs);
    const variants = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    if (variants.length < results.length) throw unreadable();
    return { width, height, variants };
  } catch (err) {
    await Promise.all(written.map((name) => rm(join(folder, name), { force: true })));
    throw err instanceof DomainError ? err : unreadable();
  }
}

/**
 * The facts of an image whose copies were made before (the demo seed's, committed beside its covers), read from
 * the files' headers: `copies` maps each copy's file to the name it is stored under.
 */
export async function readVariants(source: string, copies: Map<string, string>): Promise<ImageFacts> {
  const meta = await sharp(source).metadata();
  const variants = await Promise.all(
    [...copies].map(async ([path, fileName]): Promise<StoredVariant> => {
      const m = await sharp(path).metadata();
      const type = FORMATS.find((f) => f.ext === (m.format === 'heif' ? 'avif' : m.format))?.type;
      if (!type) throw new Error(`${path}: not a responsive copy`);
      return { fileName, type, width: m.width, height: m.height };
    }),
  );
  return { ...meta.autoOrient, variants };
}
