/**
 * Resolves in a task of its own, so the browser may paint and answer input before the work that follows: a
 * start made of several steps is then several short tasks rather than one long one (a slow phone's CPU turns
 * a long task into a page that does not answer). `scheduler.yield` where the browser has it (its continuation
 * goes ahead of other tasks); elsewhere a timer.
 */
export const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve));
