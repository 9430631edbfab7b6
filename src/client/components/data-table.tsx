import type { HTMLAttributes, ReactNode } from 'react';

export type Column<T> = {
  key: string;
  /** The header cell; leave it out for an actions column. */
  title?: ReactNode;
  render: (row: T) => ReactNode;
  /** A tooltip for the cell, e.g. the whole value of a shortened one. */
  hint?: (row: T) => string | undefined;
  /** The cells hold what people wrote or machines made (names, titles, device ids): shown as written, never translated. */
  userContent?: boolean;
};

/** The console's plain table: a header row, one row per record (`rowTestId` names the rows for tests). */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowTestId,
  rowProps,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowTestId?: string;
  /** More attributes of a row (a sortable list's drag and drop). */
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
}) {
  return (
    <table className="data-table">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key}>{c.title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)} data-testid={rowTestId} {...rowProps?.(row, index)}>
            {columns.map((c) => (
              <td key={c.key} title={c.hint?.(row)} translate={c.userContent ? 'no' : undefined}>
                {c.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
