/**
 * When a download may start (pure, so the rules have unit tests): the learner is asked before a large one, and a
 * download that would leave the phone almost full is refused. Moodle's app asks at 100 MB (10 MB on cellular) and
 * refuses below 10 MB left; a phone that full cannot record a video or take an update, so we keep 50 MB.
 */
const MB = 1024 * 1024;

/** Ask before a download of more than this. */
export const CONFIRM_BYTES = 100 * MB;
/** Ask before a download of more than this on a connection the browser reports as cellular or data-saving. */
export const CONFIRM_METERED_BYTES = 10 * MB;
/** Refuse a download that would leave less than this free. */
export const KEEP_FREE_BYTES = 50 * MB;
/**
 * What arrives is stored in pieces of this many bytes (or every second on a slow link), so a cut loses nothing and
 * a closed tab little.
 */
export const PIECE_BYTES = 2 * MB;
/**
 * Each request asks for this many bytes of a file: a request costs a round trip and the server's check of the
 * link, and 2 MB ranges reached a third of a plain fetch's throughput here; the bytes are stored in pieces anyway.
 */
export const RANGE_BYTES = 8 * MB;
/** "Keep the next lessons ready" keeps this many lessons after the one being studied. */
export const KEEP_NEXT_LESSONS = 2;

export type Verdict =
  | { kind: 'go' }
  | { kind: 'confirm'; bytes: number; free: number | null }
  | { kind: 'refuse'; bytes: number; free: number };

/** `free` is null where the browser does not say (no storage estimate). */
export function downloadVerdict(bytes: number, free: number | null, metered: boolean): Verdict {
  if (free !== null && free - bytes < KEEP_FREE_BYTES) return { kind: 'refuse', bytes, free };
  if (bytes > (metered ? CONFIRM_METERED_BYTES : CONFIRM_BYTES)) return { kind: 'confirm', bytes, free };
  return { kind: 'go' };
}

/** What the browser says of the connection (the Network Information API; Chromium only, fully on Android). */
export type Connection = { type?: string; saveData?: boolean };

/** A connection that costs the learner data: cellular, or the data saver on. */
export const isMetered = (c: Connection | undefined): boolean => c?.type === 'cellular' || !!c?.saveData;

/** Whether the browser can tell Wi-Fi from cellular at all (desktop browsers and Safari cannot). */
export const knowsNetworkType = (c: Connection | undefined): boolean => !!c?.type && c.type !== 'unknown';

/** Downloads wait while "Wi-Fi only" is on and the browser says the phone is on another network it can tell. */
export const mustWaitForWifi = (wifiOnly: boolean, c: Connection | undefined): boolean =>
  wifiOnly && knowsNetworkType(c) && c?.type !== 'wifi' && c?.type !== 'ethernet';

/**
 * The lessons "keep the next lessons ready" keeps: the next `KEEP_NEXT_LESSONS` after the current one that have a
 * video, in the course's order.
 */
export function nextLessons<L extends { id: string; fileId: string | null }>(
  lessons: L[],
  currentId: string,
): L[] {
  const at = lessons.findIndex((l) => l.id === currentId);
  if (at < 0) return [];
  return lessons
    .slice(at + 1)
    .filter((l) => l.fileId !== null)
    .slice(0, KEEP_NEXT_LESSONS);
}

/** Storage figures for people: MB below a GB, GB from there, one decimal. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * MB) return `${(bytes / 1024 / MB).toFixed(1)} GB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** Per cent of a file stored, rounded down (a file is 100 % only when whole). */
export const percentOf = (received: number, size: number): number =>
  size > 0 ? Math.floor((100 * Math.min(received, size)) / size) : 100;
