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
}: {
  children?: ReactNode;
  onRefresh?: () => void;
  onExport?: () => void;
  exportable?: boolean;
  exportPermission?: string;
  settings?: ReactNode;
}) {
  const held = useAuth(exportPermission);
  return (
    <div className="console-toolbar table-toolbar" role="toolbar">
      {children}
      <span className="table-toolbar-end">
        {onRefresh && (
          <Button size="small" onClick={onRefresh} data-testid="toolbar-refresh">
            <Trans>Refresh</Trans>
          </Button>
        )}
        {onExport && showsExport(exportable, held && exportPermission !== '') && (
          <Button size="small" onClick={onExport} data-testid="toolbar-export">
            <Trans>Export</Trans>
          </Button>
        )}
        {settings}
      </span>
    </div>
  );
}
