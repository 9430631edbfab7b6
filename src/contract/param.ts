import { z } from 'zod';
import { idString, pageQuerySchema, patchOf } from './envelope';
import { PARAM_KEY, PARAM_VALUE_MAX } from './param-rules';

export { PARAM_KEY, PARAM_VALUE_MAX, PARAM_RULES, paramValueProblem, type ParamRule } from './param-rules';

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
