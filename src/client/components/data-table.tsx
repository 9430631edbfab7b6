import './console-tables.css';
import type { HTMLAttributes, ReactNode } from 'react';
import type { Sort } from '@/lib/paged-search';
import { langOf } from './user-content';

export type Column<T> = {
  key: string;
  /** The header cell; leave it out for an actions column. */
  title?: ReactNode;
  render: (row: T) => ReactNode;
  /** A tooltip for the cell, e.g. the whole value of a shortened one. */
  hint?: (row: T) => string | undefined;
  /**
   * The cells hold what people wrote or machines made (names, titles, device ids): shown as written, never
   * translated.
   */
  userContent?: boolean;
  /** The field the list's page call sorts this column by (its `ascs` / `descs`): the header becomes a button. */
  sortField?: string;
  /** Always shown, never listed in the column settings (the tick boxes, the actions). */
  fixed?: boolean;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '↑', desc: '↓', none: '↕' } as const;

/** A header cell; a sortable one is a button that asks for the next sort (ascending → descending → none). */
function HeaderCell({
  title,
  field,
  sort,
  onSort,
}: {
  title: ReactNode;
  field?: string;
  sort?: Sort;
  onSort?: (field: string) => void;
}) {
  if (!field || !onSort) return <th>{title}</th>;
  const order = sort?.field === field ? sort.order : undefined;
  return (
    <th aria-sort={order ? ARIA_SORT[order] : undefined} className="th-sortable">
      <button type="button" className="th-sort" onClick={() => onSort(field)} data-sort-field={field}>
        {title}
        <span className={order ? 'sort-arrow sort-arrow-on' : 'sort-arrow'} aria-hidden="true">
          {ARROW[order ?? 'none']}
        </span>
      </button>
    </th>
  );
}

/**
 * The console's plain table: a header row, one row per record (`rowTestId` names the rows for tests). Columns with
 * a `sortField` sort through `onSort` (the page's `usePagedTable().toggleSort`), `sort` being the current one.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowTestId,
  rowProps,
  sort,
  onSort,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowTestId?: string;
  /** More attributes of a row (a sortable list's drag and drop). */
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
  sort?: Sort;
  onSort?: (field: string) => void;
}) {
  return (
    <table className="data-table">
      <thead>
        <tr>
          {columns.map((c) => (
            <HeaderCell key={c.key} title={c.title} field={c.sortField} sort={sort} onSort={onSort} />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)} data-testid={rowTestId} {...rowProps?.(row, index)}>
            {columns.map((c) => {
              const content = c.render(row);
              return (
                <td
                  key={c.key}
                  title={c.hint?.(row)}
                  translate={c.userContent ? 'no' : undefined}
                  lang={c.userContent ? langOf(content) : undefined}
                >
                  {content}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
