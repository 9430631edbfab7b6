import { Local } from './storage';

/**
 * This device's identity and clock, carried by every check-in: a stable device id, and the
 * offset between the server's clock and ours, measured from the Date header of the last successful response.
 */
export function deviceId(): string {
  let id = Local.get<string>('deviceId');
  if (!id) {
    id = crypto.randomUUID();
    Local.set('deviceId', id);
  }
  return id;
}

/** server time − device time, in ms (0 until a response has been seen). */
export const clockOffsetMs = (): number => Local.get<number>('clockOffsetMs') ?? 0;

/** Called with each successful response: the Date header has a one-second resolution, so small drifts are ignored. */
export function recordServerDate(dateHeader: string | null, receivedAt = Date.now()) {
  const server = dateHeader ? Date.parse(dateHeader) : NaN;
  if (Number.isNaN(server)) return;
  const offset = server + 500 - receivedAt;
  Local.set('clockOffsetMs', Math.abs(offset) < 1500 ? 0 : Math.round(offset));
}
