import { expiryOf, sessionsNeeded } from '@contract/certificate-rules';
import type { CertificateRule } from '@contract/certificate';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import type { Db } from '../../db/client';
import type { News } from '../../lib/news';
import { courseExamsPassed, isPublishedExamOf } from '../exam';
import * as repo from './rule.repo';
import { liveOf } from './certificate.repo';
import { chinaDay } from '@contract/certificate-rules';
import { issue } from './certificate.service';

const DEFAULT_RULE = { enabled: false, checkinShare: 100, validityMonths: null, examId: null };

/** What earns the course's certificate; a course never set gives none by itself. */
export async function ruleOf(db: Db, tenantId: number, courseId: number): Promise<CertificateRule> {
  if (!(await repo.courseShape(db, tenantId, courseId)))
    throw new DomainError('certificateCourseNotFound', {}, 404);
  const row = await repo.ruleOf(db, tenantId, courseId);
  return { courseId: String(courseId), ...DEFAULT_RULE, ...(row && pick(row)) };
}
const pick = (r: NonNullable<Awaited<ReturnType<typeof repo.ruleOf>>>) => ({
  enabled: r.enabled,
  checkinShare: r.checkinShare,
  validityMonths: r.validityMonths,
  examId: r.examId === null ? null : String(r.examId),
});

/**
 * Sets the course's rule. A rule no learner could ever meet is refused with what is missing: an online course
 * without lessons, a classroom course without sessions.
 */
export async function setRule(db: Db, actor: Actor, input: CertificateRule): Promise<CertificateRule> {
  const courseId = Number(input.courseId);
  const shape = await repo.courseShape(db, actor.tenantId, courseId);
  if (!shape) throw new DomainError('certificateCourseNotFound', {}, 404);
  if (input.enabled && shape.mode === 'online' && shape.lessons === 0)
    throw new DomainError('certificateRuleNoLessons');
  if (input.enabled && shape.mode !== 'online' && shape.sessions === 0)
    throw new DomainError('certificateRuleNoSessions');
  const examId = input.examId === null ? null : Number(input.examId);
  if (examId !== null && !(await isPublishedExamOf(db, actor.tenantId, courseId, examId)))
    throw new DomainError('certificateRuleExamNotFound');
  await repo.saveRule(db, {
    tenantId: actor.tenantId,
    courseId,
    enabled: input.enabled,
    checkinShare: input.checkinShare,
    validityMonths: input.validityMonths,
    examId,
    updateBy: actor.username,
  });
  return ruleOf(db, actor.tenantId, courseId);
}

/**
 * Whether the learner meets the course's rule now, and the day they did: the last lesson completed or session
 * attended, or the exam passed when that came later (in China's day).
 */
export async function earned(
  db: Db,
  tenantId: number,
  userId: number,
  courseId: number,
  rule: { checkinShare: number; examId: number | null },
): Promise<{ met: false } | { met: true; completedOn: string }> {
  const shape = await repo.courseShape(db, tenantId, courseId);
  if (!shape) return { met: false };
  let last: Date | null;
  if (shape.mode === 'online') {
    const done = await repo.lessonsDone(db, tenantId, userId, courseId);
    if (shape.lessons === 0 || done.n < shape.lessons) return { met: false };
    last = done.last;
  } else {
    const attended = await repo.sessionsAttended(db, tenantId, userId, courseId);
    if (shape.sessions === 0 || attended.n < sessionsNeeded(shape.sessions, rule.checkinShare))
      return { met: false };
    last = attended.last;
  }
  const exam = await courseExamsPassed(db, tenantId, userId, courseId, rule.examId);
  if (exam.required && !exam.passedAt) return { met: false };
  const at = [last, exam.passedAt].filter((d): d is Date => d !== null).sort((a, b) => +b - +a)[0];
  return { met: true, completedOn: chinaDay(at ?? new Date()) };
}

/**
 * Issues the learner's certificate of the course if its rule is on and met; nothing otherwise. Safe to call any
 * number of times, from any process (issue() makes one, and tells the learner once).
 */
export async function consider(db: Db, news: News, tenantId: number, userId: number, courseId: number) {
  const rule = await repo.ruleOf(db, tenantId, courseId);
  if (!rule?.enabled) return null;
  if (await liveOf(db, tenantId, userId, courseId)) return null;
  const now = await earned(db, tenantId, userId, courseId, rule);
  if (!now.met) return null;
  const { row, made } = await issue(db, news, tenantId, {
    userId,
    courseId,
    how: 'rule',
    completedOn: now.completedOn,
    expiresOn: expiryOf(now.completedOn, rule.validityMonths),
  });
  return made ? row : null;
}
