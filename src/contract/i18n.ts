import { z } from 'zod';
import { idString, patchOf, sortablePageQuery } from './envelope';

/**
 * Translations (pig's sys_i18n, Console › System › Translations): keys the apps translate from the server, e.g.
 * `router.home`, with their Chinese and English texts. One table for the whole platform: only the platform's own
 * tenant administers it. The apps read them from /admin/system/config (and pig's older /admin/i18n/info).
 */
export const I18N_KEY = /^[A-Za-z][\w.-]{0,127}$/;
export const I18N_TEXT_MAX = 255;

export const i18nEntrySchema = z.object({
  id: idString,
  name: z.string(),
  zhCn: z.string(),
  en: z.string(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type I18nEntry = z.infer<typeof i18nEntrySchema>;

export const i18nInputSchema = z.object({
  name: z.string().trim().regex(I18N_KEY),
  zhCn: z.string().trim().min(1).max(I18N_TEXT_MAX),
  en: z.string().trim().min(1).max(I18N_TEXT_MAX),
});
export type I18nInput = z.infer<typeof i18nInputSchema>;
export const i18nUpdateSchema = patchOf(i18nInputSchema).extend({ id: idString });
export type I18nUpdate = z.infer<typeof i18nUpdateSchema>;

/** pig's filters (each "contains"), and ours: `text` found in either language. */
const i18nFilter = {
  name: z.string().max(128).optional(),
  zhCn: z.string().max(I18N_TEXT_MAX).optional(),
  en: z.string().max(I18N_TEXT_MAX).optional(),
  text: z.string().max(I18N_TEXT_MAX).optional(),
};
/** What the translations page sorts by (pig's `ascs` / `descs`); `updateTime` is the last change, or the creation. */
const I18N_SORT_FIELDS = ['id', 'name', 'zhCn', 'en', 'updateTime'] as const;
export type I18nSortField = (typeof I18N_SORT_FIELDS)[number];
export const i18nPageQuerySchema = sortablePageQuery(I18N_SORT_FIELDS).extend(i18nFilter);
export type I18nFilter = { name?: string; zhCn?: string; en?: string; text?: string };
/** The export takes the page's filters, or the ids of the rows ticked (sent repeated or comma-separated). */
export const i18nExportQuerySchema = z.object({
  ...i18nFilter,
  ids: z
    .union([z.string().max(4000), z.array(z.string().max(20)).max(1000)])
    .transform((v) => [v].flat().flatMap((s) => s.split(',')))
    .pipe(z.array(idString).max(1000))
    .optional(),
});
/** pig's uniqueness checks (/i18n/details?name= or zhCn= or en=): that entry, or null. */
export const i18nDetailsQuerySchema = z.object({
  name: z.string().max(128).optional(),
  zhCn: z.string().max(I18N_TEXT_MAX).optional(),
  en: z.string().max(I18N_TEXT_MAX).optional(),
});

/** One single-key object per message, as pig's SysI18nController.listMap() sends it. */
export const i18nInfoSchema = z.object({
  'zh-cn': z.array(z.record(z.string(), z.string())),
  en: z.array(z.record(z.string(), z.string())),
});
export type I18nInfo = z.infer<typeof i18nInfoSchema>;
