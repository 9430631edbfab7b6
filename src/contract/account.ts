import { z } from 'zod';

export { CAPTCHA_REQUIRED } from './constants';

/** The spec's mobile rule (§5 "Mobile"): 11 digits, 1 then 3–9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

const flag = z
  .enum(['true', 'false'])
  .default('true')
  .transform((v) => v === 'true');

/** GET /admin/sysMessage/send/smsCode (DESIGN §8). */
export const smsCodeQuerySchema = z.object({
  mobile: z.string().regex(MOBILE_PATTERN),
  registered: flag,
  captchaType: z.string().max(32).optional(),
  captchaVerification: z.string().max(512).optional(),
});

// Bodies are bounded here; the spec's rules (lengths, strength, the code's 4 digits) are checked by the service
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

/** POST /admin/register/forget (pig also puts the code in the path: /forget/{code}). */
export const resetBodySchema = z.object({
  phone: text(20),
  code: text(16).optional(),
  newpassword1: text(128),
  newpassword2: text(128),
});
export type ResetBody = z.infer<typeof resetBodySchema>;

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
