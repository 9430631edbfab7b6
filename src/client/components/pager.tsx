import './console-tables.css';
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZES } from '@contract/constants';
import type { Page } from '@contract/envelope';
import { gapTarget, jumpTarget, pagerItems } from '@/lib/pager-items';

/**
 * The console tables' pager, as pig-ui's (`total, sizes, prev, pager, next, jumper`): the total, the page size
 * (the spec's 1, 10, 20, 50, 100, 200; a new size goes back to the first page), previous, the numbered pages with
 * gaps (a gap's button jumps over the pages it hides), next, and "go to page". The page and size live in the
 * address (`usePagedTable`).
 */
export function Pager({
  page,
  onChange,
  onSize,
}: {
  page: Page<unknown> | undefined;
  onChange: (current: number) => void;
  onSize?: (size: number) => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  if (!page) return null;
  const current = Number(page.current);
  const pages = Math.max(1, Number(page.pages));
  const total = page.total;
  const size = Number(page.size);
  const sizes: number[] = PAGE_SIZES.includes(size as never)
    ? [...PAGE_SIZES]
    : [...PAGE_SIZES, size].sort((a, b) => a - b);
  const jump = (e: FormEvent) => {
    e.preventDefault();
    const to = jumpTarget(typed, pages);
    setTyped('');
    if (to !== undefined && to !== current) onChange(to);
  };
  return (
    <nav className="pager" aria-label={t`Pages`} data-testid="pager">
      <span className="pager-total" data-testid="pager-summary" aria-live="polite">
        <Trans>
          {total} in total, page {current} of {pages}
        </Trans>
      </span>
      {onSize && (
        <select
          className="pager-size"
          aria-label={t`Rows per page`}
          value={size}
          onChange={(e) => onSize(Number(e.currentTarget.value))}
          data-testid="pager-size"
        >
          {sizes.map((n) => (
            <option key={n} value={n}>
              {t`${n} / page`}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        className="pager-button"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        aria-label={t`Previous page`}
        data-testid="pager-prev"
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="pager-pages">
        {pagerItems(current, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pager-button"
                aria-current={item === current ? 'page' : undefined}
                aria-label={t`Page ${item}`}
                onClick={() => item !== current && onChange(item)}
                data-testid="pager-page"
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pager-button pager-gap"
                aria-label={item === 'prev-more' ? t`Earlier pages` : t`Later pages`}
                onClick={() => onChange(gapTarget(item, current, pages))}
                data-testid={`pager-${item}`}
              >
                <span aria-hidden="true">…</span>
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pager-button"
        disabled={current >= pages}
        onClick={() => onChange(current + 1)}
        aria-label={t`Next page`}
        data-testid="pager-next"
      >
        <span aria-hidden="true">›</span>
      </button>
      <form className="pager-jump" onSubmit={jump}>
        <label>
          <Trans>Go to</Trans>
          <input
            inputMode="numeric"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onBlur={(e) => typed && jump(e)}
            aria-label={t`Go to page (1 to ${pages})`}
            data-testid="pager-jump"
          />
        </label>
      </form>
    </nav>
  );
}

/** The number of a page's first row (row numbers go on from page to page). */
export const firstRowNumber = (page: Page<unknown> | undefined) =>
  page ? (Math.max(1, Number(page.current)) - 1) * Number(page.size) + 1 : 1;
