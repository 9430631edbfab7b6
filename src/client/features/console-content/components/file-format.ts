import type { FileRecord } from '@contract/file';

export { formatBytes } from '@/lib/format';

/** The smallest copy of an image that fills a thumbnail of `width` px, else the image itself. */
export function thumbnailOf(file: FileRecord, width: number): string {
  const copies = (file.image?.variants ?? []).filter((v) => v.type === 'image/webp');
  const fit = copies.sort((a, b) => a.width - b.width).find((v) => v.width >= width) ?? copies.at(-1);
  return fit?.url ?? file.url;
}

/** The badge a file without a picture shows: its extension. */
export const extensionOf = (file: FileRecord) => (file.fileName.split('.').pop() ?? '').toUpperCase();
