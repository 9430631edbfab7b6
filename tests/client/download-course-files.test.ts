import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '@contract/catalog';
import type { OfflineFile } from '@contract/offline-files';
import { bytesToFetch, courseFiles, reconcile } from '@/features/study/downloads/course-files';

const lesson = (id: string, fileId: string | null, handouts: { id: string; size: number }[] = []) => ({
  id,
  courseId: '9',
  chapter: 'c',
  title: `lesson ${id}`,
  sort: 0,
  durationSec: 60,
  allowSkip: false,
  fileId,
  videoSize: fileId === null ? null : 1000,
  handouts: handouts.map((h) => ({ ...h, name: `h${h.id}.pdf`, type: 'application/pdf' })),
});

const course = (lessons: ReturnType<typeof lesson>[], approved = true) =>
  ({
    id: '9',
    title: 'Course',
    chapters: [{ title: 'c', lessons }],
    myEnrolment: approved ? { status: 'approved' } : null,
  }) as unknown as CourseDetail;

const stored = (
  key: string,
  lessonId: string,
  version: string,
  more: Partial<OfflineFile> = {},
): OfflineFile => ({
  key,
  kind: key.startsWith('video') ? 'video' : 'handout',
  courseId: '9',
  courseTitle: 'Course',
  lessonId,
  title: key,
  version,
  size: 1000,
  type: 'video/mp4',
  etag: null,
  received: 1000,
  pieces: [0],
  fetched: 1000,
  state: 'done',
  added: 1,
  ...more,
});

describe("a course's files", () => {
  it('lists every lesson video (by its file id and size) and every handout', () => {
    const files = courseFiles(course([lesson('1', '11', [{ id: '31', size: 50 }]), lesson('2', null)]));
    expect(files.map((f) => [f.key, f.version, f.size])).toEqual([
      ['video:1', '11', 1000],
      ['handout:31', '31', 50],
    ]);
  });

  it('counts only the bytes still to fetch: a copy of the same version counts what it has', () => {
    const files = courseFiles(course([lesson('1', '11'), lesson('2', '12')]));
    expect(bytesToFetch(files, [])).toBe(2000);
    expect(bytesToFetch(files, [stored('video:1', '1', '11', { received: 400, state: 'paused' })])).toBe(
      1600,
    );
    // Another version's bytes do not count, nor a failed copy's.
    expect(bytesToFetch(files, [stored('video:1', '1', '10')])).toBe(2000);
    expect(bytesToFetch(files, [stored('video:1', '1', '11', { state: 'failed', received: 400 })])).toBe(
      2000,
    );
  });
});

describe('saved copies against the course as the server has it', () => {
  it('frees a removed lesson and a removed handout, and marks a changed video outdated', () => {
    const now = course([lesson('1', '21', [{ id: '31', size: 50 }]), lesson('2', '12')]);
    const found = reconcile(now, [
      stored('video:1', '1', '11'),
      stored('video:2', '2', '12'),
      stored('video:3', '3', '13'),
      stored('handout:31', '1', '31'),
      stored('handout:32', '1', '32'),
    ]);
    expect(found).toEqual({ gone: ['video:3', 'handout:32'], outdated: ['video:1'], notEnrolled: [] });
  });

  it('frees the copy of a lesson whose video was taken away, and leaves other courses alone', () => {
    const found = reconcile(course([lesson('1', null)]), [
      stored('video:1', '1', '11'),
      stored('video:7', '7', '17', { courseId: '8' }),
    ]);
    expect(found.gone).toEqual(['video:1']);
  });

  it('marks a course the learner is no longer signed up for, once, and deletes nothing', () => {
    const copies = [stored('video:1', '1', '11'), stored('video:2', '2', '12', { error: 'notEnrolled' })];
    expect(reconcile(course([lesson('1', '11')], false), copies)).toEqual({
      gone: [],
      outdated: [],
      notEnrolled: ['video:1'],
    });
  });

  it('marks an outdated copy only once', () => {
    expect(
      reconcile(course([lesson('1', '21')]), [stored('video:1', '1', '11', { outdated: true })]).outdated,
    ).toEqual([]);
  });
});
