import { z } from 'zod';
import { idString } from './envelope';

/**
 * The signed-in user's own account (pig's /admin/user/personal/*). Bodies are bounded here; the
 * rules (profile-rules.ts, password.ts) are checked by the service, so a broken rule is answered with its own
 * message (code 1), as pig does. Fields pig's UserDTO carries besides these (userId, username…) are ignored:
 * these calls change the caller and nobody else.
 */
const text = (max: number) => z.string().max(max);

/**
 * PUT /admin/user/personal/edit. Absent or null: unchanged (pig updates the non-null fields); '' clears a name,
 * an email or the avatar. A new phone needs `code`, the SMS code sent to that new number.
 */
export const personalEditBodySchema = z.object({
  nickname: text(1000).nullish(),
  name: text(1000).nullish(),
  email: text(1000).nullish(),
  avatar: text(1000).nullish(),
  phone: text(20).nullish(),
  code: text(16).nullish(),
});
export type PersonalEditBody = z.infer<typeof personalEditBodySchema>;

/** PUT /admin/user/personal/password: the old password, the new one (and its confirmation, when sent). */
export const personalPasswordBodySchema = z.object({
  password: text(128),
  newpassword1: text(128),
  newpassword2: text(128).optional(),
});
export type PersonalPasswordBody = z.infer<typeof personalPasswordBodySchema>;

/**
 * POST /admin/user/check, the lock screen's unlock: the signed-in user's password. Our console sends it in the
 * body; pig's sends it as `?password=` (the route moves that into the body when the body has none: the body wins).
 */
export const passwordCheckBodySchema = z.object({ password: z.string().min(1).max(100) });

/** One of the signed-in user's departments (GET /admin/user/personal/dept; pig-ui reads deptId and name). */
export const personalDeptSchema = z.object({
  deptId: idString,
  name: z.string(),
  /** The user's current (main) department. */
  current: z.boolean(),
});
export type PersonalDept = z.infer<typeof personalDeptSchema>;

/** PUT /admin/user/personal/dept/update: the department, one of the user's, to make the current one. */
export const personalDeptBodySchema = z.object({
  deptId: z.union([idString, z.number().int().positive().transform(String)]),
});
export type PersonalDeptBody = z.infer<typeof personalDeptBodySchema>;

/** One live login of the user (a token that can still be used or refreshed). */
export const personalSessionSchema = z.object({
  id: z.string(),
  /** The OAuth client it was issued to: `pig` (password login), `app` (SMS login), `social`, `test`. */
  clientId: z.string(),
  createdAt: z.string().nullable(),
  /** When it ends unless refreshed before (the refresh token's end). */
  expiresAt: z.string().nullable(),
  /** The session asking. */
  current: z.boolean(),
});
export type PersonalSession = z.infer<typeof personalSessionSchema>;
