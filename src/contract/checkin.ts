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
  /** An item of a batch that does not read as a check-in (a field missing or malformed); it is not stored. */
  'invalid_request',
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
 * Unless staff set another, a session's check-in window opens this long before the session starts and closes
 * when it ends (the console form, the server and the demo seed all use it).
 */
export const CHECKIN_OPENS_BEFORE_MS = 60 * 60_000;
export const defaultCheckinWindow = (startAtMs: number, endAtMs: number): CheckinWindow => ({
  startMs: startAtMs - CHECKIN_OPENS_BEFORE_MS,
  endMs: endAtMs,
});

/** A session's check-in window, epoch milliseconds, both edges included. */
export type CheckinWindow = { startMs: number; endMs: number };
/**
 * The window rule, on the server and on a staff device checking a ticket offline alike: a check-in made at `atMs`
 * is allowed when `atMs` lies in the window, edges included. `atMs` is when the person checked in: the session
 * QR's issue time (the staff display's clock), or the scanning device's clock corrected by its measured offset.
 */
export const withinCheckinWindow = (window: CheckinWindow, atMs: number): boolean =>
  atMs >= window.startMs && atMs <= window.endMs;

/** No device clock reads past 2100: a larger time is a malformed check-in, not a date to store. */
export const DEVICE_TIME_MAX = Date.UTC(2100, 0, 1);

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
  deviceTime: z.number().int().positive().max(DEVICE_TIME_MAX),
  /** server time − device time, measured from the Date header of the device's last successful request. */
  clockOffsetMs: z
    .number()
    .int()
    .min(-366 * 24 * 3600_000)
    .max(366 * 24 * 3600_000)
    .default(0),
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
  reason: z.enum(CHECKIN_REASONS).nullable(),
  /** An accepted check-in that staff undid (the person may check in again). */
  undone: z.boolean(),
  /**
   * A duplicate whose person was already checked in from another device: two devices claimed one person, for
   * staff to look at. A repeat from the device that checked the person in is a plain duplicate.
   */
  conflict: z.boolean(),
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

/** A device's queue sent at once: each item is read on its own, so one malformed item spoils nothing else. */
export const CHECKIN_BATCH_MAX = 200;
export const checkinBatchSchema = z.array(z.unknown()).min(1).max(CHECKIN_BATCH_MAX);
/**
 * The answers of a batch, in its order. `null`: this item was not saved (the server could not store it just
 * now); the device keeps it and sends it again. Every other item has its answer, whatever happened to that one.
 */
export const checkinBatchAnswerSchema = z.array(checkinAnswerSchema.nullable());

export const checkinPageQuerySchema = pageQuerySchema.extend({
  sessionId: idString.optional(),
  outcome: z.enum(CHECKIN_OUTCOMES).optional(),
  /** true: only conflicts (see `conflict`); false: everything else. */
  conflict: z.enum(['true', 'false']).optional(),
});

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
export const checkinWindowSchema = z.object({ startMs: z.number().int(), endMs: z.number().int() });
export const rosterSchema = z.object({
  sessionId: idString,
  secret: z.string(),
  signatureRequired: z.boolean(),
  /** The device checks tickets against it offline, with withinCheckinWindow. */
  window: checkinWindowSchema,
  entries: z.array(rosterEntrySchema),
  removed: z.array(idString),
  delta: z.boolean(),
  cursor: z.string(),
});
export const rosterQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
export type Roster = z.infer<typeof rosterSchema>;
