import { Button } from '@/components/ui/button';
import { Trans } from '@lingui/react/macro';
import type { Page } from '@contract/envelope';

/** Previous / next with "page x of y, n in total" for the console tables. */
export function Pager({
  page,
  onChange,
}: {
  page: Page<unknown> | undefined;
  onChange: (current: number) => void;
}) {
  if (!page) return null;
  const current = Number(page.current);
  const pages = Math.max(1, Number(page.pages));
  const total = page.total;
  return (
    <div className="pager">
      <Button size="mini" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span>
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
