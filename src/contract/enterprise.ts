import { z } from 'zod';
import { idString, pageQuerySchema } from './envelope';
import {
  CREDIT_CODE_LENGTH,
  ENTERPRISE_STATUSES,
  FEEDBACK_ATTACHMENTS_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_STATUSES,
  INVOICE_MAX,
  INVOICE_TYPES,
} from './enterprise-rules';

export * from './enterprise-rules';

/**
 * Enterprises, invoice profiles and feedback on the wire (DESIGN §10). Bodies are bounded here; the domain's rules
 * (credit code check character, taxpayer number, a special invoice's fields, the SMS code, the password's
 * strength) are checked by the service with enterprise-rules.ts, so a broken rule is answered with its own message
 * (code 1), as the account registration does.
 */

const text = (max: number) => z.string().max(max);
const wireTime = z.string();

/** POST /edu/enterprise/register (public). */
export const enterpriseRegisterSchema = z.object({
  name: text(128),
  creditCode: text(CREDIT_CODE_LENGTH + 2),
  contactName: text(64),
  contactPhone: text(20),
  code: text(16),
  licenceFile: text(255),
  address: text(255).optional(),
  username: text(64),
  password: text(128),
});
export type EnterpriseRegister = z.infer<typeof enterpriseRegisterSchema>;
export const enterpriseRegisterAnswerSchema = z.object({
  enterpriseId: z.string(),
  userId: z.string(),
  username: z.string(),
  status: z.enum(ENTERPRISE_STATUSES),
});

/** GET /edu/enterprise/mine: the admin's enterprise with its review state (and the reason when rejected). */
export const enterpriseSchema = z.object({
  id: z.string(),
  name: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  licenceFile: z.string(),
  status: z.enum(ENTERPRISE_STATUSES),
  reviewReason: z.string().nullable(),
  reviewTime: wireTime.nullable(),
  createTime: wireTime,
});
export type Enterprise = z.infer<typeof enterpriseSchema>;

/** PUT /edu/enterprise/mine: the fields named change; a new name or credit code sends it back to review. */
export const enterpriseUpdateSchema = z.object({
  name: text(128).optional(),
  creditCode: text(CREDIT_CODE_LENGTH + 2).optional(),
  contactName: text(64).optional(),
  contactPhone: text(20).optional(),
  address: text(255).optional(),
  licenceFile: text(255).optional(),
});
export type EnterpriseUpdate = z.infer<typeof enterpriseUpdateSchema>;

/** Invoice (fapiao) profiles: GET / POST / PUT / DELETE /edu/enterprise/invoice. */
export const invoiceProfileInputSchema = z.object({
  type: z.enum(INVOICE_TYPES),
  title: text(INVOICE_MAX.title),
  taxNo: text(24),
  bank: text(INVOICE_MAX.bank).default(''),
  account: text(INVOICE_MAX.account).default(''),
  address: text(INVOICE_MAX.address).default(''),
  phone: text(INVOICE_MAX.phone).default(''),
  email: text(INVOICE_MAX.email).default(''),
  isDefault: z.boolean().default(false),
});
export type InvoiceProfileInput = z.input<typeof invoiceProfileInputSchema>;
/** A whole profile again with its id: the rules apply to the result, so an edit sends every field. */
export const invoiceProfileUpdateSchema = invoiceProfileInputSchema.extend({ id: idString });
export const invoiceProfileSchema = z.object({
  id: z.string(),
  type: z.enum(INVOICE_TYPES),
  title: z.string(),
  taxNo: z.string(),
  bank: z.string(),
  account: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  isDefault: z.boolean(),
  updateTime: wireTime,
});
export type InvoiceProfile = z.infer<typeof invoiceProfileSchema>;

/** Staff review: GET /edu/enterprise/page, PUT /edu/enterprise/review. */
export const enterprisePageQuerySchema = pageQuerySchema.extend({
  name: text(128).optional(),
  status: z.enum(ENTERPRISE_STATUSES).optional(),
});
export const enterpriseReviewSchema = z.object({
  id: idString,
  approve: z.boolean(),
  reason: text(255).optional(),
});

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
