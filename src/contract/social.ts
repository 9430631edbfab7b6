import { z } from 'zod';
import { idString } from './envelope';

/**
 * Social login: the kinds of provider staff can configure. The login's token call
 * is pig's `grant_type=mobile` with `mobile=<TYPE>@<code>` and the `state` the authorize call handed out.
 */
export const SOCIAL_TYPES = ['OIDC', 'WEIXIN_CP', 'DINGTALK', 'WX'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

/** What anyone may see of a tenant's enabled provider (the login's social tab): never a secret. */
export const socialProviderSchema = z.object({ id: idString, type: z.enum(SOCIAL_TYPES), name: z.string() });
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** A provider as staff edit it. The secret is write-only: answers carry `appSecretSet` instead. */
export const socialDetailsBodySchema = z.object({
  type: z.enum(SOCIAL_TYPES),
  name: z.string().trim().min(1).max(64),
  appId: z.string().trim().min(1).max(255),
  /** Omitted or empty on an edit: the stored secret stays. */
  appSecret: z.string().max(512).optional(),
  /** OIDC: the issuer whose discovery document names the endpoints. */
  issuer: z
    .url({ protocol: /^https?$/ })
    .max(512)
    .nullish(),
  /** WeCom: the agent id of the self-built app. */
  agentId: z.string().max(64).nullish(),
  /** Where the provider sends the browser back: the PWA's /authredirect on this site. */
  redirectUrl: z.url({ protocol: /^https?$/ }).max(512),
  enabled: z.boolean().default(true),
});
export type SocialDetailsBody = z.infer<typeof socialDetailsBodySchema>;

export const socialDetailsSchema = socialDetailsBodySchema.omit({ appSecret: true }).extend({
  id: idString,
  appSecretSet: z.boolean(),
  createTime: z.string().nullable(),
});

export const socialAuthorizeSchema = z.object({ url: z.string() });

/** One of the caller's own bindings (the person settings list them; the external subject is not shown). */
export const socialBindingSchema = z.object({
  id: idString,
  providerId: idString,
  type: z.enum(SOCIAL_TYPES),
  name: z.string(),
  createTime: z.string().nullable(),
});
export type SocialBinding = z.infer<typeof socialBindingSchema>;

/** The one-use ticket a `social_unbound` login answer carried: binds that external account to the caller. */
export const socialBindBodySchema = z.object({ ticket: z.string().min(16).max(128) });

/** Back at /authredirect from a bind the person settings started: the provider's code and the authorize state. */
export const socialBindReturnBodySchema = z.object({
  code: z.string().min(1).max(1024),
  state: z.string().min(16).max(128),
});

/**
 * pig's sys_social_details as its console sends and lists it (SysSocialDetails): `remark` is our name, `ext`
 * the OIDC issuer or the WeCom agent id. The secret is never answered; a masked or empty one keeps the stored one.
 */
export const pigSocialBodySchema = z.object({
  id: z.union([idString, z.literal('')]).optional(),
  type: z.enum(SOCIAL_TYPES),
  remark: z.string().trim().min(1).max(64),
  appId: z.string().trim().min(1).max(255),
  appSecret: z.string().max(512).optional(),
  redirectUrl: z.url({ protocol: /^https?$/ }).max(512),
  ext: z.string().trim().max(512).nullish(),
});
export type PigSocialBody = z.infer<typeof pigSocialBodySchema>;

export const pigSocialSchema = z.object({
  id: idString,
  type: z.enum(SOCIAL_TYPES),
  remark: z.string(),
  appId: z.string(),
  appSecret: z.string(),
  redirectUrl: z.string(),
  ext: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type PigSocial = z.infer<typeof pigSocialSchema>;

/** POST /admin/social: ours, or pig's console's form (remark, ext), answered in the shape it was sent in. */
export const providerBodySchema = z.union([socialDetailsBodySchema, pigSocialBodySchema]);
export const providerAnswerSchema = z.union([socialDetailsSchema, pigSocialSchema]);
