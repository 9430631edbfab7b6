import './console-tables.css';
import { useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTable, type ColumnDef } from '@tanstack/react-table';
import { useLingui } from '@lingui/react/macro';
import type { Sort } from '@/lib/paged-search';
import { setWidth } from '@/lib/column-settings';
import { useTablePrefs } from '@/lib/table-prefs';
import { GridActions } from './grid-actions';
import {
  ACTIONS,
  cellClass,
  columnOfField,
  EXPAND,
  features,
  INDEX,
  useFitHeight,
  type Column,
  type SummaryRow,
} from './grid-columns';
import { HeaderCell } from './grid-header-cell';
import { useGridNavigation } from './grid-navigation';
import { langOf } from './user-content';

export { sumOf, type Column, type SummaryRow } from './grid-columns';

const ROW_BOX_SELECTOR = 'input[data-row-select]';
const SORT_SELECTOR = 'button.th-sort';

/**
 * The console's data grid, on @tanstack/react-table (headless: the look is ours). A header that stays while the
 * rows scroll in the grid's own box; cells on one line, as wide as they need up to a limit and cut with an
 * ellipsis beyond it (whole on hover and on keyboard focus); columns resizable by drag and by keyboard, the widths
 * kept with the table's column settings when it has a `name`; the actions column pinned to the right; row numbers
 * (`numberFrom`), expandable rows (`expand`), totals (`summary`); sortable headers (`sort`, `onSort`: the page's
 * `usePagedTable().toggleSort`). By keyboard it is one tab stop: arrows move between cells, Home/End to a row's
 * ends, Space ticks the row's box, Enter opens the row (`onOpen`) or shows its details.
 */
export function DataTable<T extends object>({
  columns,
  rows,
  rowKey,
  rowTestId,
  rowProps,
  sort,
  onSort,
  name,
  numberFrom,
  expand,
  summary,
  onOpen,
  label,
  inlineActions,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowTestId?: string;
  /** More attributes of a row (a sortable list's drag and drop). */
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
  sort?: Sort;
  onSort?: (field: string) => void;
  /** The table's name for its kept widths: the same as its column settings' (`useColumnSettings(name)`). */
  name?: string;
  /** The first row's number: shows a row-number column (pig-ui's index column). */
  numberFrom?: number;
  /** A row's details, shown under it when it is expanded; undefined: the row has none. */
  expand?: (row: T) => ReactNode | undefined;
  /** The summary rows of the rows shown (and of more, where the page has the figures). */
  summary?: (rows: readonly T[]) => SummaryRow[];
  /** What Enter on a row does (opens it to edit or to read). */
  onOpen?: (row: T) => void;
  /** The grid's accessible name. */
  label?: string;
  /** How many actions a row shows on its line before "More" (a narrow list of short actions may show more). */
  inlineActions?: number;
}) {
  const { t } = useLingui();
  const [kept, keep] = useTablePrefs(name);
  const [own, setOwn] = useState<Record<string, number>>({});
  const widths = name ? kept.widths : own;
  const setColumnWidth = (key: string, px: number | undefined) =>
    name ? keep(setWidth(kept, key, px)) : setOwn(setWidth({ ...kept, widths: own }, key, px).widths);

  const all: Column<T>[] = [
    ...(expand
      ? [
          {
            key: EXPAND,
            fixed: true,
            render: (row: T) => (expand(row) === undefined ? null : row),
          } as Column<T>,
        ]
      : []),
    ...(numberFrom !== undefined
      ? [{ key: INDEX, title: t`No.`, fixed: true, numeric: true, render: () => null }]
      : []),
    ...columns,
  ];
  const byKey = new Map(all.map((c) => [c.key, c]));
  // The cells render through our columns (each once, as its language is read from what it renders).
  const defs: ColumnDef<typeof features, T>[] = all.map((c) => ({
    id: c.key,
    enableSorting: Boolean(c.sortField),
  }));
  const table = useTable<typeof features, T>({
    features,
    columns: defs,
    data: rows,
    getRowId: (row) => rowKey(row),
    getRowCanExpand: (row) => Boolean(expand && expand(row.original) !== undefined),
    manualSorting: true,
    state: {
      sorting: sort
        ? [{ id: columnOfField(all, sort.field) ?? sort.field, desc: sort.order === 'desc' }]
        : [],
      columnSizing: widths,
      columnPinning: { start: [], end: byKey.has(ACTIONS) ? [ACTIONS] : [] },
    },
  });

  const scroller = useRef<HTMLDivElement>(null);
  const resizeHelp = useId();
  useFitHeight(scroller);

  // The pinned-to-the-end columns (the actions) come last, whatever order the page gave.
  const headers = [
    ...table.getStartFlatHeaders(),
    ...table.getCenterFlatHeaders(),
    ...table.getEndFlatHeaders(),
  ];
  const bodyRows = table.getRowModel().rows;
  const colCount = headers.length;
  const { at, tip, hideTip, gridProps } = useGridNavigation({
    scroller,
    lastRow: bodyRows.length - 1,
    colCount,
    onKey: (key, row, cell) => {
      const bodyRow = bodyRows[row];
      if (key === ' ' && bodyRow)
        cell.closest('tr')?.querySelector<HTMLInputElement>(ROW_BOX_SELECTOR)?.click();
      else if (key === 'Enter' && row < 0) cell.querySelector<HTMLButtonElement>(SORT_SELECTOR)?.click();
      else if (key === 'Enter' && bodyRow && onOpen) onOpen(bodyRow.original);
      else if (key === 'Enter' && bodyRow?.getCanExpand()) bodyRow.toggleExpanded();
      else return false;
      return true;
    },
  });

  const totalsRows = summary?.(rows) ?? [];
  const labelCol = headers.findIndex((h) => ![EXPAND, INDEX, 'select'].includes(h.column.id));

  return (
    <div className="grid-wrap">
      <div className="grid-scroll" ref={scroller} onScroll={hideTip}>
        <table className="data-table data-grid" role="grid" aria-label={label} {...gridProps}>
          <thead>
            <tr>
              {headers.map((header, col) => {
                const c = byKey.get(header.column.id) as Column<T>;
                return (
                  <HeaderCell
                    key={header.id}
                    column={c}
                    gridColumn={header.column}
                    width={widths[c.key]}
                    sorted={header.column.getIsSorted()}
                    onSort={onSort}
                    tabIndex={at.row === -1 && at.col === col ? 0 : -1}
                    col={col}
                    onWidth={(px) => setColumnWidth(c.key, px)}
                    expandLabel={c.key === EXPAND ? t`Details` : undefined}
                    resizeHelp={resizeHelp}
                  />
                );
              })}
            </tr>
          </thead>
          <tbody>
            {bodyRows.map((row, r) => {
              const cells = [
                ...row.getStartVisibleCells(),
                ...row.getCenterVisibleCells(),
                ...row.getEndVisibleCells(),
              ];
              return [
                <tr key={row.id} data-testid={rowTestId} {...rowProps?.(row.original, r)}>
                  {cells.map((cell, col) => {
                    const c = byKey.get(cell.column.id) as Column<T>;
                    let content: ReactNode;
                    if (c.key === EXPAND)
                      content = row.getCanExpand() ? (
                        <button
                          type="button"
                          className="grid-expand"
                          aria-expanded={row.getIsExpanded()}
                          aria-label={row.getIsExpanded() ? t`Hide details` : t`Show details`}
                          onClick={() => row.toggleExpanded()}
                          data-testid="row-expand"
                        >
                          <span aria-hidden="true">{row.getIsExpanded() ? '▾' : '▸'}</span>
                        </button>
                      ) : null;
                    else if (c.key === INDEX) content = (numberFrom ?? 1) + r;
                    else if (c.key === ACTIONS)
                      content = <GridActions max={inlineActions}>{c.render(row.original)}</GridActions>;
                    else content = c.render(row.original);
                    const width = widths[c.key];
                    return (
                      <td
                        key={cell.id}
                        role="gridcell"
                        data-row={r}
                        data-col={col}
                        tabIndex={at.row === r && at.col === col ? 0 : -1}
                        title={c.hint?.(row.original)}
                        translate={c.userContent ? 'no' : undefined}
                        lang={c.userContent ? langOf(content) : undefined}
                        className={cellClass(c, cell.column.getIsPinned())}
                        style={width ? { width, maxWidth: width } : undefined}
                      >
                        <div className="cell" style={width ? { maxWidth: width - 24 } : undefined}>
                          {content}
                        </div>
                      </td>
                    );
                  })}
                </tr>,
                row.getIsExpanded() && (
                  <tr key={`${row.id}-details`} className="grid-details" data-testid="row-details">
                    <td colSpan={colCount}>{expand?.(row.original)}</td>
                  </tr>
                ),
              ];
            })}
          </tbody>
          {totalsRows.length > 0 && rows.length > 0 && (
            <tfoot>
              {totalsRows.map((total) => (
                <tr key={total.key} data-testid={`grid-total-${total.key}`}>
                  {headers.map((header, col) => {
                    const c = byKey.get(header.column.id) as Column<T>;
                    const value = col === labelCol ? total.label : total.values[c.key];
                    return (
                      <td
                        key={header.id}
                        className={cellClass(c, header.column.getIsPinned())}
                        data-total={c.key}
                      >
                        <div className="cell">{value}</div>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tfoot>
          )}
        </table>
      </div>
      <p id={resizeHelp} hidden>
        {t`Alt and the left or right arrow change the column's width; Alt and Home fit it to its content.`}
      </p>
      {tip && (
        <div className="grid-tip" role="tooltip" style={{ left: tip.left, top: tip.top }}>
          {tip.text}
        </div>
      )}
    </div>
  );
}
