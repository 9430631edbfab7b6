import * as repo from './enrolment.repo';

export type { EnrolmentFilter, JoinedEnrolment, PaidSignUp } from './enrolment.repo';

/*
 * What other modules ask of sign-ups: study and exams whether a learner may study a course, the catalog a
 * learner's live sign-ups, invoices an enterprise's paid ones, the console home a session's expected people. The
 * module's door offers these, never its repository.
 */

/** Every live (pending, approved or waitlisted) sign-up of the learner, at most one per course. */
export const liveEnrolmentsOf = repo.liveEnrolmentsOf;
/** Whether the learner holds an approved sign-up of the course: the one check of study and exams. */
export const holdsApprovedSignUp = repo.holdsApproved;
/** The courses the learner holds an approved sign-up of. */
export const approvedCourseIdsOf = repo.approvedCourseIds;
/** The enterprise's approved sign-ups of courses with a fee (`ids` narrows to those), newest first. */
export const approvedPaidOfEnterprise = repo.approvedPaidOfEnterprise;
/** How many approved sign-ups each of these sessions has, by session id (one statement). */
export const approvedPerSession = repo.approvedPerSession;
