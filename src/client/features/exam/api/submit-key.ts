/**
 * The offline queue of exam submits (examKeys.submitQueue). A mutation key that must not change: submits queued
 * by an earlier version of the app are persisted under it and must still find their replay function. Here, not in
 * keys.ts, so the app's start carries this key alone and not the exam screens' keys.
 */
export const examSubmitQueue = ['exam-submit'] as const;
