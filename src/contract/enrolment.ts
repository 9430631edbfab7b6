import { z } from 'zod';
import { COURSE_MODES } from './course';
import { idString, sortablePageQuery } from './envelope';

/** Enrolments: a learner's sign-up for a course (and a session of an offline one), and the staff's review. */

export const ENROLMENT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'waitlisted'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

export const enrolmentSchema = z.object({
  id: idString,
  courseId: idString,
  sessionId: idString.nullable(),
  userId: idString,
  enterpriseId: idString.nullable(),
  status: z.enum(ENROLMENT_STATUSES),
  reason: z.string().nullable(),
  createTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  course: z.object({ id: idString, title: z.string(), mode: z.enum(COURSE_MODES) }),
  /** The signed ticket for the QR: approved sign-ups of a session only (also GET /edu/enrolment/ticket/{id}). */
  ticket: z.string().nullable(),
  session: z
    .object({
      id: idString,
      title: z.string(),
      startAt: z.string(),
      endAt: z.string(),
      venue: z.string(),
      address: z.string(),
    })
    .nullable(),
  /** The learner's own lists: "Add to calendar", the session's .ics signed for this learner (a live sign-up's). */
  calendarUrl: z.string().nullable().optional(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** GET /edu/enrolment/ticket/{id}: my approved sign-up's signed ticket, shown as a QR at the door. */
export const ticketSchema = z.object({ ticket: z.string() });
export const enrolRequestSchema = z.object({ courseId: idString, sessionId: idString.optional() });
/** What staff's sign-ups page sorts by (pig's `ascs` / `descs`). */
const ENROLMENT_SORT_FIELDS = ['id', 'name', 'phone', 'status', 'createTime', 'reviewTime'] as const;
export type EnrolmentSortField = (typeof ENROLMENT_SORT_FIELDS)[number];
export const enrolmentPageQuerySchema = sortablePageQuery(ENROLMENT_SORT_FIELDS).extend({
  courseId: idString.optional(),
  sessionId: idString.optional(),
  status: z.enum(ENROLMENT_STATUSES).optional(),
  keyword: z.string().max(64).optional(),
});
export const reviewRequestSchema = z.object({
  ids: z.array(idString).min(1).max(500),
  approve: z.boolean(),
  reason: z.string().max(255).optional(),
});
