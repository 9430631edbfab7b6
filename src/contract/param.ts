import { z } from 'zod';
import { idString, pageQuerySchema, patchOf } from './envelope';

/**
 * Parameters (pig's sys_public_param, Console › System › Parameters): named values the platform and the site
 * read — the site's texts and switches, the user agreement, PASSWORD_EXPIRE_DAYS. pig's wire names.
 */
export const PARAM_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
/** A long text (the agreement) fits; anything past it is a file, not a parameter. */
export const PARAM_VALUE_MAX = 20_000;

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

export const paramInputSchema = z.object({
  publicName: z.string().trim().min(1).max(128),
  publicKey: z.string().trim().regex(PARAM_KEY),
  publicValue: z.string().max(PARAM_VALUE_MAX),
  status: z.enum(['0', '1']).default('0'),
  publicType: z.string().max(2).default('0'),
  /** Staff cannot make a parameter the platform's own: only the seed does. Accepted and ignored (pig sends it). */
  systemFlag: z.enum(['0', '1']).optional(),
  validateCode: z.string().max(64).nullish(),
});
export type ParamInput = z.infer<typeof paramInputSchema>;

export const paramUpdateSchema = patchOf(paramInputSchema).extend({ publicId: idString });
export type ParamUpdate = z.infer<typeof paramUpdateSchema>;

export const paramPageQuerySchema = pageQuerySchema.extend({
  publicName: z.string().max(128).optional(),
  publicKey: z.string().max(64).optional(),
  systemFlag: z.enum(['0', '1']).optional(),
});

/**
 * What the platform accepts for the parameters it reads: one table for the console's form and the server. A key
 * not listed takes any text.
 */
export type ParamRule =
  | { kind: 'boolean' }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'choice'; values: readonly string[] };
export const PARAM_RULES: Record<string, ParamRule> = {
  registerEnable: { kind: 'boolean' },
  smsLoginEnable: { kind: 'boolean' },
  socialLoginEnable: { kind: 'boolean' },
  i18nEnable: { kind: 'boolean' },
  antiDebugEnable: { kind: 'boolean' },
  captchaType: { kind: 'choice', values: ['none', 'clickWord', 'blockPuzzle', 'math'] },
  PASSWORD_EXPIRE_DAYS: { kind: 'integer', min: 0, max: 3650 },
};

/** Why `value` is not a value of `key`, or null. */
export function paramValueProblem(key: string, value: string): ParamRule['kind'] | null {
  const rule = PARAM_RULES[key];
  if (!rule) return null;
  if (rule.kind === 'boolean') return value === 'true' || value === 'false' ? null : 'boolean';
  if (rule.kind === 'choice') return rule.values.includes(value) ? null : 'choice';
  const n = Number(value);
  return /^\d+$/.test(value) && n >= rule.min && n <= rule.max ? null : 'integer';
}
