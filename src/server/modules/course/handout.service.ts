import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { filesForHandouts } from './handout.repo';

/**
 * The handouts a lesson save names, checked: each a file of the caller's tenant (another tenant's id is "not
 * found", as an unknown one) uploaded to the attachment folder, which the upload route took only as a kind its
 * bytes proved. In the order given, a repeated id kept once; undefined when the save leaves them as they are.
 * The count is bounded by the contract (LESSON_HANDOUTS_MAX).
 */
export async function checkedHandoutIds(
  db: Db,
  tenantId: number,
  ids: string[] | undefined,
): Promise<number[] | undefined> {
  if (ids === undefined) return undefined;
  const wanted = [...new Set(ids.map(Number))];
  const dirOf = new Map((await filesForHandouts(db, tenantId, wanted)).map((f) => [f.id, f.dir]));
  for (const id of wanted) {
    if (!dirOf.has(id)) throw new DomainError('fileNotFound', {}, 404);
    if (dirOf.get(id) !== 'attachment') throw new DomainError('handoutNotAttachment', {}, 400);
  }
  return wanted;
}
