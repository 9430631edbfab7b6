import { breathe, SLICE_ROWS as ROWS_PER_STATEMENT } from '../lib/pace';

type Pageable<T> = { limit(n: number): { offset(n: number): PromiseLike<T[]> } };

/**
 * Page `current` of `size` rows of a query (ordered, `$dynamic()`), read in statements of at most
 * ROWS_PER_STATEMENT rows with the event loop free between them: on the embedded database a page of
 * 1,000 wide rows read at once holds every other request for about 80 ms.
 */
export async function pageRows<T>(query: Pageable<T>, current: number, size: number): Promise<T[]> {
  const first = (current - 1) * size;
  if (size <= ROWS_PER_STATEMENT) return query.limit(size).offset(first);
  const rows: T[] = [];
  for (let done = 0; done < size; done += ROWS_PER_STATEMENT) {
    if (done > 0) await breathe();
    const want = Math.min(ROWS_PER_STATEMENT, size - done);
    const got = await query.limit(want).offset(first + done);
    rows.push(...got);
    if (got.length < want) break;
  }
  return rows;
}
