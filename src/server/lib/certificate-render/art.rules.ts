import type { CertificateArt, CertificateRefusal } from './art.types';

/** Larger images are refused: a seal or a background of typical size is a few hundred KB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Pixels a side: a small file can still claim to decode to gigabytes. */
export const MAX_IMAGE_SIDE = 5000;

const TEXT_LIMITS = {
  number: 64,
  holderName: 100,
  courseTitle: 300,
  issuer: 120,
  signatory: 120,
  wording: 1200,
  verifyUrl: 1000,
} as const satisfies Partial<Record<keyof CertificateArt, number>>;
const REQUIRED = new Set<keyof CertificateArt>([
  'number',
  'holderName',
  'courseTitle',
  'issuer',
  'verifyUrl',
]);

export type ImageKind = 'png' | 'jpeg';
export type ImageInfo = { kind: ImageKind; width: number; height: number };

/** Control characters and lone surrogates would make the SVG invalid XML; they read as a space. */
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g;
const cleanText = (s: string) => s.toWellFormed().replace(UNPRINTABLE, ' ').replace(/ {2,}/g, ' ').trim();

const isDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
};

/** The width and height a PNG or JPEG says it has, from its header alone; null when it is neither. */
export function sniffImage(bytes: Uint8Array): ImageInfo | 'unreadable' | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) {
    if (bytes.length < 24) return 'unreadable';
    return { kind: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    // The first start-of-frame marker (SOF0..SOF15 but DHT, JPG and DAC) holds the size.
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return 'unreadable';
      const marker = bytes[at + 1] ?? 0;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      const length = view.getUint16(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { kind: 'jpeg', width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      at += 2 + length;
    }
    return 'unreadable';
  }
  return null;
}

/** Why a seal or background cannot be drawn (not a PNG or JPEG, too large, unreadable), or null. */
export function checkImage(
  bytes: Uint8Array | null,
  field: 'seal' | 'background',
): CertificateRefusal | null {
  if (!bytes) return null;
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { refused: 'imageTooLarge', field };
  const info = sniffImage(bytes);
  if (info === null) return { refused: 'imageNotPngOrJpeg', field };
  if (info === 'unreadable' || !info.width || !info.height) return { refused: 'imageUnreadable', field };
  if (info.width > MAX_IMAGE_SIDE || info.height > MAX_IMAGE_SIDE) return { refused: 'imageTooLarge', field };
  return null;
}

/** The art with its text made safe to draw, or why it cannot be drawn. */
export function checkArt(art: CertificateArt): CertificateArt | CertificateRefusal {
  const clean = { ...art };
  for (const [field, limit] of Object.entries(TEXT_LIMITS) as [keyof typeof TEXT_LIMITS, number][]) {
    const value = cleanText(String(art[field] ?? ''));
    if (!value && REQUIRED.has(field)) return { refused: 'emptyField', field };
    if (value.length > limit) return { refused: 'fieldTooLong', field };
    clean[field] = value;
  }
  if (!isDate(art.completedOn)) return { refused: 'badDate', field: 'completedOn' };
  if (art.expiresOn !== null && !isDate(art.expiresOn)) return { refused: 'badDate', field: 'expiresOn' };
  if (!Number.isFinite(art.creditHours) || art.creditHours < 0 || art.creditHours > 100_000)
    return { refused: 'badCreditHours', field: 'creditHours' };
  clean.locale = art.locale === 'en' ? 'en' : 'zh-cn';
  return checkImage(art.seal, 'seal') ?? checkImage(art.background, 'background') ?? clean;
}
