/** The numbered pager's buttons at most, first and last page included (the spec's pager count, el-pagination's). */
export const PAGER_COUNT = 5;

/** A numbered pager's items: page numbers, and a gap ('prev-more' / 'next-more') where pages are left out. */
export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * The pages a numbered pager shows, as pig-ui's el-pagination does with its pager count: every page when there
 * are at most `count`; otherwise the first and the last always, the current one in the middle of the others, and
 * a gap on the side (or sides) where pages are left out. `count` is odd (5 by the spec).
 */
export function pagerItems(current: number, pages: number, count: number = PAGER_COUNT): PagerItem[] {
  const last = Math.max(1, Math.floor(pages));
  const at = Math.min(Math.max(1, Math.floor(current)), last);
  if (last <= count) return Array.from({ length: last }, (_, i) => i + 1);
  const half = (count - 1) / 2;
  const prevMore = at > count - half;
  const nextMore = at < last - half;
  let from: number;
  let to: number;
  if (prevMore && !nextMore) [from, to] = [last - (count - 2), last - 1];
  else if (!prevMore && nextMore) [from, to] = [2, count - 1];
  else {
    const offset = Math.floor(count / 2) - 1;
    [from, to] = [at - offset, at + offset];
  }
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const before: PagerItem[] = prevMore ? ['prev-more'] : [];
  const after: PagerItem[] = nextMore ? ['next-more'] : [];
  return [1, ...before, ...middle, ...after, last];
}

/** Where a gap's button goes: el-pagination jumps `count - 2` pages, never past either end. */
export const gapTarget = (
  item: 'prev-more' | 'next-more',
  current: number,
  pages: number,
  count = PAGER_COUNT,
) => (item === 'prev-more' ? Math.max(1, current - (count - 2)) : Math.min(pages, current + (count - 2)));

/** A page typed into "go to page": a whole number within 1…pages, or undefined for anything else. */
export function jumpTarget(typed: string, pages: number): number | undefined {
  const n = Number(typed.trim());
  if (!typed.trim() || !Number.isFinite(n)) return undefined;
  return Math.min(Math.max(1, Math.round(n)), Math.max(1, pages));
}
