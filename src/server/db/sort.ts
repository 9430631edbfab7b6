import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A list's sortable fields, by their wire names, and the column (or expression) each orders by. */
export type SortColumns<F extends string> = Readonly<Record<F, AnyColumn | SQL>>;
/** pig's `ascs` / `descs` as the contract's `sortablePageQuery` parsed them: known fields, in the order named. */
export type SortQuery<F extends string> = { ascs?: readonly F[]; descs?: readonly F[] };

/**
 * The ORDER BY of a console list's page. Without a sort asked for, the list's own order (`fallback`). With one:
 * pig's `ascs` then `descs`, each field once, in the order named, rows without a value last whichever the
 * direction; then the id in the first field's direction, so equal values keep one order and paging is
 * deterministic (docs/decisions/console.md).
 */
export function orderOf<F extends string>(
  columns: SortColumns<F>,
  sort: SortQuery<F>,
  fallback: SQL[],
  id: AnyColumn,
): SQL[] {
  const named: { by: AnyColumn | SQL; dir: 'asc' | 'desc' }[] = [];
  const seen = new Set<F>();
  for (const [dir, fields] of [
    ['asc', sort.ascs],
    ['desc', sort.descs],
  ] as const)
    for (const field of fields ?? [])
      if (!seen.has(field)) {
        seen.add(field);
        named.push({ by: columns[field], dir });
      }
  const first = named[0];
  if (!first) return fallback;
  const terms = named.map(({ by, dir }) => sql`${by} ${sql.raw(dir)} nulls last`);
  return named.some((n) => n.by === id) ? terms : [...terms, first.dir === 'asc' ? asc(id) : desc(id)];
}
