import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { News } from '../../lib/news';
import * as repo from './rule.repo';
import { consider } from './rule.service';

/**
 * The moments a learner may have earned a certificate — a lesson completed, a check-in accepted (also a queue
 * replayed), an exam graded — told here and looked at after the write committed, one at a time, apart from the
 * answer: a heartbeat or a check-in never waits for a certificate, and a failure to issue is logged, not the
 * learner's error. Issuing itself is once, whichever process looks (issue()). A learner and course told many
 * times while waiting is looked at once. A course without a rule switched on costs no statement once the
 * tenant's rules are read (kept RULES_TTL_MS; this process forgets them at once when its staff change one).
 */
export type CertificateWatch = {
  progressed(tenantId: number, userId: number, courseId: number): void;
  /** An accepted check-in: its session names the course. */
  checkedIn(tenantId: number, userId: number, sessionId: number): void;
  /** An exam attempt submitted or reviewed: when it passed, its course may be complete. */
  attemptEnded(tenantId: number, attemptId: number): void;
  /**
   * Staff saved a course's rule: this process reads the tenant's rules again, and, when the rule is on, every
   * learner signed up for the course is looked at (someone who finished before the rule was set, or before its
   * share was lowered, has earned it now).
   */
  ruleSaved(tenantId: number, courseId: number, enabled: boolean): void;
  /** Resolves when everything told so far has been looked at (tests, and the app's close). */
  settled(): Promise<void>;
};

export const RULES_TTL_MS = 30_000;
/** Sessions never move to another course: their course is kept, up to this many. */
const SESSIONS_KEPT = 10_000;

type Told =
  | { tenantId: number; userId: number; courseId?: number; sessionId?: number }
  | { tenantId: number; attemptId: number }
  | { tenantId: number; wholeCourse: number };

export function createCertificateWatch(db: () => Db, news: News, log: FastifyBaseLogger): CertificateWatch {
  const waiting = new Map<string, Told>();
  const rules = new Map<number, { at: number; on: Promise<Set<number>> }>();
  const sessions = new Map<number, number | null>();
  let running: Promise<void> | null = null;

  function rulesOn(tenantId: number) {
    const kept = rules.get(tenantId);
    if (kept && Date.now() - kept.at < RULES_TTL_MS) return kept.on;
    const on = repo.coursesWithRuleOn(db(), tenantId).then((ids) => new Set(ids));
    rules.set(tenantId, { at: Date.now(), on });
    on.catch(() => rules.delete(tenantId));
    return on;
  }
  async function courseOf(sessionId: number) {
    if (sessions.has(sessionId)) return sessions.get(sessionId) ?? null;
    const courseId = (await repo.courseOfSession(db(), sessionId)) ?? null;
    if (sessions.size >= SESSIONS_KEPT) sessions.clear();
    sessions.set(sessionId, courseId);
    return courseId;
  }
  async function look(t: Told) {
    if ('wholeCourse' in t) {
      for (const userId of await repo.learnersOf(db(), t.tenantId, t.wholeCourse))
        tell(`${t.tenantId}:${userId}:c${t.wholeCourse}`, {
          tenantId: t.tenantId,
          userId,
          courseId: t.wholeCourse,
        });
      return;
    }
    if ('attemptId' in t) {
      const passed = await repo.passedAttempt(db(), t.tenantId, t.attemptId);
      if (passed && (await rulesOn(t.tenantId)).has(passed.courseId))
        await consider(db(), news, t.tenantId, passed.userId, passed.courseId);
      return;
    }
    const courseId = t.courseId ?? (t.sessionId === undefined ? null : await courseOf(t.sessionId));
    if (courseId === null || !(await rulesOn(t.tenantId)).has(courseId)) return;
    await consider(db(), news, t.tenantId, t.userId, courseId);
  }
  async function drain() {
    for (let next = waiting.entries().next(); !next.done; next = waiting.entries().next()) {
      const [key, told] = next.value;
      waiting.delete(key);
      try {
        await look(told);
      } catch (err) {
        log.warn({ err, ...told }, 'certificate not considered');
      }
    }
  }
  const start = () => {
    running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain).finally(() => {
      running = null;
      if (waiting.size) void start();
    });
    return running;
  };
  const tell = (key: string, told: Told) => {
    waiting.set(key, told);
    void start();
  };
  return {
    progressed: (tenantId, userId, courseId) =>
      tell(`${tenantId}:${userId}:c${courseId}`, { tenantId, userId, courseId }),
    checkedIn: (tenantId, userId, sessionId) =>
      tell(`${tenantId}:${userId}:s${sessionId}`, { tenantId, userId, sessionId }),
    attemptEnded: (tenantId, attemptId) => tell(`${tenantId}:a${attemptId}`, { tenantId, attemptId }),
    ruleSaved: (tenantId, courseId, enabled) => {
      rules.delete(tenantId);
      if (enabled) tell(`${tenantId}:course${courseId}`, { tenantId, wholeCourse: courseId });
    },
    async settled() {
      while (running) await running;
    },
  };
}
