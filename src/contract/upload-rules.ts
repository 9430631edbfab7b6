/**
 * Upload limits; video is our addition: mp4/webm up to 200 MB. `exts` are the
 * kinds a folder takes (the server recognises a file by its bytes); where `types` are given, a device checks the
 * declared type before uploading (images and videos), else the extension.
 *
 * Attachments: the usual list (jpg, jpeg, png, doc, docx, xlsx, xls, pdf, rar, 7z, zip, txt) without "ddf":
 * the server keeps a file only as a kind its first bytes prove, and ddf has no signature to check. No size
 * was set for them; 20 MB leaves room for an archive.
 */
export const UPLOAD_DIRS = ['image', 'doc', 'video', 'attachment'] as const;
export type UploadDir = (typeof UPLOAD_DIRS)[number];
export const UPLOAD_RULES: Record<UploadDir, { maxMb: number; exts: string[]; types?: string[] }> = {
  image: { maxMb: 5, exts: ['jpg', 'jpeg', 'png', 'gif'], types: ['image/jpeg', 'image/png', 'image/gif'] },
  doc: { maxMb: 5, exts: ['png', 'jpg', 'jpeg', 'doc', 'xls', 'ppt', 'txt', 'pdf', 'docx', 'xlsx', 'pptx'] },
  video: { maxMb: 200, exts: ['mp4', 'webm'], types: ['video/mp4', 'video/webm'] },
  attachment: {
    maxMb: 20,
    exts: ['jpg', 'jpeg', 'png', 'doc', 'docx', 'xlsx', 'xls', 'pdf', 'rar', '7z', 'zip', 'txt'],
  },
};
/** Folders whose files are recognised by the extension they claim, checked against their bytes. */
export const NAMED_KIND_DIRS: readonly UploadDir[] = ['doc', 'attachment'];

/**
 * The console's upload widgets: the folder each uploads to and how many files one takes by default
 * (documents 5, one image, attachments 9999). The folder's rule above says which files and how big.
 */
export const UPLOAD_WIDGETS = {
  document: { dir: 'doc', limit: 5 },
  image: { dir: 'image', limit: 1 },
  attachment: { dir: 'attachment', limit: 9999 },
} as const satisfies Record<string, { dir: UploadDir; limit: number }>;
