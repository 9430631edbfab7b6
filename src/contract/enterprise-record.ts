import { z } from 'zod';
import { ENROLMENT_STATUSES } from './edu-enrolment';
import { idString, pageQuerySchema } from './envelope';
import { importQuerySchema } from './enterprise-member';
import { importErrorSchema } from './people';

/** An enterprise's records: its members' sign-ups, cancelled or made by the enterprise, one by one or in bulk. */

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
export const ENROL_BATCH_MAX = 500;
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
