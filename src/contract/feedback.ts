import { z } from 'zod';
import {
  FEEDBACK_ATTACHMENTS_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
} from './enterprise-rules';
import { idString, pageQuerySchema, sortablePageQuery } from './envelope';

/** Feedback: sent by a person or an enterprise admin, answered in the staff's inbox. */

const text = (max: number) => z.string().max(max);
const wireTime = z.string();

/** POST /edu/feedback (a person or an enterprise admin). */
export const feedbackInputSchema = z.object({
  category: z.string().min(1).max(32),
  content: text(FEEDBACK_CONTENT_MAX * 2),
  attachments: z.array(text(255)).max(FEEDBACK_ATTACHMENTS_MAX).default([]),
  /** The client's key of a queued draft: sending it again answers the feedback already made. */
  clientId: z.string().min(8).max(64).optional(),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
export const feedbackSchema = z.object({
  id: z.string(),
  category: z.string(),
  content: z.string(),
  attachments: z.array(z.string()),
  enterpriseId: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  replyTime: wireTime.nullable(),
  createTime: wireTime,
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackPageQuerySchema = pageQuerySchema.extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
});

/** Staff inbox: a feedback with who sent it. */
export const feedbackAdminSchema = feedbackSchema.extend({
  userId: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  enterpriseName: z.string().nullable(),
  replyBy: z.string().nullable(),
});
export type FeedbackAdminRow = z.infer<typeof feedbackAdminSchema>;
const FEEDBACK_SORT_FIELDS = [
  'id',
  'category',
  'status',
  'username',
  'name',
  'enterpriseName',
  'createTime',
  'replyTime',
] as const;
/** What staff's inbox sorts by (pig's `ascs` / `descs`). */
export type FeedbackSortField = (typeof FEEDBACK_SORT_FIELDS)[number];
/** GET /edu/feedback/page (staff `edu_feedback_view`). */
export const feedbackAdminQuerySchema = sortablePageQuery(FEEDBACK_SORT_FIELDS).extend({
  status: feedbackPageQuerySchema.shape.status,
  category: text(32).optional(),
  keyword: text(64).optional(),
});
/** PUT /edu/feedback/reply (staff `edu_feedback_reply`): the reply is what the sender sees; status → replied. */
export const feedbackReplySchema = z.object({ id: idString, reply: text(FEEDBACK_REPLY_MAX * 2) });
/** PUT /edu/feedback/close and /edu/feedback/reopen (staff `edu_feedback_reply`). */
export const feedbackIdSchema = z.object({ id: idString });
/** GET /edu/feedback/attachment: one stored file (by its stored name) of one feedback the caller may read. */
export const feedbackAttachmentQuerySchema = z.object({
  id: idString,
  fileName: z.string().regex(/^[a-z0-9]{32}\.[a-z0-9]{1,8}$/),
});
