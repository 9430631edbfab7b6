import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import type { CheckinWindow } from '@contract/checkin';
import type { Chapter, Course, Handout, Lesson, Session } from '@contract/course';
import type { ImageInfo } from '@contract/file';
import { formatTime } from '../../lib/wire';
import { countOf, sessionSeatsLeft, type EnrolmentCounts } from '../seats';
import type { CourseRow, LessonRow, SessionRow } from './course.repo';
import type { HandoutRow } from './handout.repo';

/** Rich course content is sanitised on the way in: no scripts, handlers or foreign frames reach a learner. */
export const sanitizeContent = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['style'],
    },
    allowedStyles: {
      '*': {
        color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(/],
        'text-align': [/^(left|right|center|justify)$/],
        'font-weight': [/^\w+$/],
      },
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });

export const newSessionSecret = () => randomBytes(32).toString('base64url');

/** A check-in window as the session row stores it. */
export const checkinWindowDates = (w: CheckinWindow) => ({
  checkinStartAt: new Date(w.startMs),
  checkinEndAt: new Date(w.endMs),
});
export const checkinWindowOf = (s: Pick<SessionRow, 'checkinStartAt' | 'checkinEndAt'>): CheckinWindow => ({
  startMs: s.checkinStartAt.getTime(),
  endMs: s.checkinEndAt.getTime(),
});

export function toSession(s: SessionRow, counts: EnrolmentCounts): Session {
  return {
    id: String(s.id),
    courseId: String(s.courseId),
    title: s.title,
    startAt: formatTime(s.startAt) ?? '',
    endAt: formatTime(s.endAt) ?? '',
    venue: s.venue,
    address: s.address,
    capacity: s.capacity,
    seatsLeft: sessionSeatsLeft(s.capacity, s.id, counts),
    waitlisted: countOf(counts, (c) => c.sessionId === s.id, ['waitlisted']),
    checkinStartAt: formatTime(s.checkinStartAt) ?? '',
    checkinEndAt: formatTime(s.checkinEndAt) ?? '',
    signatureRequired: s.signatureRequired,
    autoCheckoutAt: s.autoCheckoutAt,
  };
}

/**
 * Seats left: for an offline course, the free seats of its sessions that have not started; for an online
 * course, its own capacity (null = unlimited).
 */
export function toCourse(
  c: CourseRow,
  sessions: SessionRow[],
  counts: EnrolmentCounts,
  covers: ReadonlyMap<string, ImageInfo>,
  now = new Date(),
): Course {
  const mine = counts.filter((n) => n.courseId === c.id);
  const seatsLeft =
    c.mode === 'offline'
      ? sessions
          .filter((s) => s.courseId === c.id && s.startAt > now)
          .reduce((sum, s) => sum + toSession(s, mine).seatsLeft, 0)
      : c.capacity === null
        ? null
        : Math.max(0, c.capacity - countOf(mine, () => true));
  return {
    id: String(c.id),
    mode: c.mode === 'online' ? 'online' : 'offline',
    title: c.title,
    cover: c.cover,
    coverImage: (c.cover && covers.get(c.cover)) || null,
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
    enrolled: countOf(mine, () => true, ['approved']),
    createTime: formatTime(c.createTime),
  };
}

export const toHandout = (h: HandoutRow): Handout => ({
  id: String(h.fileId),
  name: h.name,
  size: h.size,
  type: h.type,
});

/** A lesson on the wire; its handouts only where the caller may see them (approved learners, course staff). */
export function toLesson(l: LessonRow, videoSize: number | null = null, handouts?: HandoutRow[]): Lesson {
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
    ...(handouts && { handouts: handouts.filter((h) => h.lessonId === l.id).map(toHandout) }),
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
