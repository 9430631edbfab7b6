import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import type { Chapter, Course, CourseDetail, Enrolment, Lesson, Session } from '@contract/edu';
import { formatTime } from '../../lib/wire';
import type { CourseRow, EnrolmentCounts, LessonRow, SessionRow } from './course.repo';

/** Statuses that hold a seat. Waitlisted sign-ups queue behind them. */
export const SEAT_HOLDING = ['pending', 'approved'] as const;

/** Rich course content is sanitised on the way in: no scripts, handlers or foreign frames reach a learner. */
export const sanitizeContent = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['style'] },
    allowedStyles: { '*': { color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(/], 'text-align': [/^(left|right|center|justify)$/], 'font-weight': [/^\w+$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });

export const newSessionSecret = () => randomBytes(32).toString('base64url');

const held = (counts: EnrolmentCounts, match: (c: EnrolmentCounts[number]) => boolean, statuses: readonly string[] = SEAT_HOLDING) =>
  counts.filter((c) => match(c) && statuses.includes(c.status)).reduce((n, c) => n + c.n, 0);

export function toSession(s: SessionRow, counts: EnrolmentCounts): Session {
  const taken = held(counts, (c) => c.sessionId === s.id);
  return {
    id: String(s.id),
    courseId: String(s.courseId),
    title: s.title,
    startAt: formatTime(s.startAt) ?? '',
    endAt: formatTime(s.endAt) ?? '',
    venue: s.venue,
    address: s.address,
    capacity: s.capacity,
    seatsLeft: Math.max(0, s.capacity - taken),
    waitlisted: held(counts, (c) => c.sessionId === s.id, ['waitlisted']),
    checkinStartAt: formatTime(s.checkinStartAt) ?? '',
    checkinEndAt: formatTime(s.checkinEndAt) ?? '',
    signatureRequired: s.signatureRequired,
  };
}

/**
 * Seats left: for an offline course, the free seats of its sessions that have not started; for an online
 * course, its own capacity (null = unlimited).
 */
export function toCourse(c: CourseRow, sessions: SessionRow[], counts: EnrolmentCounts, now = new Date()): Course {
  const mine = counts.filter((n) => n.courseId === c.id);
  const seatsLeft =
    c.mode === 'offline'
      ? sessions.filter((s) => s.courseId === c.id && s.startAt > now).reduce((sum, s) => sum + toSession(s, mine).seatsLeft, 0)
      : c.capacity === null
        ? null
        : Math.max(0, c.capacity - held(mine, () => true));
  return {
    id: String(c.id),
    mode: c.mode === 'online' ? 'online' : 'offline',
    title: c.title,
    cover: c.cover,
    category: c.category,
    summary: c.summary,
    content: c.content,
    teacher: c.teacher,
    creditHours: c.creditHours,
    fee: c.fee,
    status: c.status === 'published' || c.status === 'closed' ? c.status : 'draft',
    featured: c.featured,
    enrolStartAt: formatTime(c.enrolStartAt),
    enrolEndAt: formatTime(c.enrolEndAt),
    capacity: c.capacity,
    needsApproval: c.needsApproval,
    seatsLeft,
    enrolled: held(mine, () => true, ['approved']),
    createTime: formatTime(c.createTime),
  };
}

export function toLesson(l: LessonRow, videoSize: number | null = null): Lesson {
  return {
    id: String(l.id),
    courseId: String(l.courseId),
    chapter: l.chapter,
    title: l.title,
    sort: l.sort,
    durationSec: l.durationSec,
    allowSkip: l.allowSkip,
    fileId: l.fileId === null ? null : String(l.fileId),
    videoSize,
  };
}

/** Lessons grouped by chapter, chapters in the order of their first lesson. */
export function toChapters(lessons: Lesson[]): Chapter[] {
  const chapters: Chapter[] = [];
  for (const l of lessons) {
    const last = chapters.find((c) => c.title === l.chapter);
    if (last) last.lessons.push(l);
    else chapters.push({ title: l.chapter, lessons: [l] });
  }
  return chapters;
}

export const toCourseDetail = (course: Course, sessions: Session[], chapters: Chapter[], myEnrolment: Enrolment | null): CourseDetail => ({
  ...course,
  sessions,
  chapters,
  myEnrolment,
});

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
