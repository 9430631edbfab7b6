import { z } from 'zod';
import { idString, pageQuerySchema } from './envelope';
import {
  ADMIT_REASONS,
  ARRIVALS_BUCKET_MINUTES,
  CHECKIN_BATCH_MAX,
  CHECKIN_METHODS,
  CHECKIN_OUTCOMES,
  CHECKIN_REASONS,
  DEVICE_TIME_MAX,
  SIGNATURE_MAX_CHARS,
} from './checkin-rules';
import { PASSAGES } from './passage-rules';

export * from './checkin-rules';
export * from './passage-rules';

/** Check-in on the wire. */

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
  /** A list check-in's reason for letting the person in without their ticket (kept with it). */
  admitReason: z.enum(ADMIT_REASONS).optional(),
  /**
   * A scan the desk refused at the door, and why, sent for the log of rejected scans: the server stores it as a
   * refusal, never as a check-in (the person was turned away), with its own reason where it has one.
   */
  refusedAs: z.enum(CHECKIN_REASONS).optional(),
  /** What the desk let the person do (PASSAGES); a check-in when absent. */
  passage: z.enum(PASSAGES).default('entry'),
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
  /** What the desk let the person do, or tried to (a refused exit is a rejected `exit`). */
  passage: z.enum(PASSAGES),
  outcome: z.enum(CHECKIN_OUTCOMES),
  reason: z.enum(CHECKIN_REASONS).nullable(),
  /** Why staff let the person in from the list without their ticket. */
  admitReason: z.enum(ADMIT_REASONS).nullable(),
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

export const checkinBatchSchema = z.array(z.unknown()).min(1).max(CHECKIN_BATCH_MAX);
/**
 * The answers of a batch, in its order. `null`: this item was not saved (the server could not store it just
 * now); the device keeps it and sends it again. Every other item has its answer, whatever happened to that one.
 */
export const checkinBatchAnswerSchema = z.array(checkinAnswerSchema.nullable());

/** GET /edu/session/list: the sessions check-in staff may pick, the latest start first. */
export const sessionSummarySchema = z.object({
  id: idString,
  title: z.string(),
  courseTitle: z.string(),
  startAt: z.string(),
  signatureRequired: z.boolean(),
});

export const checkinPageQuerySchema = pageQuerySchema.extend({
  sessionId: idString.optional(),
  outcome: z.enum(CHECKIN_OUTCOMES).optional(),
  /** true: only conflicts (see `conflict`); false: everything else. */
  conflict: z.enum(['true', 'false']).optional(),
  /** true: the refused ones only (rejected or duplicate): the log of rejected scans. */
  refused: z.enum(['true', 'false']).optional(),
  reason: z.enum(CHECKIN_REASONS).optional(),
  deviceId: z.string().min(1).max(64).optional(),
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

const rosterEntrySchema = z.object({
  enrolmentId: idString,
  userId: idString,
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  /** The name's syllables, space-separated, no tones (the desk's search: contract/desk-search-rules.ts). */
  pinyin: z.string().nullable(),
  /** The enterprise that enrolled the person, or theirs. */
  enterprise: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  method: z.enum(CHECKIN_METHODS).nullable(),
  /**
   * A checked-in person's latest passage (the check-in, a re-entry or an exit): when it happened (epoch ms, the
   * device's corrected clock) and whether it let them out. With the session's automatic check-out it says who is inside
   * (isInside). Absent from a roster a device kept from before passages existed.
   */
  passageMs: z.number().int().nullable().optional(),
  /**
   * The device whose check-in of the person stands (the first by when it happened): a desk that let them in too
   * learns it was a conflict. Absent from a roster a device kept from before.
   */
  checkedInFrom: z.string().nullable().optional(),
  left: z.boolean().optional(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;
/**
 * A session's roster for staff devices. Without `since` it is whole (`delta: false`); with the `cursor` of an
 * earlier answer as `since`, it holds only the sign-ups that changed (`entries` to add or replace, `removed`
 * sign-up ids that are no longer approved), so a device at a large event refreshes cheaply.
 */
const checkinWindowSchema = z.object({ startMs: z.number().int(), endMs: z.number().int() });
export const rosterSchema = z.object({
  sessionId: idString,
  /** The session's and its course's titles (a badge prints them). */
  title: z.string(),
  courseTitle: z.string(),
  secret: z.string(),
  signatureRequired: z.boolean(),
  /** The device checks tickets against it offline, with withinCheckinWindow. */
  window: checkinWindowSchema,
  /** Each day's automatic check-out time (China time, HH:mm), or null. Absent from rosters kept from before. */
  autoCheckoutAt: z.string().nullable().optional(),
  entries: z.array(rosterEntrySchema),
  removed: z.array(idString),
  /**
   * Sign-ups of the session that were cancelled or rejected (all of them; in a delta, those changed since): their
   * tickets are revoked, and a device offline says so rather than "no sign-up".
   */
  revoked: z.array(idString),
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

/** A session's live counts at the door: GET /edu/checkin/counts/{sessionId} and its stream. */
export const checkinCountsSchema = z.object({
  sessionId: idString,
  /** Approved sign-ups. */
  expected: z.number().int(),
  checkedIn: z.number().int(),
  /** Checked in, and their latest passage let them in after the last automatic check-out (isInside). */
  inside: z.number().int(),
  /** Checked in and not inside: went out through an exit, or checked out automatically. */
  left: z.number().int(),
  autoCheckoutAt: z.string().nullable(),
});
export type CheckinCounts = z.infer<typeof checkinCountsSchema>;

/**
 * GET /edu/checkin/arrivals/:id: a session's arrivals, the accepted check-ins staff have not undone, each at the
 * server's time. `buckets`: per ARRIVALS_BUCKET_MINUTES from the first arrival's bucket to the last's, the empty
 * ones included (a time axis that tells the truth); `at` is the bucket's start in the wire's time format.
 * `byEnterprise`: the session's sign-ups by the enterprise that enrolled the person, or theirs (`null`: an
 * individual sign-up), most arrived first; `expected` counts the approved sign-ups.
 */
export const arrivalsSchema = z.object({
  sessionId: idString,
  bucketMinutes: z.literal(ARRIVALS_BUCKET_MINUTES),
  buckets: z.array(z.object({ at: z.string(), count: z.number().int() })),
  byEnterprise: z.array(
    z.object({ enterprise: z.string().nullable(), expected: z.number().int(), checkedIn: z.number().int() }),
  ),
  expected: z.number().int(),
  checkedIn: z.number().int(),
});
export type Arrivals = z.infer<typeof arrivalsSchema>;
