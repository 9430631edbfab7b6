import type { CourseDetail } from '@contract/catalog';
import type { Lesson } from '@contract/course';
import { handoutKey, videoKey, type OfflineFile } from '@/lib/offline-files';

/** A file to queue: its record without the download's own fields. */
export type NewFile = Omit<OfflineFile, 'state' | 'received' | 'pieces' | 'fetched' | 'etag' | 'added'>;

export const lessonsOf = (course: CourseDetail): Lesson[] => course.chapters.flatMap((c) => c.lessons);

/** What a lesson takes away: its video (from the server's file size) and its handouts. */
export function lessonFiles(course: CourseDetail, lesson: Lesson, auto = false): NewFile[] {
  const base = { courseId: course.id, courseTitle: course.title, lessonId: lesson.id, auto };
  const video: NewFile[] =
    lesson.fileId === null
      ? []
      : [
          {
            ...base,
            key: videoKey(lesson.id),
            kind: 'video',
            title: lesson.title,
            version: lesson.fileId,
            size: lesson.videoSize ?? 0,
            type: 'video/mp4',
          },
        ];
  return [
    ...video,
    ...(lesson.handouts ?? []).map((h) => ({
      ...base,
      key: handoutKey(h.id),
      kind: 'handout' as const,
      title: h.name,
      version: h.id,
      size: h.size,
      type: h.type,
    })),
  ];
}

export const courseFiles = (course: CourseDetail): NewFile[] =>
  lessonsOf(course).flatMap((l) => lessonFiles(course, l));

/** Bytes still to fetch of these files, given what is stored: a copy of the same version counts what it has. */
export function bytesToFetch(wanted: NewFile[], stored: OfflineFile[]): number {
  return wanted.reduce((sum, f) => {
    const had = stored.find((s) => s.key === f.key && s.version === f.version && s.state !== 'failed');
    return sum + Math.max(0, f.size - (had?.received ?? 0));
  }, 0);
}

export type Reconciled = {
  /** Copies of lessons or handouts the course no longer has. */
  gone: string[];
  /** Copies whose file changed on the server. */
  outdated: string[];
  /** The learner is no longer approved on the course: its copies say so. */
  notEnrolled: string[];
};

/**
 * Compares the stored copies of a course with the course as the server has it now: a removed lesson or handout
 * frees its copy; a lesson whose video is another file marks its copy outdated (its handouts are files of their
 * own: a new one is a new id, the old one is gone). A course the learner is no longer approved on keeps its copies,
 * marked, for the learner to delete (its handouts are not listed then, so they are not compared).
 */
export function reconcile(course: CourseDetail, stored: OfflineFile[]): Reconciled {
  const mine = stored.filter((f) => f.courseId === course.id);
  if (course.myEnrolment?.status !== 'approved')
    return {
      gone: [],
      outdated: [],
      notEnrolled: mine.filter((f) => f.error !== 'notEnrolled').map((f) => f.key),
    };
  const lessons = new Map(lessonsOf(course).map((l) => [l.id, l]));
  const handouts = new Set(lessonsOf(course).flatMap((l) => (l.handouts ?? []).map((h) => h.id)));
  const gone: string[] = [];
  const outdated: string[] = [];
  for (const f of mine) {
    const lesson = lessons.get(f.lessonId);
    if (f.kind === 'handout') {
      if (!handouts.has(f.version)) gone.push(f.key);
    } else if (!lesson || lesson.fileId === null) gone.push(f.key);
    else if (lesson.fileId !== f.version && !f.outdated) outdated.push(f.key);
  }
  return { gone, outdated, notEnrolled: [] };
}
