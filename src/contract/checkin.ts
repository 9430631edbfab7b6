import { z } from 'zod';
import { idString, pageQuerySchema } from './envelope';

/** Check-in on the wire (DESIGN §4 "Check-in", §6 and §7). */

export const CHECKIN_METHODS = ['session_qr', 'ticket', 'list', 'manual'] as const;
export type CheckinMethod = (typeof CHECKIN_METHODS)[number];
export const CHECKIN_OUTCOMES = ['accepted', 'duplicate', 'rejected'] as const;
export type CheckinOutcome = (typeof CHECKIN_OUTCOMES)[number];

/** Why a check-in was not accepted; each has its own translated message. */
export const CHECKIN_REASONS = [
  'qr_invalid',
  'qr_other_tenant',
  'qr_other_session',
  'qr_expired',
  'outside_window',
  'ticket_invalid',
  'not_enrolled',
  'not_approved',
  'enrolment_cancelled',
  'identity_required',
  'signature_required',
  'signature_invalid',
  'already_checked_in',
  'session_not_found',
] as const;
export type CheckinReason = (typeof CHECKIN_REASONS)[number];

/** The session QR is re-issued this often on the display. */
export const QR_ROTATE_MS = 30_000;
/**
 * A scan must happen within this long after the QR was issued (judged on the attendee's clock corrected by its
 * measured offset), so a photo of an old code shared later fails; a queued scan keeps its scan time.
 */
export const QR_MAX_AGE_MS = 2 * 60_000;
/** A signature image travels as a PNG data URL of at most this many characters (DESIGN §7: 200 KB). */
export const SIGNATURE_MAX_CHARS = 200 * 1024;

/**
 * Session QR: `PXQ1.<tenant>.<session>.<issuedAtSeconds>.<sig>`, sig = 22 characters of base64url
 * HMAC-SHA256(session secret, the part before it). The QR shows it inside a /sign/home URL.
 */
export const SESSION_QR_PREFIX = 'PXQ1';
export const sessionQrBody = (tenantId: string | number, sessionId: string | number, issuedAtSec: number) => `${SESSION_QR_PREFIX}.${tenantId}.${sessionId}.${issuedAtSec}`;
export function parseSessionQr(input: string): { body: string; tenantId: string; sessionId: string; issuedAtSec: number; sig: string } | null {
  // Accept the bare payload or any URL that carries it as ?qr= (a phone camera opens the URL).
  const raw = /[?&]qr=([^&#]+)/.exec(input)?.[1];
  const payload = raw ? decodeURIComponent(raw) : input.trim();
  const m = /^PXQ1\.(\d{1,19})\.(\d{1,19})\.(\d{9,11})\.([A-Za-z0-9_-]{22})$/.exec(payload);
  if (!m) return null;
  const [, tenantId = '', sessionId = '', issued = '', sig = ''] = m;
  return { body: sessionQrBody(tenantId, sessionId, Number(issued)), tenantId, sessionId, issuedAtSec: Number(issued), sig };
}

export const checkinRequestSchema = z.object({
  clientId: z.string().min(8).max(64),
  method: z.enum(CHECKIN_METHODS),
  sessionId: idString.optional(),
  qr: z.string().max(512).optional(),
  ticket: z.string().max(128).optional(),
  enrolmentId: idString.optional(),
  name: z.string().trim().max(64).optional(),
  mobile: z.string().trim().max(20).optional(),
  deviceId: z.string().min(1).max(64),
  /** Epoch milliseconds on the device when the person checked in. */
  deviceTime: z.number().int().positive(),
  /** server time − device time, measured from the Date header of the device's last successful request. */
  clockOffsetMs: z.number().int().min(-366 * 24 * 3600_000).max(366 * 24 * 3600_000).default(0),
  signature: z.string().max(SIGNATURE_MAX_CHARS).optional(),
});
export type CheckinRequest = z.input<typeof checkinRequestSchema>;

export const checkinSchema = z.object({
  id: idString,
  clientId: z.string(),
  sessionId: idString,
  enrolmentId: idString.nullable(),
  userId: idString.nullable(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  method: z.enum(CHECKIN_METHODS),
  outcome: z.enum(CHECKIN_OUTCOMES),
  reason: z.string().nullable(),
  deviceId: z.string(),
  deviceTime: z.string().nullable(),
  serverTime: z.string().nullable(),
  qrIssuedAt: z.string().nullable(),
  signatureUrl: z.string().nullable(),
});
export type Checkin = z.infer<typeof checkinSchema>;

export const checkinAnswerSchema = z.object({
  outcome: z.enum(CHECKIN_OUTCOMES),
  reason: z.enum(CHECKIN_REASONS).nullable(),
  message: z.string().nullable(),
  checkin: checkinSchema.nullable(),
});
export type CheckinAnswer = z.infer<typeof checkinAnswerSchema>;

export const checkinPageQuerySchema = pageQuerySchema.extend({ sessionId: idString.optional(), outcome: z.enum(CHECKIN_OUTCOMES).optional() });

export const sessionQrSchema = z.object({
  sessionId: idString,
  tenantId: idString,
  payload: z.string(),
  issuedAt: z.number().int(),
  expiresAt: z.number().int(),
  /** The display keeps signing offline with it; only staff with edu_checkin_manage receive it. */
  secret: z.string(),
  title: z.string(),
  courseTitle: z.string(),
  checkinStartAt: z.string(),
  checkinEndAt: z.string(),
  signatureRequired: z.boolean(),
  enrolled: z.number().int(),
  checkedIn: z.number().int(),
  latest: z.array(z.object({ name: z.string().nullable(), serverTime: z.string().nullable() })),
});
export type SessionQr = z.infer<typeof sessionQrSchema>;

export const rosterEntrySchema = z.object({
  enrolmentId: idString,
  userId: idString,
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  method: z.enum(CHECKIN_METHODS).nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;
/**
 * A session's roster for staff devices. Without `since` it is whole (`delta: false`); with the `cursor` of an
 * earlier answer as `since`, it holds only the sign-ups that changed (`entries` to add or replace, `removed`
 * sign-up ids that are no longer approved), so a device at a large event refreshes cheaply.
 */
export const rosterSchema = z.object({
  sessionId: idString,
  secret: z.string(),
  signatureRequired: z.boolean(),
  entries: z.array(rosterEntrySchema),
  removed: z.array(idString),
  delta: z.boolean(),
  cursor: z.string(),
});
export const rosterQuerySchema = z.object({ since: z.string().regex(/^\d{1,15}$/).optional() });
export type Roster = z.infer<typeof rosterSchema>;
