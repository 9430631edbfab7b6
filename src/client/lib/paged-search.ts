import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@contract/constants';

/**
 * A console list's place in the address: page, page size, sort and filters, so a link, a reload or the back button
 * opens the same page of the same list. Parsed without zod: route definitions travel in every phone's first chunk,
 * and this parser is the same few hundred bytes for every console list. Each page checks its own filters' values
 * where it reads them (the server validates them again with the contract's schema).
 */
export type Sort = { field: string; order: 'asc' | 'desc' };
export type PagedSearch = {
  current?: number;
  size?: number;
  /** `field,asc` or `field,desc`. */
  sort?: string;
  [filter: string]: string | number | undefined;
};

/** A filter value longer than this is not a filter anyone typed; it is dropped rather than sent. */
const FILTER_MAX = 100;
const SORT = /^([A-Za-z][A-Za-z0-9_]{0,40}),(asc|desc)$/;
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;

const positive = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

function keptValue(key: string, value: unknown): string | number | undefined {
  if (key === 'current') return positive(value);
  if (key === 'size') {
    const size = positive(value);
    return (PAGE_SIZES as readonly number[]).includes(size ?? 0) ? size : undefined;
  }
  if (key === 'sort') return typeof value === 'string' && SORT.test(value) ? value : undefined;
  if (!KEY.test(key) || (typeof value !== 'string' && typeof value !== 'number')) return undefined;
  const text = String(value);
  return text !== '' && text.length <= FILTER_MAX ? text : undefined;
}

/** The route's validateSearch: keeps what is well formed and drops the rest (a hand-edited link never breaks). */
export function pagedSearch(raw: Record<string, unknown>): PagedSearch {
  const out: PagedSearch = {};
  for (const [key, value] of Object.entries(raw)) {
    const kept = keptValue(key, value);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

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
