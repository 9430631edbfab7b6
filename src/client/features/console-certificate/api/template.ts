import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { CertificateTemplate, CertificateTemplateView } from '@contract/certificate';
import { api, request } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';

/** The tenant's certificate template (staff, src/contract/certificate.ts) and the sample its page previews. */

export type PreviewLang = 'zh-cn' | 'en';
const templateKeys = {
  template: ['console-certificate', 'template'] as const,
  previews: ['console-certificate', 'template-preview'] as const,
  preview: (lang: PreviewLang) => ['console-certificate', 'template-preview', lang] as const,
};

export const templateQuery = () =>
  queryOptions({
    queryKey: templateKeys.template,
    queryFn: () => request<CertificateTemplateView>('edu/certificate/template'),
  });

/**
 * A sample certificate drawn with the saved template (PNG, for edu_certificate_edit), as a Blob: an <img> could
 * not send the token.
 */
export const previewQuery = (lang: PreviewLang, enabled: boolean) =>
  queryOptions({
    queryKey: templateKeys.preview(lang),
    queryFn: () => api('edu/certificate/template/preview.png', { searchParams: { lang } }).blob(),
    enabled,
  });

/**
 * Saves the template; quiet, the page shows a refusal's reason (an unknown placeholder, an image that cannot be
 * drawn) beside the form. What it answers is the template now; the previews are drawn again.
 */
export const saveTemplateMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (t: CertificateTemplate) =>
      request<CertificateTemplateView>('edu/certificate/template', { method: 'put', json: t, quiet: true }),
    onSuccess: (saved) => {
      client.setQueryData(templateKeys.template, saved);
      return client.invalidateQueries({ queryKey: templateKeys.previews });
    },
  });
export const useSaveTemplate = () => useMutation(saveTemplateMutation(useQueryClient()));

/** Uploads a seal or background to the tenant's images; quiet, the field shows the server's refusal. */
export const uploadTemplateImage = (file: File) => uploadFile(file, 'image', { quiet: true });
