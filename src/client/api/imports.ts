import type { Envelope } from '@contract/envelope';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

/**
 * An Excel import's two calls (spec §4, §8): the upload, answered by the envelope as it is (its code 1 carries
 * the bad rows, so it is read, not thrown), and the template's download. The import dialog is handed these.
 */
export type ImportCalls = {
  upload: (file: File) => Promise<Envelope<unknown>>;
  template: () => Promise<void>;
};

/** The calls of the import at `url` (e.g. `admin/user/import`), with the template at `templateUrl`. */
export const importCalls = (url: string, templateUrl: string, templateName: string): ImportCalls => ({
  upload: async (file) => {
    const form = new FormData();
    form.append('file', file);
    const body = await api.post(url, { body: form, throwHttpErrors: false }).json<Envelope<unknown>>();
    if (typeof body?.code !== 'number') throw new Error('not an envelope');
    return body;
  },
  template: () => downloadFile(templateUrl, {}, templateName),
});
