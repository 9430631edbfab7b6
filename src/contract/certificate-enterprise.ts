import { z } from 'zod';
import { CERTIFICATE_STATES } from './certificate-rules';
import { certificateSchema } from './certificate';
import { pageQuerySchema } from './envelope';

/**
 * An enterprise admin's view of its members' certificates (modules/certificate/enterprise): the list, the credit
 * hours each member earned in a year, and both as an Excel workbook. Its current members only.
 */

/** A calendar year of completion days (China's day). */
const year = z.coerce.number().int().min(2000).max(2100);

/** GET /edu/certificate/enterprise/hours and /export: the year, else the current one. */
export const enterpriseYearQuerySchema = z.object({ year: year.optional() });

/**
 * GET /edu/certificate/enterprise/page: by the holder's name (a part of the name on the certificate or of the
 * member's own), the course title (a part of it), the year of completion and the state. Without a state, replaced
 * certificates are left out (their replacement is listed).
 */
export const enterpriseCertificateQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(64).optional(),
  course: z.string().trim().max(128).optional(),
  year: year.optional(),
  state: z.enum(CERTIFICATE_STATES).optional(),
});

/** A member's certificate as the enterprise admin sees it: whose it is. */
export const enterpriseCertificateSchema = certificateSchema.extend({ userId: z.string() });
export type EnterpriseCertificate = z.infer<typeof enterpriseCertificateSchema>;

/**
 * A member's credit hours of a year: the sum of the hours of their certificates completed that year that were not
 * revoked or replaced (one that expired since still earned its year's hours), and how many they are.
 */
const memberHoursSchema = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  hours: z.number(),
  certificates: z.number().int(),
});
export type MemberHours = z.infer<typeof memberHoursSchema>;

/** GET /edu/certificate/enterprise/hours?year=: every current member, most hours first. */
export const enterpriseHoursSchema = z.object({
  year: z.number().int(),
  /** The years the members' certificates were completed in, newest first: what a year chooser offers. */
  years: z.array(z.number().int()),
  members: z.array(memberHoursSchema),
});
export type EnterpriseHours = z.infer<typeof enterpriseHoursSchema>;
