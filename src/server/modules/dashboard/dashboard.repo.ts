import { and, asc, count, countDistinct, eq, gt, gte, inArray, lt, min, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { DISPLAY_TIME_ZONE } from '@contract/constants';
import type { Db } from '../../db/client';
import {
  eduCourse,
  eduEnrolment,
  eduEnterprise,
  eduExam,
  eduExamAttempt,
  eduFeedback,
  eduInvoiceRequest,
  eduLessonProgress,
  eduReceipt,
  eduSession,
} from '../../db/schema';

/**
 * The console home's figures. Each block is a fixed number of statements whatever the tenant holds: counts
 * are aggregated in the database (GROUP BY, COUNT), never a statement per row. Every count uses the same
 * conditions as the console list its link opens, so the figure and the list agree.
 */

/** The simple counts of the queue: which of them the caller may see. */
export type QueueCounts = {
  enrolmentReview?: boolean;
  enterpriseReview?: boolean;
  invoiceRequest?: boolean;
  feedbackOpen?: boolean;
};

/**
 * One statement: each asked-for count as a row (key, n), UNION ALL. The conditions are the lists': sign-ups
 * (enrolment.repo filterWhere), enterprises (liveEnterprise), invoice requests (requestWhere, joined to their
 * enterprise), feedback (the inbox's live rows).
 */
export async function queueCounts(db: Db, tenantId: number, want: QueueCounts) {
  // The key is one of four constants, written into the statement (a parameter's type is not known in a union).
  const counting = (key: keyof QueueCounts) =>
    db.select({ key: sql<string>`${sql.raw(`'${key}'`)}`.as('key'), n: count().as('n') });
  const enrolments = counting('enrolmentReview')
    .from(eduEnrolment)
    .where(
      and(
        eq(eduEnrolment.tenantId, tenantId),
        eq(eduEnrolment.delFlag, '0'),
        eq(eduEnrolment.status, 'pending'),
      ),
    );
  // The parts differ only in the tables they read; a union needs them typed alike.
  type Part = typeof enrolments;
  const enterprises = counting('enterpriseReview')
    .from(eduEnterprise)
    .where(
      and(
        eq(eduEnterprise.tenantId, tenantId),
        eq(eduEnterprise.delFlag, '0'),
        eq(eduEnterprise.status, 'pending'),
      ),
    ) as unknown as Part;
  const invoices = counting('invoiceRequest')
    .from(eduInvoiceRequest)
    .innerJoin(eduEnterprise, eq(eduEnterprise.id, eduInvoiceRequest.enterpriseId))
    .where(
      and(
        eq(eduInvoiceRequest.tenantId, tenantId),
        eq(eduInvoiceRequest.delFlag, '0'),
        eq(eduInvoiceRequest.status, 'requested'),
      ),
    ) as unknown as Part;
  const feedback = counting('feedbackOpen')
    .from(eduFeedback)
    .where(
      and(eq(eduFeedback.tenantId, tenantId), eq(eduFeedback.delFlag, '0'), eq(eduFeedback.status, 'open')),
    ) as unknown as Part;
  const parts: Part[] = [];
  if (want.enrolmentReview) parts.push(enrolments);
  if (want.enterpriseReview) parts.push(enterprises);
  if (want.invoiceRequest) parts.push(invoices);
  if (want.feedbackOpen) parts.push(feedback);
  const [first, second, ...rest] = parts;
  if (!first) return new Map<keyof QueueCounts, number>();
  const rows = await (second ? unionAll(first, second, ...rest) : first);
  return new Map(rows.map((r) => [r.key as keyof QueueCounts, Number(r.n)]));
}

/**
 * One statement: per exam, its attempts waiting for staff by state (pending_review: to mark; late_review: a late
 * submit to judge), the exams waiting longest first. Only exams the results page opens: live, of a course of the
 * tenant (exam.repo examById).
 */
export async function examsWaiting(db: Db, tenantId: number, limit: number) {
  const since = min(sql`coalesce(${eduExamAttempt.submittedAt}, ${eduExamAttempt.startedAt})`);
  return db
    .select({
      examId: eduExamAttempt.examId,
      title: eduExam.title,
      status: eduExamAttempt.status,
      n: count(),
    })
    .from(eduExamAttempt)
    .innerJoin(
      eduExam,
      and(eq(eduExam.id, eduExamAttempt.examId), eq(eduExam.tenantId, tenantId), eq(eduExam.delFlag, '0')),
    )
    .innerJoin(eduCourse, and(eq(eduCourse.id, eduExam.courseId), eq(eduCourse.tenantId, tenantId)))
    .where(
      and(
        eq(eduExamAttempt.tenantId, tenantId),
        inArray(eduExamAttempt.status, ['pending_review', 'late_review']),
      ),
    )
    .groupBy(eduExamAttempt.examId, eduExam.title, eduExamAttempt.status)
    .orderBy(since, asc(eduExamAttempt.examId), asc(eduExamAttempt.status))
    .limit(limit);
}

/**
 * Approved sign-ups and accepted check-ins of the outer query's session (the check-in page's figures), each counted
 * through its index (tenant, session, …). Written out: drizzle leaves the outer table's columns unqualified inside
 * a subquery. Counted per session rather than grouped in derived tables: without fresh statistics (the embedded
 * database never gathers any by itself) PostgreSQL re-ran a grouped derived table for every session — 7.6 s for
 * 300 sessions of 100 sign-ups — where these stay an index lookup each.
 */
const expected = sql<number>`(select count(*) from edu_enrolment e
  where e.tenant_id = edu_session.tenant_id and e.session_id = edu_session.id
    and e.status = 'approved' and e.del_flag = '0')`.mapWith(Number);
const checkedIn = sql<number>`(select count(*) from edu_checkin k
  where k.tenant_id = edu_session.tenant_id and k.session_id = edu_session.id
    and k.outcome = 'accepted' and not k.undone)`.mapWith(Number);

/**
 * One statement: the live sessions of live courses under way at some time in [from, to), by start, with their
 * expected and checked-in people.
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
      expected,
      checkedIn,
    })
    .from(eduSession)
    .innerJoin(
      eduCourse,
      and(
        eq(eduCourse.id, eduSession.courseId),
        eq(eduCourse.tenantId, tenantId),
        eq(eduCourse.delFlag, '0'),
      ),
    )
    .where(
      and(
        eq(eduSession.tenantId, tenantId),
        eq(eduSession.delFlag, '0'),
        lt(eduSession.startAt, to),
        gt(eduSession.endAt, from),
      ),
    )
    .orderBy(asc(eduSession.startAt), asc(eduSession.id))
    .limit(limit);
}

// The zone is our constant, written into the statement: as a parameter, the select and the group by would name it
// by two placeholders, and PostgreSQL would not see them as one expression (as log.repo's countsByDay).
const zone = sql.raw(`'${DISPLAY_TIME_ZONE.replace(/'/g, '')}'`);
type DayColumn =
  typeof eduReceipt.createdAt | typeof eduLessonProgress.completedAt | typeof eduExamAttempt.submittedAt;
/**
 * A row's day in the display zone: grouped by as a date (a third cheaper over 200,000 rows than grouping by its
 * text), written as yyyy-MM-dd once per group.
 */
const byDay = (at: DayColumn) => {
  const day = sql`(${at} AT TIME ZONE ${zone})::date`;
  return { day, text: sql<string>`to_char(${day}, 'YYYY-MM-DD')` };
};

/**
 * Three statements, one a source, each counting per day (the display zone's days) of [from, to): progress records
 * written and the learners who wrote them (a record is the receipt of one accepted heartbeat), lessons first
 * completed, exam attempts submitted.
 */
export async function activityBetween(db: Db, tenantId: number, from: Date, to: Date) {
  const [studyDay, lessonDay, submittedDay] = [
    byDay(eduReceipt.createdAt),
    byDay(eduLessonProgress.completedAt),
    byDay(eduExamAttempt.submittedAt),
  ];
  const [study, lessons, exams] = await Promise.all([
    db
      .select({ day: studyDay.text, records: count(), learners: countDistinct(eduReceipt.userId) })
      .from(eduReceipt)
      .where(
        and(
          eq(eduReceipt.tenantId, tenantId),
          eq(eduReceipt.kind, 'progress'),
          gte(eduReceipt.createdAt, from),
          lt(eduReceipt.createdAt, to),
        ),
      )
      .groupBy(studyDay.day),
    db
      .select({ day: lessonDay.text, n: count() })
      .from(eduLessonProgress)
      .where(
        and(
          eq(eduLessonProgress.tenantId, tenantId),
          gte(eduLessonProgress.completedAt, from),
          lt(eduLessonProgress.completedAt, to),
        ),
      )
      .groupBy(lessonDay.day),
    db
      .select({ day: submittedDay.text, n: count() })
      .from(eduExamAttempt)
      .where(
        and(
          eq(eduExamAttempt.tenantId, tenantId),
          ne(eduExamAttempt.status, 'in_progress'),
          gte(eduExamAttempt.submittedAt, from),
          lt(eduExamAttempt.submittedAt, to),
        ),
      )
      .groupBy(submittedDay.day),
  ]);
  return { study, lessons, exams };
}
