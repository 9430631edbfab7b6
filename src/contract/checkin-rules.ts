/**
 * Check-in rules without zod, so a phone's sign screens can use them without the schema library:
 * the vocabulary, the QR's life, the window, the limits. `checkin.ts` re-exports them beside the schemas.
 */

export const CHECKIN_METHODS = ['session_qr', 'ticket', 'list', 'manual'] as const;
export type CheckinMethod = (typeof CHECKIN_METHODS)[number];
/**
 * `accepted`: the person's check-in (once per sign-up and session). At a venue with exits, a checked-in person's
 * later passages are `exited` (through an exit desk) and `reentered` (back in through an entry desk).
 */
export const CHECKIN_OUTCOMES = ['accepted', 'duplicate', 'rejected', 'reentered', 'exited'] as const;
export type CheckinOutcome = (typeof CHECKIN_OUTCOMES)[number];
/** The outcomes of a scan that was turned away: the log of rejected scans. */
export const REFUSED_OUTCOMES = ['duplicate', 'rejected'] as const satisfies readonly CheckinOutcome[];

/** Why a check-in was not accepted; each has its own translated message. */
export const CHECKIN_REASONS = [
  'qr_invalid',
  'qr_other_tenant',
  'qr_other_session',
  'qr_expired',
  'outside_window',
  'ticket_invalid',
  /** A scanned text that is no ticket at all (another QR code, a damaged one, a typo in a typed code). */
  'code_unreadable',
  'not_enrolled',
  'not_approved',
  'enrolment_cancelled',
  'identity_required',
  'signature_required',
  'signature_invalid',
  'already_checked_in',
  /** At an exit desk: the person is not inside (never checked in, or already left). */
  'not_inside',
  'session_not_found',
  /** An item of a batch that does not read as a check-in (a field missing or malformed); it is not stored. */
  'invalid_request',
] as const;
export type CheckinReason = (typeof CHECKIN_REASONS)[number];

/**
 * Why staff let a person in from the desk's list without scanning their ticket: the check-in keeps it (the console's
 * list and export show it).
 */
export const ADMIT_REASONS = ['id_checked', 'no_phone', 'ticket_unreadable', 'known_to_staff'] as const;
export type AdmitReason = (typeof ADMIT_REASONS)[number];

/** The session QR is re-issued this often on the display. */
export const QR_ROTATE_MS = 30_000;
/**
 * A scan must happen within this long after the QR was issued (judged on the attendee's clock corrected by its
 * measured offset), so a photo of an old code shared later fails; a queued scan keeps its scan time.
 */
export const QR_MAX_AGE_MS = 2 * 60_000;
/** A signature image travels as a PNG data URL of at most this many characters (200 KB). */
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

/** A device's queue sent at once: each item is read on its own, so one malformed item spoils nothing else. */
export const CHECKIN_BATCH_MAX = 200;
/**
 * How many queued check-ins a device sends in one request when it replays its queue, and so how many the server
 * takes in one run of its group commit: a run holds the event loop between the desk's turns.
 */
export const REPLAY_BATCH = 50;

/**
 * The console's arrivals of a session (its chart and its export) count check-ins per this many minutes, each bucket
 * starting on the clock (09:00, 09:05, …).
 */
export const ARRIVALS_BUCKET_MINUTES = 5;
