import { z } from 'zod';
import { idString, pageQuerySchema, sortablePageQuery } from './envelope';

/**
 * Notices: pig's 站内信 (`/admin/sysMessage/*`). A message is written once and delivered to each of its
 * recipients (one row each, with its read flag). Category '0' is an announcement staff write and send;
 * category '1' is a notice the system sends when something happens (a sign-up to approve, a reply…).
 */
const MESSAGE_CATEGORIES = ['0', '1'] as const;
export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_CONTENT_MAX = 2000;
/** The most people one announcement may name (beyond that: send it to everyone). */
export const MESSAGE_RECIPIENTS_MAX = 500;
/** How many of the latest unread notices the header's bell lists. */
export const BELL_LATEST = 5;
/** How long one live stream lasts before the client opens the next (its token is checked again then). */
export const MESSAGE_STREAM_MS = 4 * 60_000;

/**
 * What happened, for the notices the system sends: each names the page it leads to (`link`, a console or
 * portal path with its filter). Staff hear of work waiting; a learner of a decision about them.
 */
export const MESSAGE_KINDS = [
  'enrolment-pending',
  'enterprise-submitted',
  'invoice-requested',
  'feedback-sent',
  'exam-late-submit',
  'enrolment-reviewed',
  'enrolment-promoted',
  'enterprise-reviewed',
  'invoice-handled',
  'feedback-answered',
  'exam-result',
  'certificate-issued',
  'session-reminder',
  'exam-closing',
  'announcement',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const flag = z.enum(['0', '1']);

/** One message as its recipient sees it (`/user/page`), or as staff manage it (`/page`, without readFlag). */
export const messageSchema = z.object({
  id: z.string(),
  category: z.enum(MESSAGE_CATEGORIES),
  title: z.string(),
  content: z.string(),
  /** '1' once sent: recipients see only sent messages. */
  sendFlag: flag,
  /** '1' when it goes to everyone of the tenant. */
  allFlag: flag,
  sort: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  /** Where the notice leads (a path inside the app), or null. */
  link: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  /** The recipient's read flag; present on `/user/page` only. */
  readFlag: flag.optional(),
});
export type Message = z.infer<typeof messageSchema>;
/** A message in staff's list (`/page`): how many people it was written for (one row each). */
export const staffMessageSchema = messageSchema.extend({ recipients: z.number() });
export type StaffMessage = z.infer<typeof staffMessageSchema>;

/** GET /admin/sysMessage/user/page: one's own sent messages, newest first. */
export const userMessageQuerySchema = pageQuerySchema.extend({
  category: z.enum(MESSAGE_CATEGORIES).optional(),
  readFlag: flag.optional(),
});
export type UserMessageQuery = z.input<typeof userMessageQuerySchema>;

/** What staff's messages page sorts by (pig's `ascs` / `descs`). */
const MESSAGE_SORT_FIELDS = ['id', 'title', 'category', 'sendFlag', 'recipients', 'createTime'] as const;
export type MessageSortField = (typeof MESSAGE_SORT_FIELDS)[number];
/** GET /admin/sysMessage/page (sys_message_view): every message of the tenant, by title. */
export const messagePageQuerySchema = sortablePageQuery(MESSAGE_SORT_FIELDS).extend({
  title: z.string().max(MESSAGE_TITLE_MAX).optional(),
  category: z.enum(MESSAGE_CATEGORIES).optional(),
});

/** POST / PUT /admin/sysMessage: an announcement; `userList` empty means everyone of the tenant. */
export const messageInputSchema = z.object({
  /** pig-ui's form sends `id: ''` for a new message (pig reads it as none). */
  id: z.union([idString, z.literal('').transform(() => undefined)]).optional(),
  category: z.enum(MESSAGE_CATEGORIES).default('0'),
  title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  content: z.string().max(MESSAGE_CONTENT_MAX).default(''),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  link: z
    .string()
    .max(255)
    .regex(/^\/[^/\\]/)
    .nullish(),
  userList: z
    .array(z.object({ id: z.union([idString, z.number().int().positive().transform(String)]) }).passthrough())
    .max(MESSAGE_RECIPIENTS_MAX)
    .default([]),
});
export type MessageInput = z.input<typeof messageInputSchema>;
/** PUT /admin/sysMessage: the whole form again, with the message's id. */
export const messageUpdateSchema = messageInputSchema.extend({ id: idString });

/** GET /admin/sysMessage/{id}: the message with the people it names (pig's `userList`; empty for everyone). */
export const messageDetailSchema = messageSchema.extend({
  userList: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      name: z.string().nullable(),
      avatar: z.string().nullable(),
    }),
  ),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

/** `?id=` of /send, /read and GET /{id} (pig sends them as query parameters). */
export const messageIdQuerySchema = z.object({ id: idString });

/** GET /admin/sysMessage/user/read/page: who of a message's recipients read it. */
export const messageReadQuerySchema = pageQuerySchema.extend({
  /** Optional as in pig: pig-ui's drawer asks once without one (an empty page). */
  messageId: idString.optional(),
  name: z.string().max(64).optional(),
});
export const messageReadSchema = z.object({
  id: z.string(),
  msgId: z.string(),
  userId: z.string(),
  readFlag: flag,
  title: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  createTime: z.string(),
});

/** GET /admin/sysMessage/user/unread (ours): the bell's count and its latest unread notices, in one call. */
export const unreadSchema = z.object({
  count: z.number(),
  latest: z.array(messageSchema),
});
export type Unread = z.infer<typeof unreadSchema>;
