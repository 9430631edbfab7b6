/**
 * The offline queue of feedback sends (feedbackKeys.sendQueue). A mutation key that must not change: sends queued
 * by an earlier version of the app are persisted under it and must still find their replay function. Here, not in
 * keys.ts, so the app's start carries this key alone.
 */
export const feedbackSendQueue = ['feedback-send'] as const;
