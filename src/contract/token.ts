import { z } from 'zod';
import { idString, pageQuerySchema } from './envelope';

/** An online session as the console lists it (pig's 令牌管理). `accessToken` is the session's id: see the service. */
export const onlineTokenSchema = z.object({
  id: idString,
  accessToken: idString,
  userId: idString,
  username: z.string(),
  clientId: z.string(),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  refreshExpiresAt: z.string().nullable(),
});
export type OnlineToken = z.infer<typeof onlineTokenSchema>;

export const tokenPageQuerySchema = pageQuerySchema.extend({ username: z.string().max(64).optional() });
