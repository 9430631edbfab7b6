import { PERMISSIONS } from '@contract/permissions';
import type { Course, CourseSortField, CourseStatus, SessionInfo } from '@contract/course';
import type { CourseDetail } from '@contract/catalog';
import type { Page } from '@contract/envelope';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import { formatTime, page } from '../../lib/wire';
import type { Bus } from '../../lib/bus';
import { busCache } from '../../lib/cache';
import {
  courseById,
  coursePage,
  handoutsOfCourse,
  lessonsOf,
  sessionById,
  sessionsOf,
  type CourseFilter,
  type CourseRow,
  type HandoutRow,
  type SessionRow,
  toChapters,
  toCourse,
  toLesson,
  toSession,
} from '../course';
import { liveEnrolmentsOf, type JoinedEnrolment, toEnrolment } from '../enrolment';
import { enrolmentCounts, type EnrolmentCounts } from '../seats';
import { coverImages } from '../file';

/**
 * What learners browse: the course listings and a course's detail with its sessions or outline, seats left
 * and the caller's own sign-up. Staff see drafts and closed courses in the console.
 */

/**
 * A course as anyone sees it: its row, its class sessions, its lessons with their video sizes; and the lessons'
 * handouts, which only its approved learners and course staff are shown.
 */
export type CourseView = {
  course: CourseRow;
  sessions: SessionRow[];
  lessons: Awaited<ReturnType<typeof lessonsOf>>;
  handouts: HandoutRow[];
  /** The cover's size and copies (an upload never changes; a new cover is a course write). */
  covers: Awaited<ReturnType<typeof coverImages>>;
};

/**
 * What the catalog keeps in each process (lib/cache.ts): listing pages for 5 s (they depend on the clock:
 * sign-up phases, sessions that have started), courses with their sessions and lessons, the sign-up counts
 * behind seats left, and each learner's live sign-ups (what a detail shows as mine, what study records list).
 * Course, session and lesson writes say `courses-changed`, sign-up writes `seats-changed` (a sign-up, a cancel
 * or a review can move someone else up the waiting list, so every learner's entry goes), user changes
 * `sessions-changed`; every process forgets what those change before the write is answered. Seats are still
 * decided at sign-up, under the course lock, never from here.
 */
export function createCatalog(bus: Pick<Bus, 'on' | 'listening'>) {
  const pages = busCache<Page<Course>>(bus, ['courses-changed', 'seats-changed'], { ttlMs: 5_000, max: 500 });
  const views = busCache<CourseView | null>(bus, ['courses-changed'], { ttlMs: 60_000, max: 2_000 });
  const seats = busCache<EnrolmentCounts>(bus, ['courses-changed', 'seats-changed'], {
    ttlMs: 60_000,
    max: 2_000,
  });
  const mine = busCache<JoinedEnrolment[]>(bus, ['courses-changed', 'seats-changed', 'sessions-changed'], {
    ttlMs: 60_000,
    max: 10_000,
  });
  return {
    pages,
    /** The learner's live sign-ups (with course, session and the learner's name), at most one per course. */
    mine: (db: Db, tenantId: number, userId: number) =>
      mine.get(`${tenantId}:${userId}`, () => liveEnrolmentsOf(db, tenantId, userId)),
    /** A course of the tenant (any status; visibility is the caller's check), or null. */
    view: (db: Db, tenantId: number, id: number) =>
      views.get(`${tenantId}:${id}`, async () => {
        const [course, sessions, lessons, handouts] = await Promise.all([
          courseById(db, tenantId, id),
          sessionsOf(db, tenantId, [id]),
          lessonsOf(db, tenantId, id),
          handoutsOfCourse(db, tenantId, id),
        ]);
        if (!course) return null;
        const covers = await coverImages(db, tenantId, [course.cover]);
        return { course, sessions, lessons, handouts, covers };
      }),
    /** The sign-up counts of one course (seats left, waiting lists). */
    counts: (db: Db, tenantId: number, id: number) =>
      seats.get(`${tenantId}:${id}`, () => enrolmentCounts(db, tenantId, [id])),
  };
}
export type Catalog = ReturnType<typeof createCatalog>;

export type CatalogQuery = Omit<CourseFilter, 'statuses' | 'featured'> & {
  current: number;
  size: number;
  status?: CourseStatus;
  featured?: 'true' | 'false';
  /** The console's view: drafts and closed courses too, for staff who edit courses. */
  console?: 'true' | 'false';
  ascs?: CourseSortField[];
  descs?: CourseSortField[];
};

/** A page of courses: what is published for everyone (cached), every status for staff in the console. */
export async function catalogPage(
  db: Db,
  catalog: Catalog,
  tenantId: number,
  viewer: Actor | null,
  q: CatalogQuery,
): Promise<Page<Course>> {
  const { current, size, console: inConsole, status, featured, ascs, descs, ...filter } = q;
  const consoleView = inConsole === 'true' && !!(await viewer?.can(PERMISSIONS.courseEdit));
  const statuses = consoleView ? (status ? [status] : ['draft', 'published', 'closed']) : ['published'];
  const load = async () => {
    const { records, total } = await coursePage(
      db,
      tenantId,
      { ...filter, statuses, featured: featured === undefined ? undefined : featured === 'true' },
      current,
      size,
      { ascs, descs },
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
    return page(
      records.map((c) => toCourse(c, sessions, counts, covers)),
      total,
      current,
      size,
    );
  };
  // The console's view (drafts too) is staff's working list: always read fresh.
  return consoleView ? load() : catalog.pages.get(`${tenantId}|${JSON.stringify(q)}`, load);
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

/**
 * A course with its sessions or chapter outline, and the caller's live sign-up when signed in, all from the
 * catalog's cache once warm.
 */
export async function courseDetail(
  db: Db,
  catalog: Catalog,
  tenantId: number,
  id: number,
  viewer: Actor | null,
): Promise<CourseDetail> {
  const view = await catalog.view(db, tenantId, id);
  if (!view || !(await visibleTo(view.course, viewer))) throw new DomainError('courseNotFound', {}, 404);
  const { course, sessions, covers } = view;
  const [counts, mine] = await Promise.all([
    catalog.counts(db, tenantId, id),
    viewer ? catalog.mine(db, tenantId, viewer.userId) : Promise.resolve([]),
  ]);
  const lessons = course.mode === 'online' ? view.lessons : [];
  const myEnrolment = mine.find((e) => e.enrolment.courseId === id);
  // Handouts are private like the lessons' videos: the approved learner's and course staff's.
  const handouts =
    lessons.length &&
    (myEnrolment?.enrolment.status === 'approved' || (await viewer?.can(PERMISSIONS.courseEdit)))
      ? view.handouts
      : undefined;
  return {
    ...toCourse(course, sessions, counts, covers),
    sessions: sessions.map((s) => toSession(s, counts)),
    chapters: toChapters(lessons.map((l) => toLesson(l.lesson, l.videoSize, handouts))),
    myEnrolment: myEnrolment ? toEnrolment(myEnrolment) : null,
  };
}
