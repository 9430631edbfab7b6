import { Checkbox } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import type { Column } from './data-table';

/**
 * A console table's first column: a box per row and one in the header for all rows of the page. The caller keeps
 * the selected ids.
 */
export function useSelectColumn<T>(
  rows: readonly T[],
  idOf: (row: T) => string,
  selected: string[],
  setSelected: (ids: string[]) => void,
): Column<T> {
  const { t } = useLingui();
  return {
    key: 'select',
    fixed: true,
    title: (
      <Checkbox
        className="tick-choice"
        checked={rows.length > 0 && selected.length === rows.length}
        onChange={(on) => setSelected(on ? rows.map(idOf) : [])}
        aria-label={t`Select all`}
      />
    ),
    render: (row) => (
      <Checkbox
        className="tick-choice"
        checked={selected.includes(idOf(row))}
        onChange={(on) =>
          setSelected(on ? [...selected, idOf(row)] : selected.filter((id) => id !== idOf(row)))
        }
        aria-label={t`Select`}
      />
    ),
  };
}
