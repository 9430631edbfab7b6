import type { CourseDetail } from '@contract/catalog';

/** Why the button cannot sign up right now, or null when it can. */
export function blockedReason(
  course: CourseDetail,
  loggedIn: boolean,
  now: number,
): 'login' | 'notOpen' | 'closed' | 'enrolled' | null {
  if (course.myEnrolment) return 'enrolled';
  if (course.status !== 'published') return 'closed';
  const at = (s: string | null) => (s ? new Date(`${s.replace(' ', 'T')}+08:00`).getTime() : null);
  const start = at(course.enrolStartAt);
  const end = at(course.enrolEndAt);
  if (start !== null && now < start) return 'notOpen';
  if (end !== null && now >= end) return 'closed';
  if (course.mode === 'offline' && !course.sessions.some((s) => (at(s.startAt) ?? 0) > now)) return 'closed';
  if (!loggedIn) return 'login';
  return null;
}
