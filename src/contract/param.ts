import { z } from 'zod';
import { idString, patchOf, sortablePageQuery } from './envelope';
import { PARAM_KEY, PARAM_VALUE_MAX } from './param-rules';
import { formatProblem } from './value-formats';

export { PARAM_RULES, paramValueProblem } from './param-rules';

/**
 * Parameters (pig's sys_public_param, Console › System › Parameters): named values the platform and the site
 * read — the site's texts and switches, the user agreement, PASSWORD_EXPIRE_DAYS. pig's wire names.
 */
export const paramSchema = z.object({
  publicId: idString,
  publicName: z.string(),
  publicKey: z.string(),
  publicValue: z.string(),
  status: z.enum(['0', '1']),
  publicType: z.string(),
  systemFlag: z.enum(['0', '1']),
  validateCode: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Param = z.infer<typeof paramSchema>;

const paramFields = z.object({
  publicName: z.string().trim().min(1).max(128),
  publicKey: z.string().trim().regex(PARAM_KEY),
  publicValue: z.string().max(PARAM_VALUE_MAX),
  status: z.enum(['0', '1']).default('0'),
  publicType: z.string().max(2).default('0'),
  /** Staff cannot make a parameter the platform's own: only the seed does. Accepted and ignored (pig sends it). */
  systemFlag: z.enum(['0', '1']).optional(),
  /** pig's validate code: the value's format when it names one (`VALUE_FORMATS`), else only stored. */
  validateCode: z.string().max(64).nullish(),
});
/** A value held to the format its validate code names, when a request carries both (an edit may carry one). */
const formatted = (
  b: { publicValue?: string; validateCode?: string | null },
  ctx: z.RefinementCtx<object>,
) => {
  const rule = b.publicValue === undefined ? null : formatProblem(b.validateCode, b.publicValue);
  if (rule) ctx.addIssue({ code: 'custom', path: ['publicValue'], params: { rule }, input: b.publicValue });
};
export const paramInputSchema = paramFields.superRefine(formatted);
export type ParamInput = z.infer<typeof paramInputSchema>;

export const paramUpdateSchema = patchOf(paramFields).extend({ publicId: idString }).superRefine(formatted);
export type ParamUpdate = z.infer<typeof paramUpdateSchema>;

/** What the parameters page sorts by (pig's `ascs` / `descs`). */
const PARAM_SORT_FIELDS = ['publicId', 'publicName', 'publicKey', 'publicValue', 'status'] as const;
export type ParamSortField = (typeof PARAM_SORT_FIELDS)[number];
export const paramPageQuerySchema = sortablePageQuery(PARAM_SORT_FIELDS).extend({
  publicName: z.string().max(128).optional(),
  publicKey: z.string().max(64).optional(),
  systemFlag: z.enum(['0', '1']).optional(),
});
/** GET /admin/param/details: one parameter by its key or its name (one of the two at least). */
export const paramLookupQuerySchema = z
  .object({ publicKey: z.string().max(64).optional(), publicName: z.string().max(128).optional() })
  .refine((q) => q.publicKey !== undefined || q.publicName !== undefined, { path: ['publicKey'] });

const paramKey = z.string().regex(PARAM_KEY);
/** GET /admin/param/publicValue/{key}: a public value by its key (public; a key that cannot exist is a 400). */
export const paramKeyParamsSchema = z.object({ key: paramKey });
/**
 * GET /admin/param/publicValues?keys=: pig-ui sends `keys` repeated (qs arrayFormat: 'repeat'); others send one
 * comma-separated string.
 */
export const paramKeysQuerySchema = z.object({
  keys: z
    .union([z.string().max(2000), z.array(z.string().max(64)).max(100)])
    .transform((v) => [v].flat().flatMap((k) => k.split(',')))
    .pipe(z.array(paramKey).min(1).max(100)),
});

/**
 * pig's site settings as one form (GET/PUT /admin/system/site-config, pig-ui's 网站配置 page): pig's
 * SiteConfigDTO, and the portal's own texts in both languages. Each field is the site parameter of the same key.
 */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
const siteText = (max: number) => z.string().max(max);
export const SITE_CONFIG_TEXTS = {
  title: 128,
  titleEn: 128,
  footer: 500,
  footerEn: 500,
  notice: 2000,
  noticeEn: 2000,
  hotline: 64,
  logo: 255,
  privacyTip: 2000,
  clarityId: 64,
  passwordRule: 32,
  antiDebugKey: 64,
} as const;
export const SITE_CONFIG_FLAGS = [
  'forceResetPwd',
  'forceLogout',
  'smsLoginEnable',
  'socialLoginEnable',
  'registerEnable',
  'resetPassword',
  'i18nEnable',
  'darkModeEnable',
  'antiDebugEnable',
] as const;
export const siteConfigFormSchema = z.object({
  ...(Object.fromEntries(Object.entries(SITE_CONFIG_TEXTS).map(([k, max]) => [k, siteText(max)])) as {
    [K in keyof typeof SITE_CONFIG_TEXTS]: z.ZodString;
  }),
  ...(Object.fromEntries(SITE_CONFIG_FLAGS.map((k) => [k, z.boolean()])) as {
    [K in (typeof SITE_CONFIG_FLAGS)[number]]: z.ZodBoolean;
  }),
  captchaType: z.enum(['none', 'clickWord', 'blockPuzzle', 'math']),
});
export type SiteConfigForm = z.infer<typeof siteConfigFormSchema>;
/** A change of the form: the fields it names (pig-ui sends them all; null or absent leaves one as it is). */
export const siteConfigUpdateSchema = z.object({
  ...(Object.fromEntries(
    Object.entries(SITE_CONFIG_TEXTS).map(([k, max]) => [k, siteText(max).nullish()]),
  ) as { [K in keyof typeof SITE_CONFIG_TEXTS]: z.ZodOptional<z.ZodNullable<z.ZodString>> }),
  ...(Object.fromEntries(SITE_CONFIG_FLAGS.map((k) => [k, flag.nullish()])) as {
    [K in (typeof SITE_CONFIG_FLAGS)[number]]: z.ZodOptional<z.ZodNullable<typeof flag>>;
  }),
  captchaType: z.enum(['none', 'clickWord', 'blockPuzzle', 'math']).nullish(),
});
export type SiteConfigUpdate = z.infer<typeof siteConfigUpdateSchema>;

/**
 * Site configuration the portal reads (pig's SiteConfigDTO plus the portal's home content). The texts staff write
 * come in both languages (`title`/`titleEn`, …); read them with `siteText` (site-text.ts).
 */
export const siteConfigSchema = z.object({
  title: z.string(),
  titleEn: z.string(),
  footer: z.string(),
  footerEn: z.string(),
  logo: z.string().nullable(),
  captchaType: z.enum(['none', 'clickWord', 'blockPuzzle', 'math']),
  smsLoginEnable: z.boolean(),
  socialLoginEnable: z.boolean(),
  registerEnable: z.boolean(),
  i18nEnable: z.boolean(),
  antiDebugEnable: z.boolean(),
  /**
   * The MD5 of the developer-tools bypass key (`?ddtk=<key>` lifts the block), when the block is on and a key is
   * set; the key itself never leaves the server.
   */
  antiDebugMd5: z.string().nullable(),
  notice: z.string(),
  noticeEn: z.string(),
  hotline: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
