import type { Preview } from '@contract/file';

/** The office formats a device draws: Word's and Excel's zipped XML (the binary .doc and .xls it cannot). */
export type OfficeFormat = 'docx' | 'xlsx';

/** Which office format a file's name names, by its extension in any case; null for any other file. */
export function officeFormatOf(fileName: string): OfficeFormat | null {
  const dot = fileName.lastIndexOf('.');
  const ext = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return ext === 'docx' || ext === 'xlsx' ? ext : null;
}

/** Whether bytes open as a zip does (".docx" and ".xlsx" are zips): a renamed file of another kind is not drawn. */
export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The preview pages (the spec's image, office and pdf; text is ours), each opened in a new tab. */
export const PREVIEW_PAGES = ['image', 'office', 'pdf', 'text'] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number];

export const isPreviewPage = (kind: string): kind is PreviewPage => PREVIEW_PAGES.some((p) => p === kind);

/** The page a file of this preview opens on, or null (downloads, and videos that play in their lesson only). */
export const previewPageOf = (preview: Preview): PreviewPage | null =>
  isPreviewPage(preview) ? preview : null;

/**
 * The address of a preview page (hash history) with the spec's `url` and `fileName` (the stored name, whose
 * extension says the format) and, ours, `name`: what people call the file, shown and downloaded under.
 */
export function previewPageHref(kind: PreviewPage, url: string, fileName: string, name?: string): string {
  const search = new URLSearchParams({ url, fileName, ...(name ? { name } : {}) });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an address, not text
  return `#/preview/${kind}?${search.toString()}`;
}

/**
 * The link a preview page may load: one of our own origin only, as a path. The page's address is something anyone
 * can write and send; a foreign link would make the page fetch and draw a stranger's file under our name.
 */
export function ownLink(raw: string, origin: string): string | null {
  if (!raw || raw.startsWith('//') || raw.startsWith('\\')) return null;
  try {
    const link = new URL(raw, origin);
    if (link.origin !== origin || !/^https?:$/.test(link.protocol)) return null;
    return link.pathname + link.search;
  } catch {
    return null;
  }
}
