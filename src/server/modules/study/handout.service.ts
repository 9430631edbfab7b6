import { PERMISSIONS } from '@contract/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import type { StoredFile } from '../../lib/send-file';
import { coursesHandingOut } from '../course';
import { holdsApprovedSignUp } from '../enrolment';
import { fileById, privateStoredFile } from '../file';

/**
 * A lesson handout's bytes, by its file id, with the lesson video's rule: for a learner approved on a course
 * whose live lesson hands it out, and for course staff. A file no lesson of the caller's tenant hands out (another
 * tenant's, a plain upload) is "not found"; anyone else is refused. Private, and always a download under its
 * original name (the phone keeps its own copy for offline reading).
 */
export async function lessonHandout(db: Db, actor: Actor, fileId: number): Promise<StoredFile> {
  const courses = await coursesHandingOut(db, actor.tenantId, fileId);
  if (!courses.length) throw new DomainError('fileNotFound', {}, 404);
  if (!(await mayRead(db, actor, courses))) throw new DomainError('notEnrolled', {}, 403);
  const row = await fileById(db, actor.tenantId, fileId);
  const file = row && privateStoredFile(row);
  if (!file) throw new DomainError('fileNotFound', {}, 404);
  return { ...file, kind: { ...file.kind, inline: false } };
}

async function mayRead(db: Db, actor: Actor, courseIds: number[]): Promise<boolean> {
  for (const courseId of courseIds)
    if (await holdsApprovedSignUp(db, actor.tenantId, actor.userId, courseId)) return true;
  return actor.can(PERMISSIONS.courseEdit);
}
