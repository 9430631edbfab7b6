import { PERMISSIONS } from '@contract/permissions';
import type { Course, CourseDetail, CourseStatus, SessionInfo } from '@contract/edu';
import type { Page } from '@contract/envelope';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import { formatTime, page } from '../../lib/wire';
import {
  courseById,
  coursePage,
  lessonsOf,
  sessionById,
  sessionsOf,
  type CourseFilter,
} from '../course/course.repo';
import { toChapters, toCourse, toLesson, toSession } from '../course/course.service';
import { liveEnrolmentOf } from '../enrolment/enrolment.repo';
import { toEnrolment } from '../enrolment/enrolment.service';
import { enrolmentCounts } from '../seats/seats.service';
import { coverImages } from '../file/file.service';

/**
 * What learners browse: the course listings and a course's detail with its sessions or outline, seats left
 * and the caller's own sign-up. Staff see drafts and closed courses in the console.
 */

/**
 * A short-lived per-process cache of public course pages: the catalog is the hottest read and may be seconds
 * stale (seats are re-checked at sign-up). Writes in this process clear it; other processes expire in TTL.
 */
export function pageCache<T>(ttlMs = 5_000, max = 500) {
  const entries = new Map<string, { at: number; value: T }>();
  return {
    get(key: string): T | undefined {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T) {
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: Date.now(), value });
    },
    clear: () => entries.clear(),
  };
}
export type CatalogCache = ReturnType<typeof pageCache<Page<Course>>>;

export type CatalogQuery = Omit<CourseFilter, 'statuses' | 'featured'> & {
  current: number;
  size: number;
  status?: CourseStatus;
  featured?: 'true' | 'false';
  /** The console's view: drafts and closed courses too, for staff who edit courses. */
  console?: 'true' | 'false';
};

/** A page of courses: what is published for everyone (cached), every status for staff in the console. */
export async function catalogPage(
  db: Db,
  cache: CatalogCache,
  tenantId: number,
  viewer: Actor | null,
  q: CatalogQuery,
): Promise<Page<Course>> {
  const { current, size, console: inConsole, status, featured, ...filter } = q;
  const consoleView = inConsole === 'true' && !!(await viewer?.can(PERMISSIONS.courseEdit));
  const statuses = consoleView ? (status ? [status] : ['draft', 'published', 'closed']) : ['published'];
  const key = consoleView ? null : `${tenantId}|${JSON.stringify(q)}`;
  const hit = key ? cache.get(key) : undefined;
  if (hit) return hit;
  const { records, total } = await coursePage(
    db,
    tenantId,
    { ...filter, statuses, featured: featured === undefined ? undefined : featured === 'true' },
    current,
    size,
  );
  const ids = records.map((r) => r.id);
  const [sessions, counts, covers] = await Promise.all([
    sessionsOf(db, tenantId, ids),
    enrolmentCounts(db, tenantId, ids),
    coverImages(
      db,
      tenantId,
      records.map((r) => r.cover),
    ),
  ]);
  const result = page(
    records.map((c) => toCourse(c, sessions, counts, covers)),
    total,
    current,
    size,
  );
  if (key) cache.set(key, result);
  return result;
}

/** Published and closed courses are public; a draft is seen only by staff who edit courses. */
const visibleTo = async (course: { status: string } | undefined, viewer: Actor | null) =>
  !!course && (course.status !== 'draft' || !!(await viewer?.can(PERMISSIONS.courseEdit)));

/** A session with its course's title, for the attendee's check-in screens; seen wherever its course is. */
export async function sessionInfo(
  db: Db,
  tenantId: number,
  id: number,
  viewer: Actor | null,
): Promise<SessionInfo> {
  const session = await sessionById(db, tenantId, id);
  const course = session && (await courseById(db, tenantId, session.courseId));
  if (!session || !(await visibleTo(course, viewer))) throw new DomainError('sessionNotFound', {}, 404);
  return {
    id: String(session.id),
    courseId: String(session.courseId),
    courseTitle: course?.title ?? '',
    title: session.title,
    startAt: formatTime(session.startAt) ?? '',
    endAt: formatTime(session.endAt) ?? '',
    venue: session.venue,
    address: session.address,
    checkinStartAt: formatTime(session.checkinStartAt) ?? '',
    checkinEndAt: formatTime(session.checkinEndAt) ?? '',
    signatureRequired: session.signatureRequired,
  };
}

/** A course with its sessions or chapter outline, and the caller's live sign-up when signed in. */
export async function courseDetail(
  db: Db,
  tenantId: number,
  id: number,
  viewer: Actor | null,
): Promise<CourseDetail> {
  const course = await courseById(db, tenantId, id);
  if (!course || !(await visibleTo(course, viewer))) throw new DomainError('courseNotFound', {}, 404);
  const [sessions, counts, lessons, mine, covers] = await Promise.all([
    sessionsOf(db, tenantId, [id]),
    enrolmentCounts(db, tenantId, [id]),
    course.mode === 'online' ? lessonsOf(db, tenantId, id) : Promise.resolve([]),
    viewer ? liveEnrolmentOf(db, tenantId, viewer.userId, id) : Promise.resolve(undefined),
    coverImages(db, tenantId, [course.cover]),
  ]);
  return {
    ...toCourse(course, sessions, counts, covers),
    sessions: sessions.map((s) => toSession(s, counts)),
    chapters: toChapters(lessons.map((l) => toLesson(l.lesson, l.videoSize))),
    myEnrolment: mine ? toEnrolment(mine) : null,
  };
}
