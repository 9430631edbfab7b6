import { z } from 'zod';
import { idString } from './envelope';

/** OAuth2 error codes returned as `data` of a 401 from pig's token endpoint. */
export type TokenError =
  | 'bad_credentials'
  | 'username_not_found'
  | 'user_locked'
  | 'user_disable'
  | 'credentials_expired'
  | 'invalid_scope'
  | 'invalid_client'
  | 'invalid_request'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'unauthorized_client'
  | 'server_error'
  /** Ours: too many failed logins from this address lately; try again in a few seconds. */
  | 'too_many_attempts'
  /** Ours: the client asks for a captcha (captcha_flag) and no unused solved puzzle came with the login. */
  | 'captcha_invalid'
  /** Ours: a social login whose external account is bound to no user; the answer's `ticket` binds it. */
  | 'social_unbound';

/**
 * What POST /admin/oauth2/token reads, from the query string or the form body (pig reads both alike); each is
 * bounded, other parameters are ignored. The grant decides which are required.
 */
export const tokenParamsSchema = z.looseObject({
  grant_type: z.string().max(32).optional(),
  scope: z.string().max(64).optional(),
  username: z.string().max(64).optional(),
  /** AES-encrypted (pig's scheme) for clients with enc_flag on. */
  password: z.string().max(512).optional(),
  randomStr: z.string().max(64).optional(),
  code: z.string().max(512).optional(),
  /** `SMS@<phone>`, or a social login's `<TYPE>@<code>` (a provider's code can be long). */
  mobile: z.string().max(600).optional(),
  /** A social login: the state its authorize call handed out. */
  state: z.string().max(128).optional(),
  refresh_token: z.string().max(256).optional(),
});

/** The token endpoint's parameters once merged, for the grants we serve. */
export const tokenRequestSchema = tokenParamsSchema.extend({
  grant_type: z.enum(['password', 'refresh_token', 'mobile']),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** The raw OAuth2 success body with pig's extra fields (not wrapped in the envelope). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
  license: z.string(),
  client_id: z.string(),
  active: z.boolean(),
  user_id: idString,
  username: z.string(),
  tenant_id: idString,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** GET /admin/token/check_token?token=: a missing token is the route's own 401, not a 400. */
export const checkTokenQuerySchema = z.object({ token: z.string().optional() });
export const checkTokenSchema = z.object({
  tokenValue: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  tokenType: z.literal('Bearer'),
  scopes: z.array(z.string()),
});

export const roleSchema = z.object({
  roleId: idString,
  roleName: z.string(),
  roleCode: z.string(),
  roleDesc: z.string().nullable(),
});
export type Role = z.infer<typeof roleSchema>;

/** PUT /admin/user/unlock/{username}: staff lift a lockout by the name people sign in with. */
export const unlockParamsSchema = z.object({ username: z.string().min(1).max(64) });

/** The system user as it crosses the wire: never a password hash. */
export const sysUserSchema = z.object({
  userId: idString,
  username: z.string(),
  nickname: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  deptId: idString.nullable(),
  tenantId: idString,
  lockFlag: z.enum(['0', '9']),
  passwordExpireFlag: z.enum(['0', '9']),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type SysUser = z.infer<typeof sysUserSchema>;

/** GET /admin/user/info: pig's flat v4 shape plus the legacy `sysUser/roles/permissions`. */
export const userInfoSchema = sysUserSchema.extend({
  password: z.null(),
  roleList: z.array(roleSchema),
  /** The user's departments, the current (main) one, `deptId`, first: pig-ui's department switch reads them. */
  deptList: z.array(z.object({ deptId: idString, name: z.string() })),
  permissions: z.array(z.string()),
  sysUser: sysUserSchema,
  roles: z.array(idString),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
