/** Query keys of the feedback screens (the send queue's key is in send-queue.ts). */
export const feedbackKeys = {
  root: ['feedback'] as const,
  mine: () => ['feedback', 'mine'] as const,
  /** The draft being written: kept in the persisted cache, so it survives a reload and going offline. */
  draft: () => ['feedback', 'draft'] as const,
  categories: () => ['feedback', 'categories'] as const,
};
