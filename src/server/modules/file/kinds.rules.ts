import { NAMED_KIND_DIRS, UPLOAD_RULES, type UploadDir } from '@contract/upload-rules';

/**
 * The kinds of file we take and serve. A file is what its first bytes say, not what its name or the browser's
 * declared type claim: an upload is recognised here, stored under its kind's extension, and served only as its
 * kind's type. HTML, SVG and anything else that a browser would run is no kind at all.
 */
export type FileKind = {
  ext: string;
  type: string;
  /** Shown in the browser (images, PDF, video); everything else is a download. */
  inline: boolean;
  sniff: (head: Buffer) => boolean;
};

const starts = (bytes: number[]) => (b: Buffer) => b.subarray(0, bytes.length).equals(Buffer.from(bytes));
const OLE2 = starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = starts([0x50, 0x4b, 0x03, 0x04]);
/** Text: no NUL, no other control bytes but tab and line ends, and no markup a browser would take for HTML. */
const TEXT = (b: Buffer) =>
  b.length > 0 &&
  !b.some((c) => c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) &&
  !/^\s*<(!doctype|html|svg|script|\?xml)/i.test(b.toString('latin1'));

const kinds: FileKind[] = [
  {
    ext: 'png',
    type: 'image/png',
    inline: true,
    sniff: starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { ext: 'jpg', type: 'image/jpeg', inline: true, sniff: starts([0xff, 0xd8, 0xff]) },
  {
    ext: 'gif',
    type: 'image/gif',
    inline: true,
    sniff: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  },
  // The responsive copies we make of uploaded images (file/images.service.ts): served, never taken as uploads.
  {
    ext: 'webp',
    type: 'image/webp',
    inline: true,
    sniff: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    ext: 'avif',
    type: 'image/avif',
    inline: true,
    sniff: (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif',
  },
  {
    ext: 'pdf',
    type: 'application/pdf',
    inline: true,
    sniff: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  {
    ext: 'mp4',
    type: 'video/mp4',
    inline: true,
    sniff: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  },
  { ext: 'webm', type: 'video/webm', inline: true, sniff: starts([0x1a, 0x45, 0xdf, 0xa3]) },
  { ext: 'doc', type: 'application/msword', inline: false, sniff: OLE2 },
  { ext: 'xls', type: 'application/vnd.ms-excel', inline: false, sniff: OLE2 },
  { ext: 'ppt', type: 'application/vnd.ms-powerpoint', inline: false, sniff: OLE2 },
  {
    ext: 'docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
    sniff: ZIP,
  },
  {
    ext: 'xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    inline: false,
    sniff: ZIP,
  },
  {
    ext: 'pptx',
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    inline: false,
    sniff: ZIP,
  },
  { ext: 'txt', type: 'text/plain; charset=utf-8', inline: false, sniff: TEXT },
  // Archives (attachments): downloads only.
  { ext: 'zip', type: 'application/zip', inline: false, sniff: ZIP },
  {
    ext: 'rar',
    type: 'application/vnd.rar',
    inline: false,
    sniff: starts([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]),
  },
  {
    ext: '7z',
    type: 'application/x-7z-compressed',
    inline: false,
    sniff: starts([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  },
];
const byExt = new Map(kinds.map((k) => [k.ext, k]));
byExt.set('jpeg', byExt.get('jpg') as FileKind);

/** How many first bytes recognising a kind needs. */
export const SNIFF_BYTES = 512;

/** The kind a stored file name's extension stands for (we chose the extension), if it is one we serve. */
export const kindOfStored = (fileName: string): FileKind | undefined =>
  byExt.get(fileName.split('.').pop() ?? '');

/**
 * What an upload to `dir` is, or undefined when it may not be stored there: images and videos are whatever their
 * bytes say among the allowed ones; a document or an attachment must be the kind its extension names (a .docx
 * and a .zip share their first bytes).
 */
export function recognise(dir: UploadDir, extension: string, head: Buffer): FileKind | undefined {
  return recogniseAmong(UPLOAD_RULES[dir].exts, NAMED_KIND_DIRS.includes(dir), extension, head);
}

/** What a file is among `exts`: the kind its extension names, proved by its bytes (`named`), or any whose bytes fit. */
export function recogniseAmong(
  exts: readonly string[],
  named: boolean,
  extension: string,
  head: Buffer,
): FileKind | undefined {
  if (named) {
    const claimed = exts.includes(extension) ? byExt.get(extension) : undefined;
    return claimed?.sniff(head) ? claimed : undefined;
  }
  return exts.flatMap((ext) => byExt.get(ext) ?? []).find((k) => k.sniff(head));
}
