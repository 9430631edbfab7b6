import { z } from 'zod';
import { idString, sortablePageQuery } from './envelope';
import { CREDIT_CODE_LENGTH, ENTERPRISE_STATUSES } from './enterprise-rules';

/** An enterprise's profile: its registration with the business licence, its own edits, and the staff's review. */

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
