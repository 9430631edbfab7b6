import { useNavigate, useSearch } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import { idOf } from '@contract/constants';
import { filtersOf, nextSort, pageParams, pagedSearch, sortOf, type PagedSearch } from './paged-search';

type Filters = Record<string, string | undefined>;
export type PageParams<F> = Partial<F> & { current: number; size: number; ascs?: string; descs?: string };

/**
 * The one paging state of every console list, kept in the address (checked by the console routes' validateSearch,
 * the contract's zod listSearchSchema): the page, its size, the sort and the filters, so a reload, a link or the
 * back button opens the same page. A new filter, size or sort goes back to the first page. `params` is what the
 * list's page call sends; the filters' values are the server's to validate (a hand-edited one is answered with its
 * message).
 */
export function usePagedTable<F extends Filters = Filters>() {
  // Checked again: the first console address of a visit was matched before the check loaded.
  const search = pagedSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const go = (next: PagedSearch) => void navigate({ to: '.', search: next, replace: true });
  const sort = sortOf(search);
  return {
    current: search.current ?? 1,
    size: search.size ?? DEFAULT_PAGE_SIZE,
    sort,
    filter: filtersOf(search) as Partial<F>,
    params: pageParams(search) as PageParams<F>,
    setPage: (current: number) => go({ ...search, current }),
    setSize: (size: number) => go({ ...search, size, current: undefined }),
    /** Changes some filters (an empty value drops its filter) and goes back to the first page. */
    setFilter: (change: Partial<F>) => {
      const next: PagedSearch = { ...search, current: undefined };
      for (const [key, value] of Object.entries(change as Filters)) next[key] = value || undefined;
      go(next);
    },
    toggleSort: (field: string) => go({ ...search, sort: nextSort(sort, field), current: undefined }),
  };
}

/** The id a console page shows, from its address (`?id=`, `?courseId=`…), or undefined when there is none. */
export const useSearchId = (key: string) => idOf(useSearch({ strict: false })[key as never]);
