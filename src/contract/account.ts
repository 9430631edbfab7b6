import { z } from 'zod';

// Bodies are bounded here; the rules (lengths, strength, the code's 4 digits) are checked by the service
// with password.ts, so a broken rule is answered with its own message (code 1), as pig does.
const text = (max: number) => z.string().max(max);

/** POST /admin/register/user */
export const registerBodySchema = z.object({
  username: text(64),
  password: text(128),
  phone: text(20),
  code: text(16),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
/** Its answer: the new account's id and name, for the form to sign in with. */
export const registerAnswerSchema = z.object({ userId: z.string(), username: z.string() });

/** POST /admin/register/forget (pig also puts the code in the path: /forget/{code}). */
export const resetBodySchema = z.object({
  phone: text(20),
  code: text(16).optional(),
  newpassword1: text(128),
  newpassword2: text(128),
});
export type ResetBody = z.infer<typeof resetBodySchema>;
/** POST /admin/register/forget/{code}: pig's form puts the SMS code in the path, bounded as in the body. */
export const resetCodeParamsSchema = z.object({ code: text(16) });

/** POST /admin/register/password: the forced change after `credentials_expired`. */
export const expiredChangeBodySchema = z.object({
  username: text(64),
  password: text(128),
  newpassword1: text(128),
  newpassword2: text(128),
});
export type ExpiredChangeBody = z.infer<typeof expiredChangeBodySchema>;

/** GET /admin/register/check?username= : whether a name is free (checked as the user types). */
export const usernameCheckSchema = z.object({ username: text(64) });
export const usernameCheckAnswerSchema = z.object({ available: z.boolean() });

/** GET /admin/register/agreement: the site's user agreement in both languages (site parameters). */
export const agreementSchema = z.object({ text: z.string(), textEn: z.string() });
export type Agreement = z.infer<typeof agreementSchema>;
