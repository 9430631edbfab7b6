import { afterCommit, announced, type News } from '../../lib/news';
import type { z } from 'zod';
import type {
  Course,
  CourseStatus,
  Lesson,
  Session,
  courseInputSchema,
  courseUpdateSchema,
  lessonInputSchema,
  lessonUpdateSchema,
  sessionInputSchema,
  sessionUpdateSchema,
} from '@contract/course';
import { defaultCheckinWindow } from '@contract/checkin';
import type { Actor } from '../../lib/actor';
import type { Db } from '../../db/client';
import { DomainError, found } from '../../lib/domain-error';
import { parseTime } from '../../lib/wire';
import { fileById, coverImages } from '../file';
import { notify } from '../message';
import { enrolmentCounts, promoteWaitlist } from '../seats';
import * as repo from './course.repo';
import { handoutsOf, setHandouts } from './handout.repo';
import { checkedHandoutIds } from './handout.service';
import {
  checkinWindowDates,
  newSessionSecret,
  sanitizeContent,
  toCourse,
  toLesson,
  toSession,
} from './course.service';

/** Staff writes on courses, sessions and lessons; every read and write is scoped by the caller's tenant. */

type CourseInput = z.output<typeof courseInputSchema>;
type CourseUpdate = z.output<typeof courseUpdateSchema>;

const notFound = (key: 'courseNotFound' | 'sessionNotFound' | 'lessonNotFound') =>
  new DomainError(key, {}, 404);

async function courseView(db: Db, tenantId: number, id: number): Promise<Course> {
  const c = await repo.courseById(db, tenantId, id);
  if (!c) throw notFound('courseNotFound');
  const [sessions, counts, covers] = await Promise.all([
    repo.sessionsOf(db, tenantId, [id]),
    enrolmentCounts(db, tenantId, [id]),
    coverImages(db, tenantId, [c.cover]),
  ]);
  return toCourse(c, sessions, counts, covers);
}

function coursePatch(input: Partial<CourseInput>) {
  const start = parseTime(input.enrolStartAt);
  const end = parseTime(input.enrolEndAt);
  if (start && end && end <= start) throw new DomainError('endBeforeStart');
  return {
    ...input,
    content: input.content === undefined ? undefined : sanitizeContent(input.content),
    enrolStartAt: start,
    enrolEndAt: end,
  };
}

export const createCourse = announced(
  'courses-changed',
  async function createCourse(db: Db, actor: Actor, input: CourseInput): Promise<Course> {
    const row = await repo.insertCourse(db, {
      ...coursePatch(input),
      tenantId: actor.tenantId,
      mode: input.mode,
      title: input.title,
      category: input.category,
      status: 'draft',
      createBy: actor.username,
      updateBy: actor.username,
    });
    return courseView(db, actor.tenantId, row.id);
  },
);

/** Edits a course; a raised capacity lets the waitlist in at once (they are told, with the edit). */
export async function updateCourse(db: Db, news: News, actor: Actor, input: CourseUpdate): Promise<Course> {
  const { id, mode: _mode, ...rest } = input; // the mode of a course does not change once created
  const before = await repo.courseById(db, actor.tenantId, Number(id));
  if (!before) throw notFound('courseNotFound');
  const patch = coursePatch(rest);
  const start = patch.enrolStartAt ?? before.enrolStartAt;
  const end = patch.enrolEndAt ?? before.enrolEndAt;
  if (start && end && end <= start) throw new DomainError('endBeforeStart');
  await afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const course = await repo.updateCourse(tx, actor.tenantId, Number(id), {
        ...patch,
        updateBy: actor.username,
      });
      if (course && course.mode === 'online' && rest.capacity !== undefined)
        await promoteWaitlist(tx, actor.tenantId, course, null, actor.username, (n) => notify(tx, held, n));
    }),
  );
  const view = await courseView(db, actor.tenantId, Number(id));
  await news.publish('courses-changed');
  return view;
}

export const setCourseStatus = announced(
  'courses-changed',
  async function setCourseStatus(db: Db, actor: Actor, id: number, status: CourseStatus): Promise<Course> {
    const row = await repo.updateCourse(db, actor.tenantId, id, { status, updateBy: actor.username });
    if (!row) throw notFound('courseNotFound');
    return courseView(db, actor.tenantId, id);
  },
);

export const deleteCourses = announced(
  'courses-changed',
  async function deleteCourses(db: Db, actor: Actor, ids: number[]): Promise<boolean> {
    if ((await repo.liveEnrolmentCount(db, actor.tenantId, ids)) > 0) throw new DomainError('courseInUse');
    await db.transaction(async (tx) => {
      for (const id of ids)
        if (!(await repo.updateCourse(tx, actor.tenantId, id, { delFlag: '1', updateBy: actor.username })))
          throw notFound('courseNotFound');
    });
    return true;
  },
);

async function offlineCourse(db: Db, tenantId: number, courseId: number, mode: 'offline' | 'online') {
  const course = await repo.courseById(db, tenantId, courseId);
  if (!course) throw notFound('courseNotFound');
  if (course.mode !== mode) throw new DomainError('modeMismatch');
  return course;
}

type SessionInput = z.output<typeof sessionInputSchema>;
type SessionUpdate = z.output<typeof sessionUpdateSchema>;

function sessionTimes(input: Partial<SessionInput>, before?: repo.SessionRow) {
  const startAt = parseTime(input.startAt) ?? before?.startAt;
  const endAt = parseTime(input.endAt) ?? before?.endAt;
  if (!startAt || !endAt || endAt <= startAt) throw new DomainError('endBeforeStart');
  // Unset, the check-in window follows the session's times (the default window); set, it is kept.
  const fallback = checkinWindowDates(defaultCheckinWindow(startAt.getTime(), endAt.getTime()));
  const checkinStartAt =
    parseTime(input.checkinStartAt) ??
    (input.startAt || !before ? fallback.checkinStartAt : before.checkinStartAt);
  const checkinEndAt =
    parseTime(input.checkinEndAt) ?? (input.endAt || !before ? fallback.checkinEndAt : before.checkinEndAt);
  if (checkinEndAt <= checkinStartAt) throw new DomainError('endBeforeStart');
  return { startAt, endAt, checkinStartAt, checkinEndAt };
}

export const createSession = announced(
  'courses-changed',
  async function createSession(db: Db, actor: Actor, input: SessionInput): Promise<Session> {
    await offlineCourse(db, actor.tenantId, Number(input.courseId), 'offline');
    const row = await repo.insertSession(db, {
      ...input,
      ...sessionTimes(input),
      courseId: Number(input.courseId),
      tenantId: actor.tenantId,
      secret: newSessionSecret(),
      createBy: actor.username,
      updateBy: actor.username,
    });
    return toSession(row, []);
  },
);

/** Edits a session; a raised capacity lets its waitlist in at once (they are told, with the edit). */
export async function updateSession(
  db: Db,
  news: News,
  actor: Actor,
  input: SessionUpdate,
): Promise<Session> {
  const before = await repo.sessionById(db, actor.tenantId, Number(input.id));
  if (!before) throw notFound('sessionNotFound');
  const { id, ...rest } = input;
  await afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const course = await repo.courseById(tx, actor.tenantId, before.courseId, { forUpdate: true });
      await repo.updateSession(tx, actor.tenantId, Number(id), {
        ...rest,
        ...sessionTimes(rest, before),
        updateBy: actor.username,
      });
      if (course && rest.capacity !== undefined && rest.capacity > before.capacity)
        await promoteWaitlist(tx, actor.tenantId, course, before.id, actor.username, (n) =>
          notify(tx, held, n),
        );
    }),
  );
  const after = found(await repo.sessionById(db, actor.tenantId, Number(id)), 'sessionNotFound');
  const view = toSession(after, await enrolmentCounts(db, actor.tenantId, [after.courseId]));
  await news.publish('courses-changed');
  return view;
}

export const deleteSessions = announced(
  'courses-changed',
  async function deleteSessions(db: Db, actor: Actor, ids: number[]): Promise<boolean> {
    if ((await repo.liveEnrolmentCount(db, actor.tenantId, [], ids)) > 0)
      throw new DomainError('courseInUse');
    await db.transaction(async (tx) => {
      for (const id of ids)
        if (!(await repo.updateSession(tx, actor.tenantId, id, { delFlag: '1', updateBy: actor.username })))
          throw notFound('sessionNotFound');
    });
    return true;
  },
);

type LessonInput = z.output<typeof lessonInputSchema>;
type LessonUpdate = z.output<typeof lessonUpdateSchema>;

async function checkedFileId(
  db: Db,
  tenantId: number,
  fileId: string | null | undefined,
): Promise<number | null | undefined> {
  if (fileId === undefined || fileId === null) return fileId;
  const f = await fileById(db, tenantId, Number(fileId));
  if (!f || f.dir !== 'video') throw new DomainError('fileNotFound', {}, 404);
  return f.id;
}

/** A lesson and its handouts are written together; the answer shows both (staff may see handouts). */
async function savedLesson(db: Db, tenantId: number, row: repo.LessonRow): Promise<Lesson> {
  return toLesson(row, null, await handoutsOf(db, tenantId, [row.id]));
}

export const createLesson = announced(
  'courses-changed',
  async function createLesson(db: Db, actor: Actor, input: LessonInput): Promise<Lesson> {
    const { handoutIds, ...fields } = input;
    await offlineCourse(db, actor.tenantId, Number(input.courseId), 'online');
    const fileId = (await checkedFileId(db, actor.tenantId, input.fileId)) ?? null;
    const handouts = await checkedHandoutIds(db, actor.tenantId, handoutIds);
    const row = await db.transaction(async (tx) => {
      const row = await repo.insertLesson(tx, {
        ...fields,
        courseId: Number(input.courseId),
        fileId,
        tenantId: actor.tenantId,
        createBy: actor.username,
        updateBy: actor.username,
      });
      if (handouts) await setHandouts(tx, actor.tenantId, row.id, handouts);
      return row;
    });
    return savedLesson(db, actor.tenantId, row);
  },
);

export const updateLesson = announced(
  'courses-changed',
  async function updateLesson(db: Db, actor: Actor, input: LessonUpdate): Promise<Lesson> {
    const { id, fileId, handoutIds, ...rest } = input;
    const checkedFile = await checkedFileId(db, actor.tenantId, fileId);
    const handouts = await checkedHandoutIds(db, actor.tenantId, handoutIds);
    const row = await db.transaction(async (tx) => {
      const row = await repo.updateLesson(tx, actor.tenantId, Number(id), {
        ...rest,
        fileId: checkedFile,
        updateBy: actor.username,
      });
      if (!row) throw notFound('lessonNotFound');
      if (handouts) await setHandouts(tx, actor.tenantId, row.id, handouts);
      return row;
    });
    return savedLesson(db, actor.tenantId, row);
  },
);

export const deleteLessons = announced(
  'courses-changed',
  async function deleteLessons(db: Db, actor: Actor, ids: number[]): Promise<boolean> {
    await db.transaction(async (tx) => {
      for (const id of ids)
        if (!(await repo.updateLesson(tx, actor.tenantId, id, { delFlag: '1', updateBy: actor.username })))
          throw notFound('lessonNotFound');
    });
    return true;
  },
);
