import { z } from 'zod';
import { ENROLMENT_STATUSES } from './enrolment';
import { CREDIT_CODE_LENGTH, ENTERPRISE_STATUSES, INVOICE_MAX, INVOICE_TYPES } from './enterprise-rules';
import { idString, sortablePageQuery, pageQuerySchema, pageSchema, importErrorSchema } from './envelope';

/**
 * Enterprises on the wire. Bodies are bounded here; the domain's rules (credit code check character, taxpayer
 * number, a special invoice's fields, the SMS code, the password's strength) are checked by the service with
 * enterprise-rules.ts, so a broken rule is answered with its own message (code 1), as the account registration
 * does. The parts: the profile and its review, members, records (members' sign-ups and bulk enrolment), invoices.
 */

// An enterprise's profile: its registration with the business licence, its own edits, and the staff's review.

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

/**
 * POST /edu/enterprise/licence (public, rate-limited, multipart `file`): the business licence, an image or a PDF
 * (LICENCE_EXTENSIONS, LICENCE_MAX_BYTES), before the registration names it in `licenceFile` (the answer's
 * fileName). GET /edu/enterprise/licence?id=<enterpriseId> sends it to staff (`edu_enterprise_view`) and to the
 * enterprise's own admin.
 */
export const licenceAnswerSchema = z.object({ fileName: z.string(), name: z.string() });

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

/** Staff review: GET /edu/enterprise/page, PUT /edu/enterprise/review. */
const ENTERPRISE_SORT_FIELDS = [
  'id',
  'name',
  'creditCode',
  'contactName',
  'contactPhone',
  'adminUsername',
  'memberCount',
  'status',
  'createTime',
  'reviewTime',
] as const;
/** What the enterprises page sorts by (pig's `ascs` / `descs`). */
export type EnterpriseSortField = (typeof ENTERPRISE_SORT_FIELDS)[number];
export const enterprisePageQuerySchema = sortablePageQuery(ENTERPRISE_SORT_FIELDS).extend({
  name: text(128).optional(),
  creditCode: text(CREDIT_CODE_LENGTH).optional(),
  status: z.enum(ENTERPRISE_STATUSES).optional(),
});
/** A row of the staff list: the enterprise, its admin's username and how many members it has. */
export const enterpriseAdminSchema = enterpriseSchema.extend({
  adminUsername: z.string(),
  memberCount: z.number().int(),
});
export type EnterpriseAdminRow = z.infer<typeof enterpriseAdminSchema>;
export const enterpriseReviewSchema = z.object({
  id: idString,
  approve: z.boolean(),
  reason: text(255).optional(),
});

// An enterprise's members: listed, added one by one, or imported from Excel.

/**
 * Members (an enterprise's staff accounts), GET / POST / DELETE /edu/enterprise/member. A member is added by name
 * and mobile: an account of the tenant with that mobile is linked (unless another enterprise has it), else one is
 * made with the mobile as its username, and the member signs in with an SMS code.
 */
export const memberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  /** null: never signed in. */
  lastLoginTime: wireTime.nullable(),
  createTime: wireTime,
});
export type Member = z.infer<typeof memberSchema>;
export const memberPageQuerySchema = pageQuerySchema.extend({ keyword: text(64).optional() });
export const memberAddSchema = z.object({ name: text(64), phone: text(20) });
export type MemberAdd = z.infer<typeof memberAddSchema>;
/**
 * POST /edu/enterprise/member/import?dryRun=true|false (multipart `file`, the template's columns 姓名/Name and
 * 手机号/Mobile), and the Excel bulk enrolment: all rows or none; a dry run writes nothing. Errors name the
 * sheet's row numbers.
 */
export const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).default('false'),
});
export const memberImportAnswerSchema = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  errors: z.array(importErrorSchema),
});
export type MemberImportAnswer = z.infer<typeof memberImportAnswerSchema>;

// An enterprise's records: its members' sign-ups, cancelled or made by the enterprise, one by one or in bulk.

/** GET /edu/enterprise/record (and /record/export, an Excel of the same filter): its members' sign-ups. */
export const enterpriseRecordQuerySchema = pageQuerySchema.extend({
  courseId: idString.optional(),
  userId: idString.optional(),
  status: z.enum(ENROLMENT_STATUSES).optional(),
});
/** PUT /edu/enterprise/record/cancel: the enterprise cancels one of its members' live sign-ups. */
export const recordCancelSchema = z.object({ id: idString });

/**
 * POST /edu/enterprise/enrol: members into a course (and a session for an offline course), by ids, or by Excel
 * (POST /edu/enterprise/enrol/import?courseId&sessionId&dryRun, multipart `file` of members' mobiles). Each row
 * follows a person's sign-up rules (open, seats, approval, waitlist); with any row error nothing is enrolled. A
 * row's `lineNum` is its position in `userIds` (from 1) or its sheet row.
 */
const ENROL_BATCH_MAX = 500;
export const enterpriseEnrolSchema = z.object({
  courseId: idString,
  sessionId: idString.optional(),
  userIds: z.array(idString).min(1).max(ENROL_BATCH_MAX),
  dryRun: z.boolean().default(false),
});
export const enrolImportQuerySchema = importQuerySchema.extend({
  courseId: idString,
  sessionId: idString.optional(),
});
const enrolOutcomeSchema = z.object({
  lineNum: z.number().int(),
  userId: z.string(),
  name: z.string().nullable(),
  /** What the sign-up became (or would become, in a dry run): approved, pending or waitlisted. */
  status: z.enum(ENROLMENT_STATUSES),
});
export const enterpriseEnrolAnswerSchema = z.object({
  dryRun: z.boolean(),
  enrolled: z.array(enrolOutcomeSchema),
  errors: z.array(importErrorSchema),
});
export type EnterpriseEnrolAnswer = z.infer<typeof enterpriseEnrolAnswerSchema>;

// Invoices (fapiao): an enterprise's invoice profiles, its requests for its sign-ups, and the staff's
// answers.

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
/** A page of requests and what all the requests of the filter ask for together (fen), for the list's totals. */
export const invoicePageSchema = pageSchema(invoiceRequestSchema).extend({ amountTotal: z.number().int() });
export type InvoicePage = z.infer<typeof invoicePageSchema>;
/** What the invoice requests list sorts by (pig's `ascs` / `descs`); `items` counts the request's sign-ups. */
const INVOICE_SORT_FIELDS = [
  'id',
  'enterpriseName',
  'title',
  'items',
  'amount',
  'status',
  'invoiceNo',
  'createTime',
  'handledTime',
] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];
export const invoiceRequestQuerySchema = sortablePageQuery(INVOICE_SORT_FIELDS).extend({
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
