/** Query and mutation keys of the study feature (my sign-ups are shared: src/client/api/keys.ts). */
export const studyKeys = {
  root: ['study'] as const,
  records: () => ['study', 'records'] as const,
  videoUrl: (lessonId: string) => ['study', 'video-url', lessonId] as const,
  /**
   * The offline queue of progress heartbeats. A mutation key, kept as it was: heartbeats queued by an earlier
   * version of the app are persisted under it and must still find their replay function.
   */
  progressQueue: ['progress'] as const,
};
