import type { ReactNode } from 'react';

/**
 * A page's "nothing here" or "could not load": a small drawn box, a title and a line of detail. In place of
 * antd-mobile's ErrorBlock, whose illustrations alone were 10 KiB of a phone's first visit.
 */
export function EmptyState({
  title,
  description,
  'data-testid': testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <svg viewBox="0 0 48 40" width="48" height="40" aria-hidden="true">
        <path d="M4 14 12 4h24l8 10v22H4z" />
        <path d="M4 14h12l2 5h12l2-5h12" />
      </svg>
      <div className="empty-state-title">{title}</div>
      {description ? <div className="empty-state-description">{description}</div> : null}
    </div>
  );
}
