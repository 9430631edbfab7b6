/** The spec's checks before an upload (§5 "Uploads"); the upload itself is src/client/api/upload.ts. */
import { t } from '@lingui/core/macro';
import { UPLOAD_RULES, type UploadDir } from '@contract/upload-rules';

/** The spec's pre-upload checks (type, size) with its messages; null when the file may go. */
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
