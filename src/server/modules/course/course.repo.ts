import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduCourse, eduEnrolment, eduLesson, eduSession, sysFile } from '../../db/schema';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';
import type { CourseSortField } from '@contract/course';

export type CourseRow = typeof eduCourse.$inferSelect;
export type SessionRow = typeof eduSession.$inferSelect;
export type LessonRow = typeof eduLesson.$inferSelect;

export type CourseFilter = {
  mode?: string;
  category?: string;
  keyword?: string;
  statuses: string[];
  phase?: 'open' | 'upcoming' | 'ended';
  featured?: boolean;
};

const live = (tenantId: number) => and(eq(eduCourse.tenantId, tenantId), eq(eduCourse.delFlag, '0'));
const liveSession = (tenantId: number) => and(eq(eduSession.tenantId, tenantId), eq(eduSession.delFlag, '0'));

function courseWhere(tenantId: number, f: CourseFilter, now: Date): SQL | undefined {
  const like = f.keyword ? containing(f.keyword) : null;
  return and(
    live(tenantId),
    inArray(eduCourse.status, f.statuses),
    f.mode ? eq(eduCourse.mode, f.mode) : undefined,
    f.category ? eq(eduCourse.category, f.category) : undefined,
    f.featured !== undefined ? eq(eduCourse.featured, f.featured) : undefined,
    like
      ? or(ilike(eduCourse.title, like), ilike(eduCourse.teacher, like), ilike(eduCourse.summary, like))
      : undefined,
    f.phase === 'open'
      ? and(
          or(isNull(eduCourse.enrolStartAt), lte(eduCourse.enrolStartAt, now)),
          or(isNull(eduCourse.enrolEndAt), gt(eduCourse.enrolEndAt, now)),
        )
      : undefined,
    f.phase === 'upcoming' ? gt(eduCourse.enrolStartAt, now) : undefined,
    f.phase === 'ended' ? lte(eduCourse.enrolEndAt, now) : undefined,
  );
}

/** A course's approved sign-ups, as its list's Signed up column counts them (toCourse's `enrolled`). */
const approvedSignUps = sql<number>`(select count(*) from ${eduEnrolment} e
  where e.tenant_id = ${eduCourse.tenantId} and e.course_id = ${eduCourse.id} and e.status = 'approved')`;
const COURSE_SORT: SortColumns<CourseSortField> = {
  id: eduCourse.id,
  title: eduCourse.title,
  category: eduCourse.category,
  mode: eduCourse.mode,
  status: eduCourse.status,
  creditHours: eduCourse.creditHours,
  fee: eduCourse.fee,
  enrolled: approvedSignUps,
  enrolEndAt: eduCourse.enrolEndAt,
  createTime: eduCourse.createTime,
};

/** A page of courses: featured ones first, newest first, unless a sort is asked for (the console's headers). */
export async function coursePage(
  db: Db,
  tenantId: number,
  f: CourseFilter,
  current: number,
  size: number,
  sort: SortQuery<CourseSortField> = {},
) {
  const where = courseWhere(tenantId, f, new Date());
  const [{ total }] = (await db.select({ total: count() }).from(eduCourse).where(where)) as [
    { total: number },
  ];
  const order = orderOf(COURSE_SORT, sort, [desc(eduCourse.featured), desc(eduCourse.id)], eduCourse.id);
  const records = await pageRows(
    db
      .select()
      .from(eduCourse)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    current,
    size,
  );
  return { records, total };
}

export async function courseById(
  db: Db,
  tenantId: number,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<CourseRow | undefined> {
  const q = db
    .select()
    .from(eduCourse)
    .where(and(live(tenantId), eq(eduCourse.id, id)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function sessionsOf(db: Db, tenantId: number, courseIds: number[]): Promise<SessionRow[]> {
  if (!courseIds.length) return [];
  return db
    .select()
    .from(eduSession)
    .where(and(liveSession(tenantId), inArray(eduSession.courseId, courseIds)))
    .orderBy(asc(eduSession.startAt), asc(eduSession.id));
}

/**
 * The live sessions of live courses under way at some time in [from, to), by start, with their course's title
 * (the console home's sessions). One statement.
 */
export async function sessionsBetween(db: Db, tenantId: number, from: Date, to: Date, limit: number) {
  return db
    .select({
      id: eduSession.id,
      courseId: eduSession.courseId,
      courseTitle: eduCourse.title,
      title: eduSession.title,
      startAt: eduSession.startAt,
      endAt: eduSession.endAt,
      venue: eduSession.venue,
      address: eduSession.address,
      capacity: eduSession.capacity,
    })
    .from(eduSession)
    .innerJoin(eduCourse, and(eq(eduCourse.id, eduSession.courseId), live(tenantId)))
    .where(and(liveSession(tenantId), lt(eduSession.startAt, to), gt(eduSession.endAt, from)))
    .orderBy(asc(eduSession.startAt), asc(eduSession.id))
    .limit(limit);
}

export async function sessionById(
  db: Db,
  tenantId: number,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<SessionRow | undefined> {
  const q = db
    .select()
    .from(eduSession)
    .where(and(liveSession(tenantId), eq(eduSession.id, id)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function lessonsOf(db: Db, tenantId: number, courseId: number) {
  return db
    .select({ lesson: eduLesson, videoSize: sysFile.fileSize })
    .from(eduLesson)
    .leftJoin(sysFile, and(eq(sysFile.id, eduLesson.fileId), eq(sysFile.tenantId, tenantId)))
    .where(
      and(eq(eduLesson.tenantId, tenantId), eq(eduLesson.courseId, courseId), eq(eduLesson.delFlag, '0')),
    )
    .orderBy(asc(eduLesson.sort), asc(eduLesson.id));
}

export async function lessonById(db: Db, tenantId: number, id: number): Promise<LessonRow | undefined> {
  const [row] = await db
    .select()
    .from(eduLesson)
    .where(and(eq(eduLesson.tenantId, tenantId), eq(eduLesson.id, id), eq(eduLesson.delFlag, '0')));
  return row;
}

export async function insertCourse(db: Db, row: typeof eduCourse.$inferInsert): Promise<CourseRow> {
  const [saved] = await db.insert(eduCourse).values(row).returning();
  if (!saved) throw new Error('course insert');
  return saved;
}

export async function updateCourse(
  db: Db,
  tenantId: number,
  id: number,
  patch: Partial<typeof eduCourse.$inferInsert>,
): Promise<CourseRow | undefined> {
  const [row] = await db
    .update(eduCourse)
    .set({ ...patch, updateTime: new Date() })
    .where(and(live(tenantId), eq(eduCourse.id, id)))
    .returning();
  return row;
}

export async function insertSession(db: Db, row: typeof eduSession.$inferInsert): Promise<SessionRow> {
  const [saved] = await db.insert(eduSession).values(row).returning();
  if (!saved) throw new Error('session insert');
  return saved;
}

/**
 * Sessions change rarely and a check-in burst asks for the same one hundreds of times a second: each process
 * keeps them for a few seconds. A change made through this process applies at once (updateSession forgets it);
 * one made by another instance applies within SESSION_CACHE_MS.
 */
const SESSION_CACHE_MS = 5_000;
const sessionCache = new Map<string, { at: number; row: SessionRow | undefined }>();
export async function sessionByIdCached(
  db: Db,
  tenantId: number,
  id: number,
): Promise<SessionRow | undefined> {
  const key = `${tenantId}:${id}`;
  const hit = sessionCache.get(key);
  if (hit && Date.now() - hit.at < SESSION_CACHE_MS) return hit.row;
  const row = await sessionById(db, tenantId, id);
  if (sessionCache.size > 1000) sessionCache.clear();
  sessionCache.set(key, { at: Date.now(), row });
  return row;
}

export async function updateSession(
  db: Db,
  tenantId: number,
  id: number,
  patch: Partial<typeof eduSession.$inferInsert>,
): Promise<SessionRow | undefined> {
  sessionCache.delete(`${tenantId}:${id}`);
  const [row] = await db
    .update(eduSession)
    .set({ ...patch, updateTime: new Date() })
    .where(and(eq(eduSession.tenantId, tenantId), eq(eduSession.id, id), eq(eduSession.delFlag, '0')))
    .returning();
  return row;
}

export async function insertLesson(db: Db, row: typeof eduLesson.$inferInsert): Promise<LessonRow> {
  const [saved] = await db.insert(eduLesson).values(row).returning();
  if (!saved) throw new Error('lesson insert');
  return saved;
}

export async function updateLesson(
  db: Db,
  tenantId: number,
  id: number,
  patch: Partial<typeof eduLesson.$inferInsert>,
): Promise<LessonRow | undefined> {
  const [row] = await db
    .update(eduLesson)
    .set({ ...patch, updateTime: new Date() })
    .where(and(eq(eduLesson.tenantId, tenantId), eq(eduLesson.id, id), eq(eduLesson.delFlag, '0')))
    .returning();
  return row;
}

export async function liveEnrolmentCount(
  db: Db,
  tenantId: number,
  courseIds: number[],
  sessionIds: number[] = [],
): Promise<number> {
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eduEnrolment)
    .where(
      and(
        eq(eduEnrolment.tenantId, tenantId),
        inArray(eduEnrolment.status, ['pending', 'approved', 'waitlisted']),
        or(
          courseIds.length ? inArray(eduEnrolment.courseId, courseIds) : undefined,
          sessionIds.length ? inArray(eduEnrolment.sessionId, sessionIds) : undefined,
        ),
      ),
    )) as [{ n: number }];
  return n;
}
