/** Uploads as pig's upload components send them, with the type and size checks before. */
import { t } from '@lingui/core/macro';
import type { UploadedFile } from '@contract/file';
import { UPLOAD_RULES, type UploadDir } from '@contract/upload-rules';
import { request } from './api-client';

/** The pre-upload checks (type, size) with their messages; null when the file may go. */
export function uploadProblem(file: Blob & { name?: string }, dir: UploadDir): string | null {
  const rule = UPLOAD_RULES[dir];
  const ext = file.name?.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = rule.types ? rule.types.includes(file.type) : rule.exts.includes(ext);
  if (!typeOk) return t`File type error`;
  const max = rule.maxMb;
  if (file.size > max * 1024 * 1024)
    return dir === 'image' ? t`Image size cannot exceed ${max} M` : t`File size cannot exceed ${max} M`;
  return null;
}

/**
 * POST /admin/sys-file/upload (multipart: file, dir, and `fields` such as the material library's groupId, all
 * before the file as pig's console sends them); the server checks it again by its bytes. `quiet`: a refusal is
 * not toasted, for a page that shows the server's reason beside the field.
 */
export function uploadFile(
  file: File,
  dir: UploadDir,
  o: { fields?: Record<string, string>; quiet?: boolean } = {},
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('dir', dir);
  for (const [k, v] of Object.entries(o.fields ?? {})) body.append(k, v);
  body.append('file', file);
  // No upload progress: ky measures it by streaming the body, which browsers send over HTTP/2 only.
  return request<UploadedFile>('admin/sys-file/upload', {
    method: 'post',
    body,
    timeout: false,
    quiet: o.quiet,
  });
}
