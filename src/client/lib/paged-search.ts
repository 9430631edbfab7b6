import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import type { ListSearch } from '@contract/envelope';
import { pagedSearch } from './list-search-check';

/**
 * A console list's place in the address: page, page size, sort and filters, so a link, a reload or the back button
 * opens the same page of the same list. The contract's zod `listSearchSchema` checks it (lib/list-search-check.ts),
 * loaded with the console rather than here: route options travel in every phone's first chunk and TanStack Router
 * never splits out a validateSearch, so zod there would cost every phone about 24 KiB.
 */
export type Sort = { field: string; order: 'asc' | 'desc' };
export type PagedSearch = ListSearch;
export { pagedSearch };

/** `field,asc` or `field,desc`, as listSearchSchema keeps it. */
const SORT = /^(.+),(asc|desc)$/;

export const sortOf = (search: PagedSearch): Sort | undefined => {
  const m = search.sort ? SORT.exec(search.sort) : null;
  return m?.[1] && m[2] ? { field: m[1], order: m[2] as Sort['order'] } : undefined;
};

/** The next sort of a column header: ascending → descending → none. */
export function nextSort(current: Sort | undefined, field: string): string | undefined {
  if (current?.field !== field) return [field, 'asc'].join(',');
  return current.order === 'asc' ? [field, 'desc'].join(',') : undefined;
}

/** The filters of a search: everything but the page, the size and the sort. */
export function filtersOf(search: PagedSearch): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(search))
    if (key !== 'current' && key !== 'size' && key !== 'sort' && value !== undefined)
      out[key] = String(value);
  return out;
}

/**
 * What a page call sends: pig's `current` and `size`, the filters, and `ascs`/`descs` for a sort. Takes the
 * address's search as it comes (a route loader's `location.search`) and checks it first.
 */
export function pageParams(raw: Record<string, unknown>) {
  const search = pagedSearch(raw);
  const sort = sortOf(search);
  return {
    ...filtersOf(search),
    current: search.current ?? 1,
    size: search.size ?? DEFAULT_PAGE_SIZE,
    ...(sort ? { [sort.order === 'asc' ? 'ascs' : 'descs']: sort.field } : {}),
  };
}
