import type { UploadedFile } from '@contract/edu';
import type { UploadDir } from '@contract/upload-rules';
import { request } from '@/lib/api-client';

/** Uploads as pig's upload components send them (the spec's checks before: lib/upload.ts's uploadProblem). */

/**
 * POST /admin/sys-file/upload (multipart: file, dir, and `fields` such as the material library's groupId, all
 * before the file as pig's console sends them); the server checks it again by its bytes.
 */
export function uploadFile(
  file: File,
  dir: UploadDir,
  o: { fields?: Record<string, string> } = {},
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('dir', dir);
  for (const [k, v] of Object.entries(o.fields ?? {})) body.append(k, v);
  body.append('file', file);
  // No upload progress: ky measures it by streaming the body, which browsers send over HTTP/2 only.
  return request<UploadedFile>('admin/sys-file/upload', { method: 'post', body, timeout: false });
}

/**
 * The upload widgets' uploader (components/uploads): each file to POST /admin/sys-file/upload with `fields` (the
 * material library's groupId).
 */
export const uploader =
  (fields?: Record<string, string>) =>
  (file: File, dir: UploadDir): Promise<UploadedFile> =>
    uploadFile(file, dir, { fields });
