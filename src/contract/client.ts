import { z } from 'zod';
import { byRule, idString, sortablePageQuery } from './envelope';
import { urlList } from './value-formats';

/**
 * OAuth clients (pig's sys_oauth_client_details, Console › OAuth clients, the platform's own page): the apps
 * that may ask the token endpoint for tokens, their grants, token lifetimes and pig's login flags.
 */
export const GRANT_TYPES = [
  'password',
  'refresh_token',
  'mobile',
  'authorization_code',
  'client_credentials',
] as const;
export type GrantType = (typeof GRANT_TYPES)[number];
export const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Ten years: a longer lifetime is a mistake, not a wish. */
export const TOKEN_VALIDITY_MAX = 10 * 366 * 24 * 3600;

export const clientSchema = z.object({
  id: idString,
  clientId: z.string(),
  /** Never in a page; a single client's details carry it for the one who edits it (pig's edit form). */
  clientSecret: z.string().nullable(),
  scope: z.string(),
  authorizedGrantTypes: z.array(z.string()),
  webServerRedirectUri: z.string().nullable(),
  authorities: z.string().nullable(),
  accessTokenValidity: z.number().int(),
  refreshTokenValidity: z.number().int(),
  autoapprove: z.string().nullable(),
  /** pig's flags, kept in additional_information: a puzzle before a password login, the password encrypted. */
  captchaFlag: z.enum(['0', '1']),
  encFlag: z.enum(['0', '1']),
  /** '0': a new login ends the user's other sessions. */
  onlineQuantity: z.enum(['0', '1']),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type OauthClient = z.infer<typeof clientSchema>;

const grantTypes = z
  .union([z.string().max(255), z.array(z.string().max(32)).max(10)])
  .transform((v) => [
    ...new Set(
      [v]
        .flat()
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.enum(GRANT_TYPES)).min(1));
const flag = z.union([
  z.enum(['0', '1']),
  z
    .number()
    .int()
    .min(0)
    .max(1)
    .transform((n) => String(n) as '0' | '1'),
]);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));
/** pig's web_server_redirect_uri: addresses separated by commas, each held to the URL rule. */
const redirects = text(255).superRefine(byRule(urlList));
const seconds = z.coerce.number().int().min(1).max(TOKEN_VALIDITY_MAX);

export const clientInputSchema = z.object({
  clientId: z.string().trim().regex(CLIENT_ID),
  clientSecret: z.string().trim().min(1).max(255),
  scope: z.string().trim().min(1).max(255).default('server'),
  authorizedGrantTypes: grantTypes,
  webServerRedirectUri: redirects,
  authorities: text(255),
  accessTokenValidity: seconds.default(43_200),
  refreshTokenValidity: seconds.default(2_592_001),
  autoapprove: text(255),
  captchaFlag: flag.default('1'),
  encFlag: flag.default('1'),
  onlineQuantity: flag.default('1'),
});
export type ClientInput = z.infer<typeof clientInputSchema>;

/** An edit names the row (`id`); an empty or missing secret keeps the current one. */
export const clientUpdateSchema = z.object({
  id: idString,
  clientId: clientInputSchema.shape.clientId.optional(),
  clientSecret: z.string().trim().max(255).nullish(),
  scope: z.string().trim().min(1).max(255).optional(),
  authorizedGrantTypes: grantTypes.optional(),
  webServerRedirectUri: redirects,
  authorities: text(255),
  accessTokenValidity: seconds.optional(),
  refreshTokenValidity: seconds.optional(),
  autoapprove: text(255),
  captchaFlag: flag.optional(),
  encFlag: flag.optional(),
  onlineQuantity: flag.optional(),
});
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;

/** What the clients page sorts by (pig's `ascs` / `descs`). */
const CLIENT_SORT_FIELDS = [
  'id',
  'clientId',
  'scope',
  'authorizedGrantTypes',
  'accessTokenValidity',
  'refreshTokenValidity',
] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];
export const clientPageQuerySchema = sortablePageQuery(CLIENT_SORT_FIELDS).extend({
  clientId: z.string().max(64).optional(),
});
/** GET /admin/client/details?clientId=: a lookup by any text (null when none has it), as pig's form checks a name. */
export const clientLookupQuerySchema = z.object({ clientId: z.string().max(64) });
/** GET /admin/client/{clientId}: one client by an id that can exist (with its secret, for the edit form). */
export const clientIdParamsSchema = z.object({ clientId: z.string().regex(CLIENT_ID) });
