/**
 * Exams on the wire: camelCase, ids as strings, times as yyyy-MM-dd HH:mm:ss (Asia/Shanghai)
 * except where a device counts down: there the server sends epoch milliseconds of its own clock (`deadlineMs`,
 * `serverNowMs`) so the phone can correct its clock by the measured offset.
 *
 * This module is the exam's public face; its schemas live by topic: exam-bank.ts (the question bank and the
 * answer shapes), exam-paper.ts (exams and their papers), exam-attempt.ts (staff: attempts, review, re-open) and
 * exam-learner.ts (my exams, sitting an attempt, my result). The zod-free rules both sides run are in exam-rules.ts.
 */

export * from './exam-rules';
export * from './exam-bank';
export * from './exam-paper';
export * from './exam-attempt';
export * from './exam-learner';
