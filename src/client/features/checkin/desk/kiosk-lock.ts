import { hmacBase64 } from '@/lib/hmac-base64';
import { Local } from '@/lib/storage';

/**
 * The kiosk's lock: staff choose a PIN as they start it, and only that PIN leaves it. Kept on the tablet (a reload,
 * or the tablet going offline, keeps the kiosk running and locked) as a salted HMAC, never the PIN itself. It keeps
 * attendees from wandering off the self check-in screen; it is not an account's password (that is the staff login
 * the tablet was opened with).
 */

/** A PIN is 4 to 8 digits. */
export const KIOSK_PIN = /^\d{4,8}$/;
const KEY = 'kiosk';

export type KioskLock = { sessionId: string; salt: string; hash: string };

const randomSalt = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The lock of a kiosk for `sessionId` with `pin` (a valid PIN: see KIOSK_PIN). */
export const lockWith = (sessionId: string, pin: string, salt = randomSalt()): KioskLock => ({
  sessionId,
  salt,
  hash: hmacBase64(salt, pin),
});

/** Whether `pin` opens the lock. */
export const opens = (lock: KioskLock, pin: string): boolean => hmacBase64(lock.salt, pin) === lock.hash;

/** The kiosk running on this tablet, if one is. */
export const heldLock = (): KioskLock | null => Local.get<KioskLock>(KEY);
export const holdLock = (lock: KioskLock) => Local.set(KEY, lock);
export const releaseLock = () => Local.remove(KEY);
