import { and, count, desc, eq, ilike, inArray, isNull, like, not, or, type SQL } from 'drizzle-orm';
import type { FileSortField } from '@contract/file';
import type { Db } from '../../db/client';
import { eduCourse, eduLesson, eduLessonFile, sysFile, sysFileGroup, sysUser } from '../../db/schema';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

export type GroupRow = typeof sysFileGroup.$inferSelect;

/** The folders the library shows: staff's uploads (check-in signatures are check-in records, not materials). */
export const LIBRARY_DIRS = ['image', 'doc', 'video', 'attachment'];
export type LibraryKind = 'image' | 'video' | 'file';

const inLibrary = (tenantId: number, ...more: (SQL | undefined)[]) =>
  and(eq(sysFile.tenantId, tenantId), eq(sysFile.delFlag, '0'), inArray(sysFile.dir, LIBRARY_DIRS), ...more);

const ofKind = (kind?: LibraryKind) =>
  kind === 'image'
    ? like(sysFile.type, 'image/%')
    : kind === 'video'
      ? like(sysFile.type, 'video/%')
      : kind === 'file'
        ? not(or(like(sysFile.type, 'image/%'), like(sysFile.type, 'video/%')) as SQL)
        : undefined;

/** The library table's sortable fields (the contract's FileSortField). */
const FILE_SORT: SortColumns<FileSortField> = {
  id: sysFile.id,
  original: sysFile.original,
  type: sysFile.type,
  fileSize: sysFile.fileSize,
  createBy: sysFile.createBy,
  createTime: sysFile.createTime,
};

/**
 * One page of the library, newest first unless a sort is asked for: by name (contains), folder (null: in none)
 * and kind.
 */
export async function filePage(
  db: Db,
  tenantId: number,
  q: {
    original?: string;
    groupId?: number | null;
    kind?: LibraryKind;
    current: number;
    size: number;
    sort?: SortQuery<FileSortField>;
  },
) {
  const where = inLibrary(
    tenantId,
    q.original ? ilike(sysFile.original, containing(q.original)) : undefined,
    q.groupId === null ? isNull(sysFile.groupId) : q.groupId ? eq(sysFile.groupId, q.groupId) : undefined,
    ofKind(q.kind),
  );
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(sysFile)
        .where(where)
        .orderBy(
          ...orderOf(FILE_SORT, q.sort ?? {}, [desc(sysFile.createTime), desc(sysFile.id)], sysFile.id),
        )
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(sysFile).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const libraryFiles = (db: Db, tenantId: number, ids: number[]) =>
  db
    .select()
    .from(sysFile)
    .where(inLibrary(tenantId, inArray(sysFile.id, ids)));

/**
 * What still uses one of these files: a course's cover, a lesson's video or handout, a user's avatar (the first
 * found).
 */
export async function firstUse<F extends { id: number; fileName: string }>(
  db: Db,
  tenantId: number,
  files: F[],
) {
  for (const f of files) {
    const link = `%fileName=${f.fileName}%`;
    const [course] = await db
      .select({ title: eduCourse.title })
      .from(eduCourse)
      .where(and(eq(eduCourse.tenantId, tenantId), eq(eduCourse.delFlag, '0'), like(eduCourse.cover, link)))
      .limit(1);
    if (course) return { file: f, course: course.title };
    const [lesson] = await db
      .select({ title: eduLesson.title })
      .from(eduLesson)
      .where(and(eq(eduLesson.tenantId, tenantId), eq(eduLesson.delFlag, '0'), eq(eduLesson.fileId, f.id)))
      .limit(1);
    if (lesson) return { file: f, lesson: lesson.title };
    const [handout] = await db
      .select({ title: eduLesson.title })
      .from(eduLessonFile)
      .innerJoin(
        eduLesson,
        and(
          eq(eduLesson.id, eduLessonFile.lessonId),
          eq(eduLesson.tenantId, tenantId),
          eq(eduLesson.delFlag, '0'),
        ),
      )
      .where(and(eq(eduLessonFile.tenantId, tenantId), eq(eduLessonFile.fileId, f.id)))
      .limit(1);
    if (handout) return { file: f, handout: handout.title };
    const [user] = await db
      .select({ username: sysUser.username })
      .from(sysUser)
      .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.delFlag, '0'), like(sysUser.avatar, link)))
      .limit(1);
    if (user) return { file: f, user: user.username };
  }
  return null;
}

/** Deletes the rows of these files for good (their bytes go after). */
export const removeFiles = (db: Db, tenantId: number, ids: number[]) =>
  db
    .delete(sysFile)
    .where(and(eq(sysFile.tenantId, tenantId), inArray(sysFile.id, ids)))
    .returning();

export async function renameFile(db: Db, tenantId: number, id: number, original: string, by: string) {
  const [row] = await db
    .update(sysFile)
    .set({ original, updateBy: by, updateTime: new Date() })
    .where(inLibrary(tenantId, eq(sysFile.id, id)))
    .returning();
  return row;
}

/** Files into a folder (null: into none); answers how many moved. */
export async function moveFiles(db: Db, tenantId: number, ids: number[], groupId: number | null, by: string) {
  const moved = await db
    .update(sysFile)
    .set({ groupId, updateBy: by, updateTime: new Date() })
    .where(inLibrary(tenantId, inArray(sysFile.id, ids)))
    .returning({ id: sysFile.id });
  return moved.length;
}

/** The tenant's folders of a kind (with the folders for every kind, type '0'), by order and name. */
export const groupsOf = (db: Db, tenantId: number, q: { type?: string; name?: string }) =>
  db
    .select()
    .from(sysFileGroup)
    .where(
      and(
        eq(sysFileGroup.tenantId, tenantId),
        eq(sysFileGroup.delFlag, '0'),
        q.type ? inArray(sysFileGroup.type, [q.type, '0']) : undefined,
        q.name ? ilike(sysFileGroup.name, containing(q.name)) : undefined,
      ),
    )
    .orderBy(sysFileGroup.sortOrder, sysFileGroup.id);

export async function insertGroup(db: Db, row: typeof sysFileGroup.$inferInsert) {
  const [created] = await db.insert(sysFileGroup).values(row).returning();
  return created;
}

export async function updateGroup(
  db: Db,
  tenantId: number,
  id: number,
  change: Partial<typeof sysFileGroup.$inferInsert>,
) {
  const [row] = await db
    .update(sysFileGroup)
    .set({ ...change, updateTime: new Date() })
    .where(and(eq(sysFileGroup.tenantId, tenantId), eq(sysFileGroup.id, id), eq(sysFileGroup.delFlag, '0')))
    .returning();
  return row;
}

/**
 * Deletes a folder and keeps everything in it: its files and its folders move up to its parent (files to none
 * when it was a top folder), in one transaction.
 */
export const removeGroup = (db: Db, tenantId: number, group: GroupRow, by: string) =>
  db.transaction(async (tx) => {
    const parent = group.pid > 0 ? group.pid : null;
    await tx
      .update(sysFile)
      .set({ groupId: parent, updateBy: by, updateTime: new Date() })
      .where(and(eq(sysFile.tenantId, tenantId), eq(sysFile.groupId, group.id)));
    await tx
      .update(sysFileGroup)
      .set({ pid: group.pid, updateBy: by, updateTime: new Date() })
      .where(and(eq(sysFileGroup.tenantId, tenantId), eq(sysFileGroup.pid, group.id)));
    await tx
      .delete(sysFileGroup)
      .where(and(eq(sysFileGroup.tenantId, tenantId), eq(sysFileGroup.id, group.id)));
  });
