import {
  MAX_INTERVAL_SEC,
  coverage,
  isCompleted,
  mergeIntervals,
  type Interval,
} from '@contract/study-rules';
import {
  type CourseStats,
  type LessonProgress,
  type ProgressRequest,
  type StudyRecord,
} from '@contract/study';
import type { Db } from '../../db/client';
import { DomainError, signInRequired } from '../../lib/domain-error';
import { formatTime } from '../../lib/wire';
import { PERMISSIONS } from '@contract/permissions';
import { HEADER_TENANT, LESSON_VIDEO_PATH } from '@contract/constants';
import type { Actor } from '../../lib/actor';
import type { StoredFile } from '../../lib/send-file';
import type { UrlSigner } from '../../lib/signed-urls';
import { courseById, lessonById, lessonsOf, type LessonRow } from '../course';
import { fileById, kindOfStored } from '../file';
import { fileKey } from '../../lib/file-store';
import { enrolmentCounts } from '../seats';
import { holdsApprovedSignUp } from '../enrolment';
import type { Catalog } from '../catalog';
import type { Bus } from '../../lib/bus';
import { busCache } from '../../lib/cache';
import {
  completionsPerDay,
  courseProgress,
  progressOf,
  receiptsPerDay,
  type ProgressRow,
} from './study.repo';
import { examCompletion, type ExamDirectory } from '../exam';

const round2 = (n: number) => Math.round(n * 100) / 100;

export const toLessonProgress = (
  p: Pick<ProgressRow, 'lessonId' | 'position' | 'watchedSec' | 'completed' | 'intervals'>,
): LessonProgress => ({
  lessonId: String(p.lessonId),
  position: round2(p.position),
  watchedSec: round2(p.watchedSec),
  completed: p.completed,
  intervals: p.intervals,
});

/** Reported intervals clamped to the lesson and to one heartbeat's length; empty and reversed ones dropped. */
export function cleanIntervals(intervals: Interval[], durationSec: number): Interval[] {
  return intervals
    .map(([a, b]): Interval => {
      const from = Math.min(Math.max(0, a), durationSec);
      return [round2(from), round2(Math.min(b, durationSec, from + MAX_INTERVAL_SEC))];
    })
    .filter(([a, b]) => b > a);
}

/** Merging is a union: replays and out-of-order arrivals add nothing twice and lose nothing. */
export function mergeProgress(
  before: Pick<ProgressRow, 'position' | 'intervals' | 'completed'> | undefined,
  lesson: Pick<LessonRow, 'durationSec'>,
  req: Pick<ProgressRequest, 'position' | 'intervals'>,
) {
  const intervals = mergeIntervals([
    ...(before?.intervals ?? []),
    ...cleanIntervals(req.intervals, lesson.durationSec),
  ]);
  const watchedSec = round2(coverage(intervals));
  return {
    intervals,
    watchedSec,
    position: Math.max(before?.position ?? 0, Math.min(req.position, lesson.durationSec)),
    completed: (before?.completed ?? false) || isCompleted(watchedSec, lesson.durationSec),
  };
}

/** A lesson's share of the course's credit hours is its share of the course's video time. */
const earnedHours = (creditHours: number, lessons: LessonRow[], done: Set<number>) => {
  const total = lessons.reduce((s, l) => s + l.durationSec, 0);
  const completed = lessons.filter((l) => done.has(l.id)).reduce((s, l) => s + l.durationSec, 0);
  return total ? round2((creditHours * completed) / total) : 0;
};

/**
 * Each learner's progress rows, kept by each process: the progress desk names the learners of every run it
 * commits on the bus (`progress-changed`, keys `tenant:user`), and every process forgets those before the run's
 * heartbeats are answered.
 */
export function createProgressCache(bus: Pick<Bus, 'on' | 'listening' | 'publish'>) {
  const rows = busCache<ProgressRow[]>(bus, ['progress-changed'], { ttlMs: 60_000, max: 10_000 });
  return {
    of: (db: Db, tenantId: number, userId: number) =>
      rows.get(progressCacheKey(tenantId, userId), () => progressOf(db, tenantId, userId)),
    /** Tells every process that these learners' progress was written. */
    written: (keys: string[]) => bus.publish('progress-changed', keys),
  };
}
export type ProgressCache = ReturnType<typeof createProgressCache>;
export const progressCacheKey = (tenantId: number, userId: number) => `${tenantId}:${userId}`;

/**
 * My study records: the online courses I am approved on (my sign-ups, their titles, credit hours and lessons
 * from the catalog's cache) and my progress (the progress cache): no statement at all once both are warm.
 */
export async function studyRecords(
  db: Db,
  catalog: Catalog,
  progressCache: ProgressCache,
  exams: ExamDirectory,
  tenantId: number,
  userId: number,
): Promise<StudyRecord[]> {
  const ids = (await catalog.mine(db, tenantId, userId)).flatMap(({ enrolment, course }) =>
    enrolment.status === 'approved' && course.mode === 'online' ? [course.id] : [],
  );
  const [views, all, examOf] = await Promise.all([
    Promise.all(ids.map((id) => catalog.view(db, tenantId, id))),
    progressCache.of(db, tenantId, userId),
    examCompletion(db, exams, tenantId, userId, ids),
  ]);
  const progress = all.filter((p) => ids.includes(p.courseId));
  const byLesson = new Map(progress.map((p) => [p.lessonId, p]));
  return views
    .flatMap((v) => v ?? [])
    .map(({ course: c, lessons }) => {
      const ls = lessons.map((l) => l.lesson);
      const done = new Set(ls.filter((l) => byLesson.get(l.id)?.completed).map((l) => l.id));
      const mine = progress.filter((p) => p.courseId === c.id);
      const last = mine.reduce<Date | null>(
        (m, p) => (!m || p.lastStudiedAt > m ? p.lastStudiedAt : m),
        null,
      );
      const exam = examOf.get(c.id) ?? null;
      return {
        courseId: String(c.id),
        title: c.title,
        exam,
        // Course completion: every lesson done (a course without lessons is not done) and the exam passed.
        completed: ls.length > 0 && done.size === ls.length && (exam === null || exam.passed),
        lessonsDone: done.size,
        lessonsTotal: ls.length,
        hours: earnedHours(c.creditHours, ls, done),
        creditHours: c.creditHours,
        watchedSec: round2(mine.reduce((s, p) => s + p.watchedSec, 0)),
        lastStudiedAt: formatTime(last),
        lessons: ls.map((l) => {
          const p = byLesson.get(l.id);
          return {
            ...toLessonProgress(
              p ?? { lessonId: l.id, position: 0, watchedSec: 0, completed: false, intervals: [] },
            ),
            title: l.title,
            durationSec: l.durationSec,
          };
        }),
      };
    })
    .sort(
      (a, b) =>
        (b.lastStudiedAt ?? '').localeCompare(a.lastStudiedAt ?? '') ||
        Number(b.courseId) - Number(a.courseId),
    );
}

/** What staff look at per course: sign-ups, who started, who finished, hours earned, per lesson. */
export async function courseStats(db: Db, tenantId: number, courseId: number): Promise<CourseStats> {
  const course = await courseById(db, tenantId, courseId);
  if (!course) throw new DomainError('courseNotFound', {}, 404);
  const [counts, lessons, progress] = await Promise.all([
    enrolmentCounts(db, tenantId, [courseId]),
    lessonsOf(db, tenantId, courseId),
    courseProgress(db, tenantId, courseId),
  ]);
  const sum = (status: string) => counts.filter((c) => c.status === status).reduce((n, c) => n + c.n, 0);
  const ls = lessons.map((l) => l.lesson);
  const learners = new Map<number, Set<number>>();
  for (const p of progress)
    if (p.completed) learners.set(p.userId, (learners.get(p.userId) ?? new Set()).add(p.lessonId));
  const started = new Set(progress.filter((p) => p.watchedSec > 0).map((p) => p.userId));
  const completed = [...learners.values()].filter(
    (done) => ls.length > 0 && ls.every((l) => done.has(l.id)),
  ).length;
  return {
    courseId: String(courseId),
    enrolled: sum('approved'),
    pending: sum('pending'),
    waitlisted: sum('waitlisted'),
    started: started.size,
    completed,
    hours: round2(
      [...learners.values()].reduce((h, done) => h + earnedHours(course.creditHours, ls, done), 0),
    ),
    lessons: ls.map((l) => ({
      lessonId: String(l.id),
      title: l.title,
      started: progress.filter((p) => p.lessonId === l.id && p.watchedSec > 0).length,
      completed: progress.filter((p) => p.lessonId === l.id && p.completed).length,
    })),
  };
}

/** The tenant's progress records and learners per day of [from, to) (the console home's activity). */
export const studyPerDay = receiptsPerDay;
/** The tenant's lessons first completed per day of [from, to) (the console home's activity). */
export const lessonsCompletedPerDay = completionsPerDay;

/** A lesson whose video the caller may watch: approved on its course, or course staff. */
async function watchableLesson(db: Db, actor: Actor, lessonId: number) {
  const lesson = await lessonById(db, actor.tenantId, lessonId);
  if (!lesson) throw new DomainError('lessonNotFound', {}, 404);
  const allowed =
    (await holdsApprovedSignUp(db, actor.tenantId, actor.userId, lesson.courseId)) ||
    (await actor.can(PERMISSIONS.courseEdit));
  if (!allowed) throw new DomainError('notEnrolled', {}, 403);
  return lesson;
}

/** How long the signed link of a lesson video plays (a session's length: it is checked when issued). */
export const VIDEO_URL_TTL_MS = 12 * 3600_000;

/** A signed link to a lesson's video for the player (a <video> element cannot send the token). */
export async function lessonVideoUrl(db: Db, urls: UrlSigner, actor: Actor, lessonId: number) {
  const lesson = await watchableLesson(db, actor, lessonId);
  if (lesson.fileId === null) throw new DomainError('noVideo', {}, 404);
  const path = `${LESSON_VIDEO_PATH}${lesson.id}`;
  return { url: urls.sign(path, { [HEADER_TENANT]: String(actor.tenantId) }, VIDEO_URL_TTL_MS) };
}

/**
 * A lesson's video file: for a signed link (issued by lessonVideoUrl after the check), or for a signed-in
 * learner approved on its course and for course staff.
 */
export async function lessonVideo(
  db: Db,
  tenantId: number,
  viewer: Actor | null,
  lessonId: number,
  signedLink: boolean,
): Promise<StoredFile> {
  const lesson = signedLink
    ? await lessonById(db, tenantId, lessonId)
    : viewer
      ? await watchableLesson(db, viewer, lessonId)
      : undefined;
  if (!signedLink && !viewer) throw signInRequired();
  if (!lesson) throw new DomainError('lessonNotFound', {}, 404);
  const file = lesson.fileId === null ? undefined : await fileById(db, tenantId, lesson.fileId);
  const kind = file && kindOfStored(file.fileName);
  if (!file || !kind) throw new DomainError('noVideo', {}, 404);
  return {
    key: fileKey(file),
    kind,
    downloadName: file.original ?? file.fileName,
    cacheControl: 'private, max-age=86400',
  };
}
