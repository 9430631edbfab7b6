import { api, toSearchParams } from './api-client';

/**
 * Downloads a file the API answers (an Excel export) with the token a plain link could not send, and saves it
 * under `fileName`.
 */
export async function downloadFile(path: string, params: Record<string, unknown>, fileName: string) {
  const blob = await api(path, { searchParams: toSearchParams(params) }).blob();
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
