import { z } from 'zod';
import { idString, idListSchema, sortablePageQuery } from './envelope';
import { MOBILE_PATTERN } from './validators';

/**
 * Message channels staff configure (pig's sys_system_config, `/admin/system-config/*`, the SMS, e-mail and Hook tabs
 * of pig-ui's 信息推送 page), and their "send a test" calls (pig's `/admin/sysMessage/send/{sms,email,hook}`).
 * pig's wire names throughout: `configValue` travels as a JSON string (pig-ui parses and stringifies it); an object
 * is taken too. Secrets inside it are answered masked only (`maskSecret`).
 */
const CHANNEL_TYPES = ['sms', 'email', 'webhook'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** SMS suppliers this server sends through: a webhook to the association's own gateway, or the outbox file. */
const SMS_SENDING_SUPPLIERS = ['webhook', 'outbox'] as const;
/** pig-ui's list of SMS suppliers: stored as sent; a test through one says this server cannot use it. */
const PIG_SMS_SUPPLIERS = [
  'alibaba',
  'tencent',
  'huawei',
  'jdcloud',
  'cloopen',
  'emay',
  'ctyun',
  'netease',
  'yunpian',
  'unisms',
  'zhutong',
  'dingxin',
  'chuanglan',
] as const;
/** A generic webhook (JSON to a URL), and pig-ui's robots: DingTalk, Feishu (byte_talk), WeCom (we_talk). */
const WEBHOOK_SUPPLIERS = ['webhook', 'ding_talk', 'byte_talk', 'we_talk'] as const;

/** The fields of each kind's `configValue` that are secrets: never answered in full. */
export const CHANNEL_SECRETS = {
  sms: ['accessKeySecret'],
  email: ['password'],
  webhook: ['tokenId', 'sign'],
} as const satisfies Record<ChannelType, readonly string[]>;

/** A secret shorter than this is masked whole; a longer one keeps its first 3 and last 2 characters. */
const SECRET_SHOWN_FROM = 12;
/** What a stored secret looks like on the wire: `abc***yz`, or `******` when short. */
export const maskSecret = (secret: string): string =>
  secret.length < SECRET_SHOWN_FROM ? '******' : `${secret.slice(0, 3)}***${secret.slice(-2)}`;

/**
 * The secret an edit leaves stored: the one sent, unless it is left out (pig-ui drops a masked field), sent back
 * masked (`maskSecret` of the stored one, or pig-ui's `******`): then the stored one stays. An empty one clears it.
 */
export function keptSecret(sent: string | null | undefined, stored: string | undefined): string | undefined {
  if (sent === undefined || sent === null) return stored;
  if (/^\*+$/.test(sent) || (stored !== undefined && sent === maskSecret(stored))) return stored;
  return sent === '' ? undefined : sent;
}

/** Blank is absent (forms send every field, the unused ones empty). */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const text = (max = 255) => z.string().trim().max(max);
/** https anywhere (no user part); plain http only to this machine (a gateway beside the server, tests). */
const HTTPS_URL = /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
const LOCAL_HTTP_URL = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const httpUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => HTTPS_URL.test(v) || LOCAL_HTTP_URL.test(v), 'https URL');
/** pig's yes/no flags ('1'/'0'); booleans are taken too. */
const flag = z
  .union([z.enum(['0', '1']), z.boolean(), z.literal(0), z.literal(1)])
  .transform((v) => (v === true || v === '1' || v === 1 ? '1' : '0'));
const secret = text(1000);

export const smsValueSchema = z.object({
  supplier: z.enum([...SMS_SENDING_SUPPLIERS, ...PIG_SMS_SUPPLIERS]).default('webhook'),
  /** The webhook's address (supplier `webhook`): each text is POSTed there as JSON `{to,text,code,at}`. */
  url: opt(httpUrl),
  /** The header that carries the secret (`accessKeySecret`) to the webhook; X-Sms-Secret when not named. */
  secretHeader: opt(z.string().regex(/^[A-Za-z0-9-]{1,64}$/)),
  accessKeyId: opt(text()),
  accessKeySecret: secret.nullish(),
  signature: opt(text(64)),
  templateId: opt(text(64)),
  extParams: opt(z.union([z.string().max(4000), z.record(z.string(), z.unknown())])),
});
export const emailValueSchema = z.object({
  /** The SMTP host; none: each mail is a JSON line of the server's outbox file (trying and testing only). */
  smtpServer: opt(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.:[\]-]{1,255}$/),
  ),
  port: opt(z.coerce.number().int().min(1).max(65535)),
  username: opt(text()),
  password: secret.nullish(),
  isSSL: opt(flag),
  isAuth: opt(flag),
  /** The sender's address, when it is not the username. */
  from: opt(text()),
  /** The mail's body, with `${name}` placeholders filled from the send's `htmlValues`. */
  html: opt(z.string().max(20_000)),
});
export const webhookValueSchema = z.object({
  supplier: z.enum(WEBHOOK_SUPPLIERS).default('webhook'),
  /** The address (a generic webhook's; a robot's whole webhook address, in place of its token). */
  url: opt(httpUrl),
  /** A robot's access token (DingTalk access_token, Feishu hook id, WeCom key). */
  tokenId: secret.nullish(),
  /** A signing secret (DingTalk, Feishu; a generic webhook gets an HMAC-SHA256 of its body). */
  sign: secret.nullish(),
});
export type SmsValue = z.infer<typeof smsValueSchema>;
export type EmailValue = z.infer<typeof emailValueSchema>;
export type WebhookValue = z.infer<typeof webhookValueSchema>;
const VALUE_SCHEMAS = { sms: smsValueSchema, email: emailValueSchema, webhook: webhookValueSchema } as const;

/** A channel's settings, complete (after an edit kept its secrets): the first field missing, or null. */
export function channelValueProblem(type: ChannelType, value: Record<string, unknown>): string | null {
  const v = VALUE_SCHEMAS[type].safeParse(value);
  if (!v.success) return v.error.issues[0]?.path.join('.') ?? 'configValue';
  const d = v.data as Partial<SmsValue & EmailValue & WebhookValue>;
  if (type === 'sms' && d.supplier === 'webhook' && !d.url) return 'url';
  if (type === 'email' && d.smtpServer && d.isAuth !== '0' && !d.username) return 'username';
  if (type === 'webhook' && !d.url && (d.supplier === 'webhook' || !d.tokenId))
    return d.supplier === 'webhook' ? 'url' : 'tokenId';
  return null;
}

/** pig's configValue: a JSON string of an object (or the object itself), held to the kind's schema. */
const jsonOf = <T extends z.ZodType>(schema: T) =>
  z
    .union([
      z
        .string()
        .max(20_000)
        .transform((s, ctx) => {
          try {
            return JSON.parse(s) as unknown;
          } catch {
            ctx.addIssue({ code: 'custom', message: 'JSON', input: s });
            return z.NEVER;
          }
        }),
      z.record(z.string(), z.unknown()),
    ])
    .pipe(schema);

const status = z.enum(['0', '1']);
const fields = {
  configName: z.string().trim().min(1).max(255),
  /** pig's business code (代码中通过业务编码发送): one per tenant. */
  configKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/),
  configStatus: status.default('1'),
};
const inputOf = <T extends ChannelType, S extends z.ZodType>(type: T, schema: S) =>
  z.object({ configType: z.literal(type), ...fields, configValue: jsonOf(schema) });
/** POST /admin/system-config: pig-ui's form (its empty `id` is ignored). */
export const channelInputSchema = z.discriminatedUnion('configType', [
  inputOf('sms', smsValueSchema),
  inputOf('email', emailValueSchema),
  inputOf('webhook', webhookValueSchema),
]);
export type ChannelInput = z.infer<typeof channelInputSchema>;
const updateOf = <T extends ChannelType, S extends z.ZodType>(type: T, schema: S) =>
  inputOf(type, schema).extend({ id: idString });
/** PUT /admin/system-config: the whole form again with its id; a secret left out or masked stays as stored. */
export const channelUpdateSchema = z.discriminatedUnion('configType', [
  updateOf('sms', smsValueSchema),
  updateOf('email', emailValueSchema),
  updateOf('webhook', webhookValueSchema),
]);
export type ChannelUpdate = z.infer<typeof channelUpdateSchema>;

/** A channel as answered: `configValue` a JSON string with its secrets masked. */
export const channelSchema = z.object({
  id: idString,
  configType: z.enum(CHANNEL_TYPES),
  configName: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  configStatus: status,
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Channel = z.infer<typeof channelSchema>;

const CHANNEL_SORT_FIELDS = ['id', 'configName', 'configKey', 'configStatus', 'createTime'] as const;
export type ChannelSortField = (typeof CHANNEL_SORT_FIELDS)[number];
/** GET /admin/system-config/page: pig-ui sends `configType` (its tab) and `configName` (contains). */
export const channelPageQuerySchema = sortablePageQuery(CHANNEL_SORT_FIELDS).extend({
  configType: z.enum(CHANNEL_TYPES).optional(),
  configName: z.string().max(255).optional(),
  configKey: z.string().max(64).optional(),
});
/** GET /admin/system-config/details: the channels equal to every field given (pig-ui: `id`, or `configKey`). */
export const channelDetailsQuerySchema = z.object({
  id: idString.optional(),
  configType: z.enum(CHANNEL_TYPES).optional(),
  configKey: z.string().max(64).optional(),
  configName: z.string().max(255).optional(),
  configStatus: status.optional(),
});
export const channelIdsSchema = idListSchema(200);

/** Which channel a test goes through: its id (any status), else its business code (enabled only), as pig's. */
const which = {
  id: opt(idString),
  bizCode: opt(z.string().max(64)),
};
const named = (b: { id?: string; bizCode?: string }) => b.id !== undefined || b.bizCode !== undefined;
const scalar = z.union([z.string().max(500), z.number(), z.boolean()]);
const address = z.string().trim().max(254).email();
/** A link inside a message (not fetched here): any http(s) address. */
const link = z
  .string()
  .trim()
  .max(1000)
  .regex(/^https?:\/\/\S+$/i);

/** POST /admin/sysMessage/send/sms: a test text to each mobile (pig's MessageSmsDTO; `params` fill the text). */
export const smsTestSchema = z
  .object({
    ...which,
    mobiles: z.array(z.string().trim().regex(MOBILE_PATTERN)).min(1).max(10),
    params: z.record(z.string().max(64), scalar).optional(),
  })
  .refine(named, { path: ['bizCode'], message: 'id or bizCode' });
/** POST /admin/sysMessage/send/email: a test mail (pig's MessageEmailDTO; attachments are not sent). */
export const emailTestSchema = z
  .object({
    ...which,
    mailAddress: z.array(address).min(1).max(10),
    ccList: z.array(address).max(10).default([]),
    bccList: z.array(address).max(10).default([]),
    title: z.string().trim().min(1).max(255),
    htmlValues: z.record(z.string().max(64), scalar).optional(),
  })
  .refine(named, { path: ['bizCode'], message: 'id or bizCode' });
/** POST /admin/sysMessage/send/hook: a test message (pig's MessageHookDTO; `noticeAll` as pig-ui's 'true'/'false'). */
export const hookTestSchema = z
  .object({
    ...which,
    messageType: z.enum(['text', 'markdown', 'link']).default('text'),
    messageTitle: z.string().trim().max(255).default(''),
    messageContent: z.string().trim().min(1).max(4000),
    messageUrl: opt(link),
    picUrl: opt(link),
    noticeAll: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .transform((v) => v === true || v === 'true')
      .default(false),
    phoneList: z.array(z.string().trim().max(20)).max(50).default([]),
  })
  .refine(named, { path: ['bizCode'], message: 'id or bizCode' });
export type SmsTest = z.infer<typeof smsTestSchema>;
export type EmailTest = z.infer<typeof emailTestSchema>;
export type HookTest = z.infer<typeof hookTestSchema>;
