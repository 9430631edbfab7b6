import type { StudyRecord } from '@contract/study';
import type { Db } from '../../db/client';
import type { Bus } from '../../lib/bus';
import { busCache } from '../../lib/cache';
import * as repo from './exam.repo';
import * as attemptRepo from './attempts/attempts.repo';

/**
 * The exam part of course completion on my study records: which courses have published exams (cached per
 * tenant, forgotten on `exams-changed`, so a learner whose courses have none costs no statement) and, for those
 * that do, my best released score and whether I passed (read fresh: it changes with every submit).
 */

type Published = Awaited<ReturnType<typeof repo.publishedExams>>;

export function createExamDirectory(bus: Pick<Bus, 'on' | 'listening'>) {
  const published = busCache<Published>(bus, ['exams-changed'], { ttlMs: 60_000, max: 1_000 });
  return {
    published: (db: Db, tenantId: number) =>
      published.get(String(tenantId), () => repo.publishedExams(db, tenantId)),
  };
}
export type ExamDirectory = ReturnType<typeof createExamDirectory>;

/** Per course: the exam summary of my study record (null: the course has no published exam). */
export async function examCompletion(
  db: Db,
  directory: ExamDirectory,
  tenantId: number,
  userId: number,
  courseIds: number[],
): Promise<Map<number, StudyRecord['exam']>> {
  const now = Date.now();
  const exams = (await directory.published(db, tenantId)).filter((e) => courseIds.includes(e.courseId));
  const out = new Map<number, StudyRecord['exam']>();
  if (exams.length === 0) return out;
  const best = new Map(
    (
      await attemptRepo.bestOf(
        db,
        tenantId,
        userId,
        exams.map((e) => e.id),
      )
    ).map((b) => [b.examId, b]),
  );
  for (const courseId of new Set(exams.map((e) => e.courseId))) {
    const summaries = exams
      .filter((e) => e.courseId === courseId)
      .map((e) => {
        // A score held until the close counts (and shows) only from then.
        const released = e.showScore !== 'after_close' || e.closeAt === null || now >= e.closeAt.getTime();
        const b = released ? best.get(e.id) : undefined;
        return {
          examId: String(e.id),
          title: e.title,
          passed: !!b?.passed,
          bestScore: b?.best ?? null,
          passScore: e.passScore,
        };
      });
    const open = summaries.find((s) => !s.passed);
    out.set(courseId, open ?? summaries[summaries.length - 1] ?? null);
  }
  return out;
}
