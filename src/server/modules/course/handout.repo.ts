import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduLesson, eduLessonFile, sysFile } from '../../db/schema';

/** A lesson's handout as pages show it: the attached file's id, original name, size and type. */
export type HandoutRow = {
  lessonId: number;
  fileId: number;
  name: string;
  size: number;
  type: string;
};

const handoutColumns = {
  lessonId: eduLessonFile.lessonId,
  fileId: sysFile.id,
  original: sysFile.original,
  fileName: sysFile.fileName,
  size: sysFile.fileSize,
  type: sysFile.type,
};
const toRow = (r: {
  lessonId: number;
  fileId: number;
  original: string | null;
  fileName: string;
  size: number | null;
  type: string | null;
}): HandoutRow => ({
  lessonId: r.lessonId,
  fileId: r.fileId,
  name: r.original ?? r.fileName,
  size: r.size ?? 0,
  type: r.type ?? '',
});

/** The handouts of these lessons, each lesson's in its order (one query for a course or a page of lessons). */
export async function handoutsOf(db: Db, tenantId: number, lessonIds: number[]): Promise<HandoutRow[]> {
  if (!lessonIds.length) return [];
  const rows = await db
    .select(handoutColumns)
    .from(eduLessonFile)
    .innerJoin(sysFile, and(eq(sysFile.id, eduLessonFile.fileId), eq(sysFile.tenantId, tenantId)))
    .where(and(eq(eduLessonFile.tenantId, tenantId), inArray(eduLessonFile.lessonId, lessonIds)))
    .orderBy(asc(eduLessonFile.lessonId), asc(eduLessonFile.sort));
  return rows.map(toRow);
}

/** A handout row's lesson, when it is a live lesson of the tenant (the join every handout read makes). */
const liveLessonOfRow = (tenantId: number) =>
  and(eq(eduLesson.id, eduLessonFile.lessonId), eq(eduLesson.tenantId, tenantId), eq(eduLesson.delFlag, '0'));

/** The handouts of a course's live lessons. */
export async function handoutsOfCourse(db: Db, tenantId: number, courseId: number): Promise<HandoutRow[]> {
  const rows = await db
    .select(handoutColumns)
    .from(eduLessonFile)
    .innerJoin(eduLesson, liveLessonOfRow(tenantId))
    .innerJoin(sysFile, and(eq(sysFile.id, eduLessonFile.fileId), eq(sysFile.tenantId, tenantId)))
    .where(and(eq(eduLessonFile.tenantId, tenantId), eq(eduLesson.courseId, courseId)))
    .orderBy(asc(eduLessonFile.lessonId), asc(eduLessonFile.sort));
  return rows.map(toRow);
}

/** The tenant's files among these ids, with the folder each was uploaded to (what a handout may be). */
export const filesForHandouts = (db: Db, tenantId: number, fileIds: number[]) =>
  fileIds.length
    ? db
        .select({ id: sysFile.id, dir: sysFile.dir })
        .from(sysFile)
        .where(and(eq(sysFile.tenantId, tenantId), inArray(sysFile.id, fileIds)))
    : Promise.resolve([]);

/** Replaces a lesson's handouts with these files, in this order. */
export async function setHandouts(db: Db, tenantId: number, lessonId: number, fileIds: number[]) {
  await db
    .delete(eduLessonFile)
    .where(and(eq(eduLessonFile.tenantId, tenantId), eq(eduLessonFile.lessonId, lessonId)));
  if (fileIds.length)
    await db
      .insert(eduLessonFile)
      .values(fileIds.map((fileId, sort) => ({ tenantId, lessonId, fileId, sort })));
}

/** The courses whose live lessons hand out this file (who may download it is decided per course). */
export async function coursesHandingOut(db: Db, tenantId: number, fileId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ courseId: eduLesson.courseId })
    .from(eduLessonFile)
    .innerJoin(eduLesson, liveLessonOfRow(tenantId))
    .where(and(eq(eduLessonFile.tenantId, tenantId), eq(eduLessonFile.fileId, fileId)));
  return rows.map((r) => r.courseId);
}
