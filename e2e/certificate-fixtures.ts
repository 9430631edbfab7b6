import type { APIRequestContext } from '@playwright/test';
import { api, type Headers } from './api';

/** What the certificate specs start from: a learner with a Chinese name, and a course one can complete. */

const PASSWORD = 'Learner@2026';
/** A learner of tenant 1 with a Chinese name. */
export async function newLearner(request: APIRequestContext, admin: Headers, n: string) {
  const roles = await api<{ roleId: string; roleCode: string }[]>(
    request,
    admin,
    'GET',
    '/api/admin/role/list',
  );
  const username = `cert_${n}`;
  const name = `证书学员${n.slice(-4)}`;
  const user = await api<{ userId: string }>(request, admin, 'POST', '/api/admin/user', {
    username,
    name,
    password: PASSWORD,
    phone: `138${n.slice(-8)}`,
    role: [roles.find((r) => r.roleCode === 'ROLE_LEARNER')!.roleId],
  });
  return { username, name, password: PASSWORD, userId: user.userId };
}

/** A published online course with one short lesson (the demo's sample video). */
export async function onlineCourse(
  request: APIRequestContext,
  admin: Headers,
  title: string,
  creditHours: number,
) {
  const seeded = await api<{ records: { id: string }[] }>(
    request,
    admin,
    'GET',
    `/api/edu/course/page?keyword=${encodeURIComponent('高层建筑消防常识')}`,
  );
  const sample = await api<{ chapters: { lessons: { fileId: string }[] }[] }>(
    request,
    admin,
    'GET',
    `/api/edu/course/details/${seeded.records[0]?.id}`,
  );
  const course = await api<{ id: string }>(request, admin, 'POST', '/api/edu/course', {
    mode: 'online',
    title,
    category: 'basics',
    creditHours,
    fee: 0,
  });
  const lesson = await api<{ id: string }>(request, admin, 'POST', '/api/edu/lesson', {
    courseId: course.id,
    chapter: '第一章',
    title: '唯一课时',
    durationSec: 20,
    fileId: sample.chapters[0]?.lessons[0]?.fileId,
  });
  await api(request, admin, 'PUT', '/api/edu/course/status', { id: course.id, status: 'published' });
  return { courseId: course.id, lessonId: lesson.id };
}
