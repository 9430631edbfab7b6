/**
 * Upload limits (spec §5 "Uploads"); video is ours (the spec names none): mp4/webm up to 200 MB. `exts` are the
 * kinds a folder takes (the server recognises a file by its bytes); where `types` are given, a device checks the
 * declared type before uploading (images and videos), else the extension.
 */
export const UPLOAD_DIRS = ['image', 'doc', 'video'] as const;
export type UploadDir = (typeof UPLOAD_DIRS)[number];
export const UPLOAD_RULES: Record<UploadDir, { maxMb: number; exts: string[]; types?: string[] }> = {
  image: { maxMb: 5, exts: ['jpg', 'jpeg', 'png', 'gif'], types: ['image/jpeg', 'image/png', 'image/gif'] },
  doc: { maxMb: 5, exts: ['png', 'jpg', 'jpeg', 'doc', 'xls', 'ppt', 'txt', 'pdf', 'docx', 'xlsx', 'pptx'] },
  video: { maxMb: 200, exts: ['mp4', 'webm'], types: ['video/mp4', 'video/webm'] },
};
