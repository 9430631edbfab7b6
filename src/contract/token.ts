import { z } from 'zod';
import { idString, sortablePageQuery } from './envelope';

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

/** What the sessions page sorts by (pig's `ascs` / `descs`). */
const TOKEN_SORT_FIELDS = ['id', 'username', 'clientId', 'issuedAt', 'refreshExpiresAt'] as const;
export type TokenSortField = (typeof TOKEN_SORT_FIELDS)[number];
export const tokenPageQuerySchema = sortablePageQuery(TOKEN_SORT_FIELDS).extend({
  username: z.string().max(64).optional(),
});
