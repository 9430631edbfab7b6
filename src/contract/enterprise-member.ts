import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { importErrorSchema } from './people';

/** An enterprise's members: listed, added one by one, or imported from Excel. */

const text = (max: number) => z.string().max(max);
const wireTime = z.string();

/**
 * Members (an enterprise's staff accounts), GET / POST / DELETE /edu/enterprise/member. A member is added by name
 * and mobile: an account of the tenant with that mobile is linked (unless another enterprise has it), else one is
 * made with the mobile as its username, and the member signs in with an SMS code.
 */
export const memberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  /** null: never signed in. */
  lastLoginTime: wireTime.nullable(),
  createTime: wireTime,
});
export type Member = z.infer<typeof memberSchema>;
export const memberPageQuerySchema = pageQuerySchema.extend({ keyword: text(64).optional() });
export const memberAddSchema = z.object({ name: text(64), phone: text(20) });
export type MemberAdd = z.infer<typeof memberAddSchema>;
/**
 * POST /edu/enterprise/member/import?dryRun=true|false (multipart `file`, the template's columns 姓名/Name and
 * 手机号/Mobile), and the Excel bulk enrolment: all rows or none; a dry run writes nothing. Errors name the
 * sheet's row numbers.
 */
export const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).default('false'),
});
export const memberImportAnswerSchema = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  errors: z.array(importErrorSchema),
});
export type MemberImportAnswer = z.infer<typeof memberImportAnswerSchema>;
