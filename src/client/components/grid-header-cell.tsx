import { useRef, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { Column as GridColumn } from '@tanstack/react-table';
import { COLUMN_MIN_WIDTH } from '@/lib/column-settings';
import { cellClass, type Column, type features } from './grid-columns';

const RESIZE_STEP = 16;
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '↑', desc: '↓', none: '↕' } as const;

/**
 * A header cell: its title (a button that asks for the next sort when the column sorts: ascending → descending →
 * none) and, for a titled column, a handle that resizes it by drag or by the arrow keys (double-click or Delete:
 * back to the width that fits).
 */
export function HeaderCell<T extends object>({
  column,
  gridColumn,
  width,
  sorted,
  onSort,
  tabIndex,
  col,
  onWidth,
  expandLabel,
  resizeHelp,
}: {
  column: Column<T>;
  gridColumn: GridColumn<typeof features, T>;
  width: number | undefined;
  sorted: false | 'asc' | 'desc';
  onSort?: (field: string) => void;
  tabIndex: number;
  col: number;
  onWidth: (px: number | undefined) => void;
  expandLabel?: string;
  /** The id of the text that tells keyboards how to resize. */
  resizeHelp: string;
}) {
  const th = useRef<HTMLTableCellElement>(null);
  const field = column.sortField;
  const title = column.title;
  const resizable = title !== undefined && !column.fixed;
  const drag = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = (e: ReactPointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, width: th.current?.offsetWidth ?? COLUMN_MIN_WIDTH };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLSpanElement>) => {
    if (drag.current) onWidth(drag.current.width + (e.clientX - drag.current.x));
  };
  // By keyboard, on the header cell in focus: Alt+←/→ narrows or widens it (Shift: four times as far), Alt+Home
  // gives back the width that fits. Plain arrows stay the grid's.
  const onResizeKey = (e: KeyboardEvent<HTMLTableCellElement>) => {
    if (!resizable || !e.altKey || e.target !== e.currentTarget) return;
    const step = e.shiftKey ? RESIZE_STEP * 4 : RESIZE_STEP;
    const now = width ?? th.current?.offsetWidth ?? COLUMN_MIN_WIDTH;
    const by = { ArrowLeft: -step, ArrowRight: step }[e.key];
    if (by !== undefined) onWidth(now + by);
    else if (e.key === 'Home') onWidth(undefined);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const pinned = gridColumn.getIsPinned();
  return (
    <th
      ref={th}
      scope="col"
      data-row={-1}
      data-col={col}
      tabIndex={tabIndex}
      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
      aria-keyshortcuts={resizable ? 'Alt+ArrowLeft Alt+ArrowRight Alt+Home' : undefined}
      aria-describedby={resizable ? resizeHelp : undefined}
      onKeyDown={onResizeKey}
      className={
        [cellClass(column, pinned), field && onSort && 'th-sortable'].filter(Boolean).join(' ') || undefined
      }
      style={width ? { width, maxWidth: width } : undefined}
    >
      <div className="cell">
        {field && onSort ? (
          <button
            type="button"
            className="th-sort"
            tabIndex={-1}
            onClick={() => onSort(field)}
            data-sort-field={field}
          >
            {title}
            <span className={sorted ? 'sort-arrow sort-arrow-on' : 'sort-arrow'} aria-hidden="true">
              {ARROW[sorted || 'none']}
            </span>
          </button>
        ) : expandLabel ? (
          <span className="visually-hidden">{expandLabel}</span>
        ) : (
          title
        )}
      </div>
      {resizable && (
        // The mouse's handle; keyboards resize from the header cell (above), so it stays out of the cell's name.
        <span
          className="col-resize"
          aria-hidden="true"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onDoubleClick={() => onWidth(undefined)}
          data-testid={`resize-${column.key}`}
        />
      )}
    </th>
  );
}
