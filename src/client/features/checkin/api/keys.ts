/** Query and mutation keys of check-in. */
export const checkinKeys = {
  root: ['checkin'] as const,
  /**
   * The offline queue of check-ins. A mutation key, kept as it was: check-ins queued by an earlier version of
   * the app are persisted under it and must still find their replay function.
   */
  queue: ['checkin'] as const,
  sessionQrs: () => ['checkin', 'session-qr'] as const,
  sessionQr: (sessionId: string) => ['checkin', 'session-qr', sessionId] as const,
  rosters: () => ['checkin', 'roster'] as const,
  roster: (sessionId: string) => ['checkin', 'roster', sessionId] as const,
  counts: (sessionId: string) => ['checkin', 'counts', sessionId] as const,
  sessions: () => ['checkin', 'sessions'] as const,
  page: (sessionId: string, view: string) => ['checkin', 'page', sessionId, view] as const,
  arrivals: (sessionId: string) => ['checkin', 'arrivals', sessionId] as const,
};
