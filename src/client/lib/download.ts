import { t } from '@lingui/core/macro';
import { api, toSearchParams } from './api-client';
import { toast } from './feedback';

/**
 * Downloads a file the API answers (an Excel export) with the token a plain link could not send, and saves it
 * under `fileName`. An empty answer (an export with no rows) saves nothing and says so, as pig-ui's download does.
 */
export async function downloadFile(path: string, params: Record<string, unknown>, fileName: string) {
  const blob = await api(path, { searchParams: toSearchParams(params) }).blob();
  if (!blob.size) return void toast(t`The content is empty and cannot be downloaded`, 'error');
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
