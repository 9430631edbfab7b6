import { z } from 'zod';
import { idString, patchOf, wireTimeInput } from './envelope';

/** A course's sessions (its dated, offline meetings, each with a venue, seats and a check-in window). */

/** Time as pig writes it; an input may also omit seconds. */
const wireTime = wireTimeInput;

export const sessionSchema = z.object({
  id: idString,
  courseId: idString,
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  venue: z.string(),
  address: z.string(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  waitlisted: z.number().int(),
  checkinStartAt: z.string(),
  checkinEndAt: z.string(),
  signatureRequired: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * What an attendee checking in sees of a session (GET /edu/session/info/{id}, public like the course's detail):
 * the course, when, where, and the check-in window, so they know they are at the right room.
 */
export const sessionInfoSchema = sessionSchema
  .pick({
    id: true,
    courseId: true,
    title: true,
    startAt: true,
    endAt: true,
    venue: true,
    address: true,
    checkinStartAt: true,
    checkinEndAt: true,
    signatureRequired: true,
  })
  .extend({ courseTitle: z.string() });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionInputSchema = z.object({
  courseId: idString,
  title: z.string().trim().min(1).max(128),
  startAt: wireTime,
  endAt: wireTime,
  venue: z.string().max(128).default(''),
  address: z.string().max(255).default(''),
  capacity: z.number().int().min(1).max(100_000),
  checkinStartAt: wireTime.optional(),
  checkinEndAt: wireTime.optional(),
  signatureRequired: z.boolean().default(false),
});
export const sessionUpdateSchema = patchOf(sessionInputSchema)
  .omit({ courseId: true })
  .extend({ id: idString });
