import { and, eq, inArray, sql } from 'drizzle-orm';
import { ROLE_CODES } from '@contract/permissions';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { hashPassword } from '../lib/cpu';
import { newSessionSecret } from '../modules/course';

import { ATTENDEE_PASSWORD, attendeeMobile, attendeeName, CONFERENCE_TITLE } from './conference-names';

/**
 * A conference-sized check-in list for trying the desk as it is used at an annual meeting (DEMO_ROSTER_SIZE):
 * one session with that many attendees signed up, most through their enterprise, learner01 (张学员, mobile ending
 * 0001) among them. Made once per database, at start-up, on a new database or one seeded before.
 */
const HOUR = 3600_000;
const BATCH = 500;

/** Adds the conference list of `size` attendees to tenant 1, unless it is there already. */
export async function seedConference(db: Db, size: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Processes starting together: one makes it, the others find it made.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('peixun-demo-conference'))`);
    const [tenant] = await tx.select().from(s.sysTenant).where(eq(s.sysTenant.code, 'default'));
    if (!tenant) return false;
    const tenantId = tenant.id;
    const [made] = await tx
      .select({ id: s.eduCourse.id })
      .from(s.eduCourse)
      .where(and(eq(s.eduCourse.tenantId, tenantId), eq(s.eduCourse.title, CONFERENCE_TITLE)));
    if (made) return false;
    // Hashed only when the list is made: a start that finds it does no bcrypt work.
    const password = await hashPassword(ATTENDEE_PASSWORD);
    const now = Date.now();
    const [course] = await tx
      .insert(s.eduCourse)
      .values({
        tenantId,
        mode: 'offline',
        title: CONFERENCE_TITLE,
        category: 'basics',
        summary: `协会年会，${size} 人报名：用于体验大会签到台的搜索、出入场与胸牌打印。`,
        content: '<p>协会年会签到演示。</p>',
        teacher: '协会秘书处',
        creditHours: 0,
        fee: 0,
        status: 'published',
        enrolStartAt: new Date(now - 7 * 24 * HOUR),
        enrolEndAt: new Date(now + 30 * 24 * HOUR),
        createBy: 'seed',
      })
      .returning();
    if (!course) throw new Error('seed: the conference');
    // Open for check-in from an hour before it was made to a day after, as the smaller check-in demo.
    const [session] = await tx
      .insert(s.eduSession)
      .values({
        tenantId,
        courseId: course.id,
        title: '年会主会场',
        startAt: new Date(now + 2 * HOUR),
        endAt: new Date(now + 24 * HOUR),
        venue: '星海国际会议中心 主会场',
        address: '星海市滨江路 88 号',
        capacity: size + 100,
        checkinStartAt: new Date(now - HOUR),
        checkinEndAt: new Date(now + 24 * HOUR),
        secret: newSessionSecret(),
        createBy: 'seed',
      })
      .returning();
    if (!session) throw new Error('seed: the conference session');
    const [learnerRole] = await tx
      .select({ id: s.sysRole.roleId })
      .from(s.sysRole)
      .where(and(eq(s.sysRole.tenantId, tenantId), eq(s.sysRole.roleCode, ROLE_CODES.learner)));
    const enterprises = (
      await tx
        .select({ id: s.eduEnterprise.id })
        .from(s.eduEnterprise)
        .where(and(eq(s.eduEnterprise.tenantId, tenantId), eq(s.eduEnterprise.status, 'approved')))
    ).map((e) => e.id);
    const [learner01] = await tx
      .select({ id: s.sysUser.userId })
      .from(s.sysUser)
      .where(and(eq(s.sysUser.tenantId, tenantId), eq(s.sysUser.username, 'learner01')));

    const signUp = (userId: number, i: number) => ({
      tenantId,
      courseId: course.id,
      sessionId: session.id,
      userId,
      // Three in four through their enterprise (the desk finds them by its name too).
      enterpriseId: i % 4 ? (enterprises[i % enterprises.length] ?? null) : null,
      status: 'approved',
      createBy: 'seed',
      reviewBy: 'seed',
      reviewTime: new Date(now),
    });
    if (learner01) await tx.insert(s.eduEnrolment).values(signUp(learner01.id, 0));
    for (let from = 1; from <= size; from += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, size - from + 1) }, (_, k) => {
        const i = from + k;
        return { i, username: `attendee${String(i).padStart(5, '0')}`, name: attendeeName(i) };
      });
      // One made before (a list removed and made again) is signed up as it is.
      await tx
        .insert(s.sysUser)
        .values(
          batch.map((a) => ({
            tenantId,
            username: a.username,
            password,
            name: a.name,
            nickname: a.name,
            phone: attendeeMobile(a.i),
            createBy: 'seed',
          })),
        )
        .onConflictDoNothing();
      const users = await tx
        .select({ id: s.sysUser.userId, username: s.sysUser.username })
        .from(s.sysUser)
        .where(
          and(
            eq(s.sysUser.tenantId, tenantId),
            inArray(
              s.sysUser.username,
              batch.map((a) => a.username),
            ),
          ),
        );
      const numberOf = new Map(batch.map((a) => [a.username, a.i]));
      if (learnerRole)
        await tx
          .insert(s.sysUserRole)
          .values(users.map((u) => ({ userId: u.id, roleId: learnerRole.id })))
          .onConflictDoNothing();
      await tx.insert(s.eduEnrolment).values(users.map((u) => signUp(u.id, numberOf.get(u.username) ?? 0)));
    }
    return true;
  });
}
