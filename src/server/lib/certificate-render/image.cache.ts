import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_SIDE } from './art.rules';

/**
 * The seal and background as drawn: decoded by sharp (libvips), which refuses a broken or truncated file at
 * once (pdf-lib's own PNG decoder looped on one), and scaled to what the page shows, so a large photo does not
 * make every PDF large. Kept per thread by content: a course's thousand certificates share them.
 */
const LARGEST = { seal: 480, background: 1754 } as const;
const cache = new Map<string, Promise<Uint8Array | null>>();
const MAX_CACHED = 8;

async function normalise(bytes: Uint8Array, role: 'seal' | 'background'): Promise<Uint8Array | null> {
  try {
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE })
      .autoOrient()
      .resize({ width: LARGEST[role], height: LARGEST[role], fit: 'inside', withoutEnlargement: true });
    const { hasAlpha } = await sharp(bytes).metadata();
    // A seal keeps its transparency; an opaque background is smaller as JPEG.
    const out =
      hasAlpha || role === 'seal' ? image.png({ compressionLevel: 6 }) : image.jpeg({ quality: 85 });
    return new Uint8Array(await out.toBuffer());
  } catch {
    return null;
  }
}

/** The image ready to draw, or null when it does not decode. */
export function drawableImage(bytes: Uint8Array, role: 'seal' | 'background'): Promise<Uint8Array | null> {
  const key = `${role}:${createHash('sha256').update(bytes).digest('base64')}`;
  let entry = cache.get(key);
  if (!entry) {
    if (cache.size >= MAX_CACHED) cache.clear();
    entry = normalise(bytes, role);
    cache.set(key, entry);
  }
  return entry;
}
