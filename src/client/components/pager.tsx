import { Button } from 'antd-mobile';
import './console-tables.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZES } from '@contract/constants';
import type { Page } from '@contract/envelope';

/**
 * Previous / next with "page x of y, n in total" for the console tables, and, given `onSize`, the page size
 * (the spec's 1, 10, 20, 50, 100, 200): a new size goes back to the first page (`usePagedTable().setSize`).
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
  if (!page) return null;
  const current = Number(page.current);
  const pages = Math.max(1, Number(page.pages));
  const total = page.total;
  const size = Number(page.size);
  const sizes: number[] = PAGE_SIZES.includes(size as never)
    ? [...PAGE_SIZES]
    : [...PAGE_SIZES, size].sort((a, b) => a - b);
  return (
    <div className="pager" data-testid="pager">
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
      <Button size="mini" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span data-testid="pager-summary" aria-live="polite">
        <Trans>
          Page {current} of {pages}, {total} in total
        </Trans>
      </span>
      <Button size="mini" disabled={current >= pages} onClick={() => onChange(current + 1)}>
        <Trans>Next</Trans>
      </Button>
    </div>
  );
}
