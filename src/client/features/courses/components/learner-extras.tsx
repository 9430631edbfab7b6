import { useState } from 'react';
import type { CourseDetail } from '@contract/catalog';
import { blockedReason } from '../api/rules';
import { CourseExams } from './course-exams';
import { FollowButton } from './follow-button';

/**
 * The course page's part for a signed-in learner: "Follow" while they may still sign up (not signed up, a deadline
 * ahead), and the way to the course's exams. Loaded on demand, online (its chunk is kept once fetched).
 */
export function LearnerExtras({ course }: { course: CourseDetail }) {
  const [now] = useState(Date.now);
  const followable =
    !course.myEnrolment && !!course.enrolEndAt && blockedReason(course, true, now) !== 'closed';
  return (
    <>
      {followable && <FollowButton courseId={course.id} />}
      <CourseExams courseId={course.id} />
    </>
  );
}
