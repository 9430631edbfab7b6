import { Button } from 'antd-mobile';
import './console-pickers.css';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useAuth } from '@/lib/permissions';

/** The toolbar's export button shows when `exportable` is true or the given permission is held. */
export const showsExport = (exportable: boolean | undefined, held: boolean) => exportable === true || held;

/**
 * A console table's toolbar: the page's own actions on the left, then refresh, export (by the rule above) and
 * whatever settings the page adds (column settings).
 */
export function TableToolbar({
  children,
  onRefresh,
  onExport,
  exportable,
  exportPermission = '',
  settings,
  selection,
}: {
  children?: ReactNode;
  onRefresh?: () => void;
  onExport?: () => void;
  exportable?: boolean;
  exportPermission?: string;
  settings?: ReactNode;
  /** The rows ticked in the grid: their count and a way to untick them (export then acts on them alone). */
  selection?: { count: number; onClear: () => void };
}) {
  const held = useAuth(exportPermission);
  const count = selection?.count ?? 0;
  return (
    <div className="console-toolbar table-toolbar" role="toolbar">
      {children}
      {selection && <SelectionCount {...selection} />}
      <span className="table-toolbar-end">
        {onRefresh && (
          <Button size="small" onClick={onRefresh} data-testid="toolbar-refresh">
            <Trans>Refresh</Trans>
          </Button>
        )}
        {onExport && showsExport(exportable, held && exportPermission !== '') && (
          <Button size="small" onClick={onExport} data-testid="toolbar-export">
            {count > 0 ? <Trans>Export selected ({count})</Trans> : <Trans>Export</Trans>}
          </Button>
        )}
        {settings}
      </span>
    </div>
  );
}

/** How many rows are ticked (said as it changes) and a button to untick them all. */
export function SelectionCount({ count, onClear }: { count: number; onClear: () => void }) {
  return (
    <span className="table-selection" aria-live="polite" data-testid="selection-count">
      {count > 0 && (
        <>
          <Trans>{count} selected</Trans>
          <Button size="mini" fill="none" onClick={onClear} data-testid="selection-clear">
            <Trans>Clear selection</Trans>
          </Button>
        </>
      )}
    </span>
  );
}
