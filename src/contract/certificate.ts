import { z } from 'zod';
import {
  CERTIFICATE_NUMBER,
  CERTIFICATE_STATES,
  CHECKIN_SHARE_MAX,
  CHECKIN_SHARE_MIN,
  VALIDITY_MONTHS_MAX,
  WORDING_MAX,
} from './certificate-rules';
import { idString, sortablePageQuery } from './envelope';

/** Certificates: a learner's own, the public verify answer, and staff's issue, revoke and reissue. */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /edu/certificate/mine: a certificate as its holder sees it. */
export const certificateSchema = z.object({
  id: z.string(),
  number: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  holderName: z.string(),
  creditHours: z.number(),
  completedOn: day,
  expiresOn: day.nullable(),
  state: z.enum(CERTIFICATE_STATES),
  revokeReason: z.string().nullable(),
  /** The number of the certificate that replaced it (a reissue), when replaced. */
  replacedBy: z.string().nullable(),
  /** The link its QR holds: the verify page, the signed token after `#`. */
  verifyLink: z.string(),
  issuedAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateNumberParamSchema = z.object({
  number: z.string().max(32).regex(CERTIFICATE_NUMBER),
});
export const verifyQuerySchema = z.object({
  /** The check code; a wrong or missing one answers only whether the number exists. */
  c: z.string().max(32).optional(),
  lang: z.enum(['zh-cn', 'en']).optional(),
});

/** GET /edu/certificate/verify/{number}?c=: the same facts the verify page shows. */
export const verifyAnswerSchema = z.object({
  number: z.string(),
  exists: z.boolean(),
  /** Whether the check code matched: only then the facts below are given. */
  checked: z.boolean(),
  state: z.enum(CERTIFICATE_STATES).nullable(),
  holderName: z.string().nullable(),
  courseTitle: z.string().nullable(),
  creditHours: z.number().nullable(),
  completedOn: day.nullable(),
  expiresOn: day.nullable(),
  issuer: z.string().nullable(),
  revokeReason: z.string().nullable(),
  replacedBy: z.string().nullable(),
  /**
   * The Ed25519 public key that signed the certificate's QR (its `kid` in /.well-known/jwks.json, and `x`, the key
   * itself, base64url), given with the facts: anyone can check the QR's signature against it.
   */
  signingKey: z.object({ kid: z.string(), x: z.string() }).nullable(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

/** POST /edu/certificate (staff): issue by hand, with a reason. */
export const certificateIssueSchema = z.object({
  userId: idString,
  courseId: idString,
  reason: z.string().trim().min(1).max(200),
});
/** PUT /edu/certificate/{id}/revoke and POST /edu/certificate/{id}/reissue (staff): with a reason. */
export const certificateReasonSchema = z.object({ reason: z.string().trim().min(1).max(200) });

export const jwksSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.literal('OKP'),
      crv: z.literal('Ed25519'),
      x: z.string(),
      kid: z.string(),
      alg: z.literal('EdDSA'),
      use: z.literal('sig'),
    }),
  ),
});

/** GET /edu/certificate/rule/{courseId}, PUT /edu/certificate/rule (staff): what earns the course's certificate. */
export const certificateRuleSchema = z.object({
  courseId: idString,
  enabled: z.boolean(),
  /** Classroom courses: the share of sessions (per cent) checked in to. */
  checkinShare: z.number().int().min(CHECKIN_SHARE_MIN).max(CHECKIN_SHARE_MAX),
  validityMonths: z.number().int().min(1).max(VALIDITY_MONTHS_MAX).nullable(),
  /**
   * The published exam of the course that must be passed; null (or left out): every published exam of the
   * course, as the study record counts a course complete (none when the course has none).
   */
  examId: idString.nullable().default(null),
});
export type CertificateRule = z.infer<typeof certificateRuleSchema>;
export const courseIdParamSchema = z.object({ courseId: idString });

/** GET|PUT /edu/certificate/template (staff): the issuer, signatory, wording and images of a tenant's certificates. */
const line = z.string().trim().max(120);
export const certificateTemplateSchema = z.object({
  issuerZh: line,
  issuerEn: line,
  signatoryZh: line,
  signatoryEn: line,
  wordingZh: z.string().trim().max(WORDING_MAX),
  wordingEn: z.string().trim().max(WORDING_MAX),
  /** A stored image of the tenant (its file name, as an upload answers), or null. */
  seal: z.string().max(255).nullable(),
  background: z.string().max(255).nullable(),
});
export type CertificateTemplate = z.infer<typeof certificateTemplateSchema>;
/** The template as GET and PUT answer it: with the links of its images, for the console to show them. */
export const certificateTemplateViewSchema = certificateTemplateSchema.extend({
  sealUrl: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
});
export type CertificateTemplateView = z.infer<typeof certificateTemplateViewSchema>;

const CERTIFICATE_SORT_FIELDS = [
  'number',
  'holderName',
  'courseTitle',
  'creditHours',
  'completedOn',
  'expiresOn',
  'status',
  'createTime',
] as const;
export type CertificateSortField = (typeof CERTIFICATE_SORT_FIELDS)[number];
/**
 * GET /edu/certificate/page (staff `edu_certificate_view`): by number, holder's name or username, course title
 * (each a part of it), status, and completion days from and to.
 */
export const certificatePageQuerySchema = sortablePageQuery(CERTIFICATE_SORT_FIELDS).extend({
  number: z.string().trim().max(32).optional(),
  name: z.string().trim().max(64).optional(),
  course: z.string().trim().max(128).optional(),
  courseId: idString.optional(),
  status: z.enum(['valid', 'revoked', 'replaced']).optional(),
  completedFrom: day.optional(),
  completedTo: day.optional(),
});
/** A certificate as staff's list shows it: with who holds it and how it was issued. */
export const certificateAdminSchema = certificateSchema.extend({
  userId: z.string(),
  username: z.string(),
  issuedHow: z.enum(['rule', 'manual']),
  issueReason: z.string().nullable(),
});
export type CertificateAdminRow = z.infer<typeof certificateAdminSchema>;
/** The most certificates one export holds (the first of the list's filter and order). */
export const CERTIFICATE_EXPORT_MAX = 50_000;
/** GET /edu/certificate/export (staff `edu_certificate_view`): the page's filters and sort, no paging. */
export const certificateExportQuerySchema = certificatePageQuerySchema.omit({ current: true, size: true });
export type CertificateExportQuery = z.infer<typeof certificateExportQuerySchema>;
