import { z } from 'zod';
import { idString, pageQuerySchema } from './envelope';
import { INVOICE_MAX, INVOICE_TYPES } from './enterprise-rules';
import { ENROL_BATCH_MAX } from './enterprise-record';

/** Invoices (fapiao): an enterprise's invoice profiles, its requests for its sign-ups, and the staff's answers. */

const text = (max: number) => z.string().max(max);
const wireTime = z.string();

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

/**
 * Invoice requests. A sign-up can be invoiced when it is approved, its course has a fee, and it is the
 * enterprise's (made by it, or a member's) and in no request that was not rejected.
 * GET /edu/enterprise/invoice/billable: those sign-ups. POST /edu/enterprise/invoice/request {profileId,
 * enrolmentIds}: a request; GET /edu/enterprise/invoice/request: its requests (page);
 * GET /edu/enterprise/invoice/request/file?id=: the issued PDF. Staff (`edu_enterprise_invoice`):
 * GET /edu/invoice/page, PUT /edu/invoice/issue {id, invoiceNo, invoiceFile}, PUT /edu/invoice/reject {id, reason},
 * GET /edu/invoice/file?id=.
 */
export const INVOICE_REQUEST_STATUSES = ['requested', 'issued', 'rejected'] as const;
export type InvoiceRequestStatus = (typeof INVOICE_REQUEST_STATUSES)[number];
export const billableSchema = z.object({
  enrolmentId: z.string(),
  userId: z.string(),
  name: z.string().nullable(),
  courseId: z.string(),
  courseTitle: z.string(),
  /** In fen, as course fees are. */
  fee: z.number().int(),
  createTime: wireTime,
});
export type Billable = z.infer<typeof billableSchema>;
export const invoiceRequestInputSchema = z.object({
  profileId: idString,
  enrolmentIds: z.array(idString).min(1).max(ENROL_BATCH_MAX),
});
export const invoiceRequestSchema = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  profile: invoiceProfileInputSchema.omit({ isDefault: true }).required(),
  amount: z.number().int(),
  status: z.enum(INVOICE_REQUEST_STATUSES),
  invoiceNo: z.string().nullable(),
  /** Whether the issued PDF can be downloaded. */
  hasFile: z.boolean(),
  reason: z.string().nullable(),
  items: z.array(billableSchema.omit({ createTime: true })),
  createTime: wireTime,
  handledTime: wireTime.nullable(),
});
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;
export const invoiceRequestQuerySchema = pageQuerySchema.extend({
  status: z.enum(INVOICE_REQUEST_STATUSES).optional(),
  enterpriseName: text(128).optional(),
});
export const invoiceIssueSchema = z.object({
  id: idString,
  invoiceNo: text(32),
  /** The e-invoice PDF, uploaded first through /admin/sys-file/upload: its fileName. */
  invoiceFile: text(255),
});
export const invoiceRejectSchema = z.object({ id: idString, reason: text(255) });
/** GET …/file?id= */
export const idQuerySchema = z.object({ id: idString });
