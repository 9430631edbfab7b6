import bcrypt from 'bcryptjs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysRole, sysUser, sysUserRole } from '../../src/server/db/schema';
import { bearer, login } from './helpers';

export const PASSWORD = 'Learner@2026';
const hash = bcrypt.hashSync(PASSWORD, 4);

/** A learner of tenant 1 (or another), created in the database the way registration will, and signed in. */
export async function newLearner(
  app: FastifyInstance,
  username: string,
  tenantId = 1,
): Promise<{ token: string; userId: number; headers: Record<string, string> }> {
  const db = app.database.db;
  const [role] = await db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.roleCode, 'ROLE_LEARNER')));
  const [user] = await db
    .insert(sysUser)
    .values({
      tenantId,
      username,
      password: hash,
      name: username,
      phone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    })
    .returning();
  if (!user || !role) throw new Error('newLearner');
  await db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
  const { access_token } = await login(app, username, PASSWORD, { tenant: String(tenantId) });
  return {
    token: access_token,
    userId: user.userId,
    headers: { ...bearer(access_token), 'tenant-id': String(tenantId) },
  };
}

export async function adminHeaders(app: FastifyInstance, username = 'admin', tenant = '1') {
  const { access_token } = await login(app, username, 'Admin@2026', { tenant });
  return { ...bearer(access_token), 'tenant-id': tenant };
}

type Json = Record<string, unknown>;
/** Calls the API and returns the envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const res = await app.inject({ method, url, headers, payload: payload as Json });
  return { status: res.statusCode, body: res.json<{ code: number; msg: string | null; data: T }>(), res };
}

const fmt = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
export const wireTime = (offsetMs: number) => fmt(new Date(Date.now() + offsetMs));
export const DAY = 24 * 3600_000;

/** A published offline course with one session, made through the staff API. */
export async function offlineCourse(
  app: FastifyInstance,
  admin: Record<string, string>,
  o: { capacity: number; needsApproval?: boolean; sessionStartsIn?: number },
) {
  const course = await call<{ id: string }>(app, 'POST', '/api/edu/course', admin, {
    mode: 'offline',
    title: 'Race course',
    category: 'safety',
    creditHours: 2,
    fee: 0,
    needsApproval: !!o.needsApproval,
    enrolStartAt: wireTime(-DAY),
    enrolEndAt: wireTime(10 * DAY),
  });
  const courseId = course.body.data.id;
  const start = o.sessionStartsIn ?? 3 * DAY;
  const session = await call<{ id: string }>(app, 'POST', '/api/edu/session', admin, {
    courseId,
    title: 'S1',
    startAt: wireTime(start),
    endAt: wireTime(start + 3600_000),
    capacity: o.capacity,
    venue: 'Room 1',
  });
  await call(app, 'PUT', '/api/edu/course/status', admin, { id: courseId, status: 'published' });
  return { courseId, sessionId: session.body.data.id };
}

/** A published online course with lessons of the given durations, each with the seeded sample video. */
export async function onlineCourse(
  app: FastifyInstance,
  admin: Record<string, string>,
  durations: number[],
  o: { allowSkip?: boolean } = {},
) {
  const course = await call<{ id: string }>(app, 'POST', '/api/edu/course', admin, {
    mode: 'online',
    title: 'Online course',
    category: 'basics',
    creditHours: 3,
    fee: 0,
  });
  const courseId = course.body.data.id;
  const seeded = await call<{ chapters: { lessons: { fileId: string }[] }[] }>(
    app,
    'GET',
    `/api/edu/course/details/${await firstOnlineCourseId(app)}`,
    admin,
  );
  const fileId = seeded.body.data.chapters[0]?.lessons[0]?.fileId;
  const lessons: string[] = [];
  for (const [i, d] of durations.entries()) {
    const l = await call<{ id: string }>(app, 'POST', '/api/edu/lesson', admin, {
      courseId,
      chapter: 'Ch 1',
      title: `L${i + 1}`,
      sort: i,
      durationSec: d,
      allowSkip: !!o.allowSkip,
      fileId,
    });
    lessons.push(l.body.data.id);
  }
  await call(app, 'PUT', '/api/edu/course/status', admin, { id: courseId, status: 'published' });
  return { courseId, lessons };
}

async function firstOnlineCourseId(app: FastifyInstance) {
  const page = await call<{ records: { id: string; needsApproval: boolean }[] }>(
    app,
    'GET',
    '/api/edu/course/page?mode=online&size=50',
    { 'tenant-id': '1' },
  );
  const c = page.body.data.records.find((r) => !r.needsApproval);
  if (!c) throw new Error('no seeded online course');
  return c.id;
}
