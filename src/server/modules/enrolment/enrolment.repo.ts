import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EnrolmentSortField } from '@contract/enrolment';
import type { Db } from '../../db/client';
import { eduCourse, eduEnrolment, eduEnterpriseMember, eduSession, sysUser } from '../../db/schema';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

export type EnrolmentRow = typeof eduEnrolment.$inferSelect;

const joined = {
  enrolment: eduEnrolment,
  course: { id: eduCourse.id, title: eduCourse.title, mode: eduCourse.mode },
  session: eduSession,
  user: { name: sysUser.name, phone: sysUser.phone },
};
export type JoinedEnrolment = {
  enrolment: EnrolmentRow;
  course: { id: number; title: string; mode: string };
  session: typeof eduSession.$inferSelect | null;
  user: { name: string | null; phone: string | null } | null;
};

function selectJoined(db: Db) {
  return db
    .select(joined)
    .from(eduEnrolment)
    .innerJoin(eduCourse, eq(eduCourse.id, eduEnrolment.courseId))
    .leftJoin(eduSession, eq(eduSession.id, eduEnrolment.sessionId))
    .leftJoin(sysUser, eq(sysUser.userId, eduEnrolment.userId));
}

export async function enrolmentById(
  db: Db,
  tenantId: number,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<EnrolmentRow | undefined> {
  const q = db
    .select()
    .from(eduEnrolment)
    .where(and(eq(eduEnrolment.tenantId, tenantId), eq(eduEnrolment.id, id), eq(eduEnrolment.delFlag, '0')));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function joinedById(db: Db, tenantId: number, id: number): Promise<JoinedEnrolment | undefined> {
  const [row] = await selectJoined(db).where(
    and(eq(eduEnrolment.tenantId, tenantId), eq(eduEnrolment.id, id)),
  );
  return row;
}

/** The learner's live (pending, approved or waitlisted) sign-up for a course, if any. */
export async function liveEnrolmentOf(
  db: Db,
  tenantId: number,
  userId: number,
  courseId: number,
): Promise<JoinedEnrolment | undefined> {
  const [row] = await selectJoined(db).where(
    and(
      eq(eduEnrolment.tenantId, tenantId),
      eq(eduEnrolment.userId, userId),
      eq(eduEnrolment.courseId, courseId),
      inArray(eduEnrolment.status, ['pending', 'approved', 'waitlisted']),
    ),
  );
  return row;
}

/** Every live (pending, approved or waitlisted) sign-up of the learner, at most one per course. */
export async function liveEnrolmentsOf(db: Db, tenantId: number, userId: number): Promise<JoinedEnrolment[]> {
  return selectJoined(db).where(
    and(
      eq(eduEnrolment.tenantId, tenantId),
      eq(eduEnrolment.userId, userId),
      inArray(eduEnrolment.status, ['pending', 'approved', 'waitlisted']),
      eq(eduEnrolment.delFlag, '0'),
    ),
  );
}

export async function insertEnrolment(db: Db, row: typeof eduEnrolment.$inferInsert): Promise<EnrolmentRow> {
  const [saved] = await db.insert(eduEnrolment).values(row).returning();
  if (!saved) throw new Error('enrolment insert');
  return saved;
}

export async function setStatus(
  db: Db,
  tenantId: number,
  id: number,
  patch: { status: string; reason?: string | null; reviewBy?: string; reviewTime?: Date; updateBy?: string },
) {
  await db
    .update(eduEnrolment)
    .set({ ...patch, updateTime: new Date() })
    .where(and(eq(eduEnrolment.tenantId, tenantId), eq(eduEnrolment.id, id)));
}

/**
 * An enterprise's sign-ups: those it made (enterprise_id) and its current members' own, wherever they came from
 * (a member who signed up alone is still the enterprise's staff; one who left takes theirs along).
 */
const ofEnterprise = (tenantId: number, enterpriseId: number) =>
  or(
    eq(eduEnrolment.enterpriseId, enterpriseId),
    sql`${eduEnrolment.userId} in (select ${eduEnterpriseMember.userId} from ${eduEnterpriseMember} where ${and(
      eq(eduEnterpriseMember.tenantId, tenantId),
      eq(eduEnterpriseMember.enterpriseId, enterpriseId),
      eq(eduEnterpriseMember.delFlag, '0'),
    )})`,
  );

export type EnrolmentFilter = {
  /** Only this enterprise's sign-ups (ofEnterprise). */
  enterpriseId?: number;
  userId?: number;
  courseId?: number;
  sessionId?: number;
  status?: string;
  keyword?: string;
};

function filterWhere(tenantId: number, f: EnrolmentFilter): SQL | undefined {
  const like = f.keyword ? `%${f.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(eduEnrolment.tenantId, tenantId),
    eq(eduEnrolment.delFlag, '0'),
    f.enterpriseId !== undefined ? ofEnterprise(tenantId, f.enterpriseId) : undefined,
    f.userId !== undefined ? eq(eduEnrolment.userId, f.userId) : undefined,
    f.courseId !== undefined ? eq(eduEnrolment.courseId, f.courseId) : undefined,
    f.sessionId !== undefined ? eq(eduEnrolment.sessionId, f.sessionId) : undefined,
    f.status ? eq(eduEnrolment.status, f.status) : undefined,
    like
      ? or(ilike(sysUser.name, like), ilike(sysUser.phone, like), ilike(sysUser.username, like))
      : undefined,
  );
}

/** Staff's sign-ups page's sortable fields (the contract's EnrolmentSortField). */
const ENROLMENT_SORT: SortColumns<EnrolmentSortField> = {
  id: eduEnrolment.id,
  name: sysUser.name,
  phone: sysUser.phone,
  status: eduEnrolment.status,
  createTime: eduEnrolment.createTime,
  reviewTime: eduEnrolment.reviewTime,
};
export type EnrolmentSort = SortQuery<EnrolmentSortField>;

/** How many sign-ups match: the page's total (and the console home's count of those waiting for review). */
export async function enrolmentTotal(db: Db, tenantId: number, f: EnrolmentFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eduEnrolment)
    .leftJoin(sysUser, eq(sysUser.userId, eduEnrolment.userId))
    .where(filterWhere(tenantId, f));
  return row?.total ?? 0;
}

/** A page of sign-ups, newest first unless a sort is asked for. */
export async function enrolmentPage(
  db: Db,
  tenantId: number,
  f: EnrolmentFilter,
  current: number,
  size: number,
  sort: EnrolmentSort = {},
) {
  const total = await enrolmentTotal(db, tenantId, f);
  const records = await pageRows(
    selectJoined(db)
      .where(filterWhere(tenantId, f))
      .orderBy(...orderOf(ENROLMENT_SORT, sort, [desc(eduEnrolment.id)], eduEnrolment.id))
      .$dynamic(),
    current,
    size,
  );
  return { records, total };
}

/** Every matching row, for the Excel export (bounded: an association's course has at most a few thousand). */
export async function enrolmentRows(db: Db, tenantId: number, f: EnrolmentFilter, limit = 50_000) {
  return selectJoined(db).where(filterWhere(tenantId, f)).orderBy(asc(eduEnrolment.id)).limit(limit);
}

/** The tenant's approved sign-ups: who may study, sit the exams and check in. */
const approved = (tenantId: number) =>
  and(
    eq(eduEnrolment.tenantId, tenantId),
    eq(eduEnrolment.status, 'approved'),
    eq(eduEnrolment.delFlag, '0'),
  );

/** `userId` holds an approved sign-up of the course (a value, or the course column of the outer query). */
const approvedIn = (tenantId: number, userId: number, courseId: number | AnyPgColumn) =>
  and(approved(tenantId), eq(eduEnrolment.userId, userId), eq(eduEnrolment.courseId, courseId));

/** Whether the learner holds an approved sign-up of the course: the one check of study and exams. */
export async function holdsApproved(db: Db, tenantId: number, userId: number, courseId: number) {
  const [row] = await db
    .select({ id: eduEnrolment.id })
    .from(eduEnrolment)
    .where(approvedIn(tenantId, userId, courseId))
    .limit(1);
  return !!row;
}

/** The courses the learner holds an approved sign-up of. */
export async function approvedCourseIds(db: Db, tenantId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ courseId: eduEnrolment.courseId })
    .from(eduEnrolment)
    .where(and(approved(tenantId), eq(eduEnrolment.userId, userId)));
  return rows.map((r) => r.courseId);
}

/**
 * The approved sign-ups of each of these sessions, counted per session through edu_enrolment_session_user. Not
 * grouped over `session_id in (…)`: without statistics (the embedded database gathers none by itself) PostgreSQL
 * read every sign-up of the tenant for that, where these stay an index lookup of the session's own.
 */
export async function approvedPerSession(db: Db, tenantId: number, sessionIds: number[]) {
  if (!sessionIds.length) return new Map<number, number>();
  const session = sql<number>`s.id`.mapWith(Number);
  const ofSession = db
    .select({ n: count() })
    .from(eduEnrolment)
    .where(and(approved(tenantId), eq(eduEnrolment.sessionId, session)));
  const rows = await db
    .select({ sessionId: session, n: sql<number>`(${ofSession})`.mapWith(Number) })
    .from(sql`unnest(${sql.param(sessionIds)}::bigint[]) as s(id)`);
  return new Map(rows.map((r) => [r.sessionId, r.n]));
}

export type PaidSignUp = {
  enrolmentId: number;
  userId: number;
  name: string | null;
  courseId: number;
  courseTitle: string;
  fee: number;
  createTime: Date;
};

/** The enterprise's (made by it or a member's) approved sign-ups of courses with a fee, newest first. */
export async function approvedPaidOfEnterprise(
  db: Db,
  tenantId: number,
  enterpriseId: number,
  ids?: number[],
): Promise<PaidSignUp[]> {
  return db
    .select({
      enrolmentId: eduEnrolment.id,
      userId: eduEnrolment.userId,
      name: sysUser.name,
      courseId: eduCourse.id,
      courseTitle: eduCourse.title,
      fee: eduCourse.fee,
      createTime: eduEnrolment.createTime,
    })
    .from(eduEnrolment)
    .innerJoin(eduCourse, and(eq(eduCourse.id, eduEnrolment.courseId), eq(eduCourse.tenantId, tenantId)))
    .leftJoin(sysUser, eq(sysUser.userId, eduEnrolment.userId))
    .where(
      and(
        approved(tenantId),
        gt(eduCourse.fee, 0),
        ofEnterprise(tenantId, enterpriseId),
        ids ? inArray(eduEnrolment.id, ids) : undefined,
      ),
    )
    .orderBy(desc(eduEnrolment.id));
}
