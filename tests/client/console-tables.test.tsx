import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render as rtlRender, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZES } from '@contract/constants';
import { useColumnSettings } from '@/components/column-settings';
import { DataTable, type Column } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { move, NO_PREFS, ordered, readPrefs, setShown, shown } from '@/lib/column-settings';
import { nextSort, sortOf } from '@/lib/paged-search';
import { LOCAL_PREFIX } from '@/lib/storage';
import { forgetTablePrefs } from '@/lib/table-prefs';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
const wrap = (ui: ReactNode) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;
const render = (ui: ReactNode) => {
  const r = rtlRender(wrap(ui));
  return { ...r, rerender: (next: ReactNode) => r.rerender(wrap(next)) };
};
afterEach(() => {
  cleanup();
  localStorage.clear();
  forgetTablePrefs();
});

const ALL = ['name', 'phone', 'state', 'created'];

describe('column settings (pure)', () => {
  it('reads a stored value safely: anything malformed is no settings', () => {
    expect(readPrefs(null)).toEqual(NO_PREFS);
    expect(readPrefs('name')).toEqual(NO_PREFS);
    expect(readPrefs({ hidden: 'name', order: [1, 'phone'] })).toEqual({
      hidden: [],
      order: ['phone'],
      widths: {},
    });
    expect(readPrefs({ hidden: ['x'.repeat(65), 'name'], order: [] })).toEqual({
      hidden: ['name'],
      order: [],
      widths: {},
    });
  });

  it('orders the columns staff ordered first, the others after in the page’s order; unknown keys dropped', () => {
    expect(ordered(ALL, NO_PREFS)).toEqual(ALL);
    expect(ordered(ALL, { hidden: [], order: ['created', 'gone', 'name', 'created'], widths: {} })).toEqual([
      'created',
      'name',
      'phone',
      'state',
    ]);
    expect(shown(ALL, { hidden: ['phone', 'gone'], order: ['state'], widths: {} })).toEqual([
      'state',
      'name',
      'created',
    ]);
  });

  it('hides and shows a column, never the last one shown', () => {
    const hidden = setShown(ALL, NO_PREFS, 'phone', false);
    expect(shown(ALL, hidden)).toEqual(['name', 'state', 'created']);
    expect(shown(ALL, setShown(ALL, hidden, 'phone', true))).toEqual(ALL);
    const one = { hidden: ['name', 'phone', 'state'], order: [], widths: {} };
    expect(setShown(ALL, one, 'created', false)).toBe(one);
  });

  it('moves a column up or down, not past either end', () => {
    expect(ordered(ALL, move(ALL, NO_PREFS, 'state', -1))).toEqual(['name', 'state', 'phone', 'created']);
    expect(ordered(ALL, move(ALL, NO_PREFS, 'name', 1))).toEqual(['phone', 'name', 'state', 'created']);
    expect(move(ALL, NO_PREFS, 'name', -1)).toBe(NO_PREFS);
    expect(move(ALL, NO_PREFS, 'created', 1)).toBe(NO_PREFS);
  });
});

type Row = { id: string; name: string; phone: string };
const ROWS: Row[] = [
  { id: '1', name: 'Ann', phone: '1' },
  { id: '2', name: 'Bob', phone: '2' },
];
const COLUMNS: Column<Row>[] = [
  { key: 'select', title: <input type="checkbox" aria-label="all" />, fixed: true, render: () => null },
  { key: 'name', title: 'Name', render: (r) => r.name, sortField: 'name' },
  { key: 'phone', title: 'Phone', render: (r) => r.phone },
  { key: 'actions', title: 'Actions', fixed: true, render: () => 'edit' },
];

describe('the data table’s sortable headers', () => {
  it('are buttons with aria-sort on the header cell, cycling ascending, descending, none', () => {
    let sort: string | undefined;
    const onSort = vi.fn((field: string) => (sort = nextSort(sortOf({ sort }), field)));
    const table = () => (
      <DataTable rows={ROWS} rowKey={(r) => r.id} columns={COLUMNS} sort={sortOf({ sort })} onSort={onSort} />
    );
    const { rerender } = render(table());
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    // Only the sortable column is a button; the others are plain headers.
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(header().getAttribute('aria-sort')).toBeNull();
    const states: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      fireEvent.click(screen.getByRole('button', { name: /Name/ }));
      rerender(table());
      states.push(header().getAttribute('aria-sort'));
    }
    expect(states).toEqual(['ascending', 'descending', null]);
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('stay plain headers when the page gives no onSort', () => {
    render(<DataTable rows={ROWS} rowKey={(r) => r.id} columns={COLUMNS} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the pager’s page size', () => {
  const page = { records: [], total: '42', size: '10', current: '2', pages: '5' };

  it('offers the spec’s sizes, labelled, with the total, and hands a new size back', () => {
    const onSize = vi.fn();
    render(<Pager page={page} onChange={() => {}} onSize={onSize} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect([...select.querySelectorAll('option')].map((o) => Number(o.value))).toEqual([...PAGE_SIZES]);
    expect((select as HTMLSelectElement).value).toBe('10');
    expect(screen.getByTestId('pager-summary').textContent).toBe('42 in total, page 2 of 5');
    fireEvent.change(select, { target: { value: '50' } });
    expect(onSize).toHaveBeenCalledWith(50);
  });

  it('is left out when the list has no size to change', () => {
    render(<Pager page={page} onChange={() => {}} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

function Settings({ table }: { table: string }) {
  const settings = useColumnSettings(table);
  const [columns, control] = settings.apply(COLUMNS);
  return (
    <>
      {control}
      <DataTable rows={ROWS} rowKey={(r) => r.id} columns={columns} />
    </>
  );
}
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent || h.querySelector('input')?.getAttribute('aria-label'));

describe('the column settings control', () => {
  it('opens a checklist that takes the focus; Escape closes it and gives the focus back', () => {
    render(<Settings table="people" />);
    const button = screen.getByRole('button', { name: 'Columns' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('group', { name: 'Columns' });
    // Fixed columns (the tick boxes, the actions) are not listed.
    expect(screen.getAllByRole('checkbox', { name: /Name|Phone/ })).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Name' }));
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Columns' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('hides and orders columns, kept per table under the product’s prefix', async () => {
    const { unmount } = render(<Settings table="people" />);
    expect(headers()).toEqual(['all', 'Name', 'Phone', 'Actions']);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Name' }));
    expect(headers()).toEqual(['all', 'Phone', 'Actions']);
    // The last column shown cannot be hidden.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Phone' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Phone up' }));
    expect(headers()).toEqual(['all', 'Phone', 'Name', 'Actions']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Phone up' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Name' }));
    expect(JSON.parse(localStorage.getItem(`${LOCAL_PREFIX}columns:people`) ?? 'null')).toEqual({
      hidden: ['name'],
      order: ['phone', 'name'],
      widths: {},
    });
    unmount();
    // Read back on the next visit; another table keeps its own.
    render(<Settings table="people" />);
    expect(headers()).toEqual(['all', 'Phone', 'Actions']);
    cleanup();
    render(<Settings table="logs" />);
    expect(headers()).toEqual(['all', 'Name', 'Phone', 'Actions']);
    cleanup();
    render(<Settings table="people" />);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await act(() =>
      fireEvent.click(screen.getByRole('button', { name: 'Show all in the usual order and widths' })),
    );
    expect(headers()).toEqual(['all', 'Name', 'Phone', 'Actions']);
    expect(localStorage.getItem(`${LOCAL_PREFIX}columns:people`)).toBeNull();
  });

  it('closes on a click elsewhere, keeping the focus where it went', () => {
    render(<Settings table="people" />);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.queryByRole('group', { name: 'Columns' })).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('group', { name: 'Columns' })).toBeNull();
  });
});
