import { useLayoutEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Column } from './data-table';

/**
 * A grid's square tick box; `mixed` shows the header's "some of the page" state, `row` marks a row's own box (Space
 * on the row's cells ticks it).
 */
export function TickBox({
  checked,
  mixed = false,
  label,
  onChange,
  row = false,
}: {
  checked: boolean;
  mixed?: boolean;
  label: string;
  onChange: (on: boolean) => void;
  row?: boolean;
}) {
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="grid-tick"
      checked={checked}
      aria-label={label}
      onChange={(e) => onChange(e.currentTarget.checked)}
      data-row-select={row ? '' : undefined}
    />
  );
}

/**
 * A console table's first column: a box per row and one in the header for all rows of the page (ticked when all
 * are, mixed when some are). The caller keeps the selected ids; Space on a row of the grid ticks its box.
 */
export function useSelectColumn<T>(
  rows: readonly T[],
  idOf: (row: T) => string,
  selected: string[],
  setSelected: (ids: string[]) => void,
): Column<T> {
  const { t } = useLingui();
  const onPage = rows.filter((r) => selected.includes(idOf(r))).length;
  return {
    key: 'select',
    fixed: true,
    title: (
      <TickBox
        checked={rows.length > 0 && onPage === rows.length}
        mixed={onPage > 0 && onPage < rows.length}
        onChange={(on) => setSelected(on ? rows.map(idOf) : [])}
        label={t`Select all`}
      />
    ),
    render: (row) => (
      <TickBox
        row
        checked={selected.includes(idOf(row))}
        onChange={(on) =>
          setSelected(on ? [...selected, idOf(row)] : selected.filter((id) => id !== idOf(row)))
        }
        label={t`Select`}
      />
    ),
  };
}
