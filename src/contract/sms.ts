import { z } from 'zod';
import { CAPTCHA_REQUIRED } from './constants';
import { MOBILE_PATTERN } from './validators';

/** SMS codes: asked for a phone (a sign-up, a sign-in, a reset, a new number), after a solved puzzle. */

const flag = z
  .enum(['true', 'false'])
  .default('true')
  .transform((v) => v === 'true');

/** GET /admin/sysMessage/send/smsCode. */
export const smsCodeQuerySchema = z.object({
  mobile: z.string().regex(MOBILE_PATTERN),
  registered: flag,
  captchaType: z.string().max(32).optional(),
  captchaVerification: z.string().max(512).optional(),
});
/** Its answer: true (sent), or the marker that asks for a solved puzzle first (with code 1). */
export const smsCodeAnswerSchema = z.union([z.literal(true), z.literal(CAPTCHA_REQUIRED)]).nullable();
