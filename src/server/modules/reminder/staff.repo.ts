import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageRows } from '../../db/paged';
import { eduCourse, eduCourseReminder, eduExam, eduReminderJob, eduSession, sysUser } from '../../db/schema';

/** Staff's side of reminders: a course's settings, and the page of the jobs' outcomes. */

/** A course's reminder settings, if staff set any. */
export async function courseSettings(db: Db, tenantId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(eduCourseReminder)
    .where(and(eq(eduCourseReminder.tenantId, tenantId), eq(eduCourseReminder.courseId, courseId)));
  return row;
}

export async function saveCourseSettings(db: Db, row: typeof eduCourseReminder.$inferInsert) {
  await db
    .insert(eduCourseReminder)
    .values(row)
    .onConflictDoUpdate({
      target: [eduCourseReminder.tenantId, eduCourseReminder.courseId],
      set: {
        enabled: row.enabled,
        leadMinutes: row.leadMinutes,
        updateBy: row.updateBy,
        updateTime: sql`now()`,
      },
    });
}

export async function courseExists(db: Db, tenantId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eduCourse.id })
    .from(eduCourse)
    .where(and(eq(eduCourse.tenantId, tenantId), eq(eduCourse.id, courseId), eq(eduCourse.delFlag, '0')));
  return !!row;
}

/** The console's page of a tenant's reminder jobs, newest first, with whom and what each was for. */
export async function jobPage(
  db: Db,
  tenantId: number,
  q: { current: number; size: number; status?: string; channel?: string },
) {
  const where = and(
    eq(eduReminderJob.tenantId, tenantId),
    q.status ? eq(eduReminderJob.status, q.status) : undefined,
    q.channel ? eq(eduReminderJob.channel, q.channel) : undefined,
  );
  const job = eduReminderJob;
  const refTitle = sql<string>`coalesce(case when ${job.kind} = 'exam'
    then (select x.title from ${eduExam} x where x.tenant_id = ${job.tenantId} and x.id = ${job.refId})
    else (select s.title from ${eduSession} s where s.tenant_id = ${job.tenantId} and s.id = ${job.refId})
    end, '')`;
  const query = db
    .select({
      job: eduReminderJob,
      refTitle,
      name: sql<string>`coalesce(${sysUser.name}, ${sysUser.username}, '')`,
    })
    .from(eduReminderJob)
    .leftJoin(
      sysUser,
      and(eq(sysUser.tenantId, eduReminderJob.tenantId), eq(sysUser.userId, eduReminderJob.userId)),
    )
    .where(where)
    .orderBy(desc(eduReminderJob.createTime), desc(eduReminderJob.id))
    .$dynamic();
  const rows = await pageRows(query, q.current, q.size);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eduReminderJob)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
