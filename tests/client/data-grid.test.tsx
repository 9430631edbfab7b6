import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render as rtlRender, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Auth } from '@/components/auth-gates';
import { DataTable, sumOf, type Column } from '@/components/data-table';
import { GridActions, INLINE_ACTIONS, visibleActions } from '@/components/grid-actions';
import { firstRowNumber, Pager } from '@/components/pager';
import { useSelectColumn } from '@/components/select-column';
import { COLUMN_MAX_WIDTH, COLUMN_MIN_WIDTH, NO_PREFS, readPrefs, setWidth } from '@/lib/column-settings';
import { gapTarget, jumpTarget, pagerItems } from '@/lib/pager-items';
import { setUser } from '@/lib/session';
import { LOCAL_PREFIX } from '@/lib/storage';
import { forgetTablePrefs } from '@/lib/table-prefs';
import { useState } from 'react';
import { frameStyle } from '@/features/admin/frame/frame-style';
import { THEME_DEFAULTS } from '@/features/admin/frame/theme-config';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
const render = (ui: ReactNode) => rtlRender(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
afterEach(() => {
  cleanup();
  localStorage.clear();
  forgetTablePrefs();
  setUser(null);
});

describe('the numbered pager’s pages (pager count 5, as el-pagination)', () => {
  it('shows every page when there are at most five', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 0)).toEqual([1]);
  });

  it('keeps the first and last, the current one among its neighbours, and a gap where pages are left out', () => {
    expect(pagerItems(1, 40)).toEqual([1, 2, 3, 4, 'next-more', 40]);
    expect(pagerItems(3, 40)).toEqual([1, 2, 3, 4, 'next-more', 40]);
    expect(pagerItems(4, 40)).toEqual([1, 'prev-more', 3, 4, 5, 'next-more', 40]);
    expect(pagerItems(20, 40)).toEqual([1, 'prev-more', 19, 20, 21, 'next-more', 40]);
    expect(pagerItems(37, 40)).toEqual([1, 'prev-more', 36, 37, 38, 'next-more', 40]);
    expect(pagerItems(38, 40)).toEqual([1, 'prev-more', 37, 38, 39, 40]);
    expect(pagerItems(40, 40)).toEqual([1, 'prev-more', 37, 38, 39, 40]);
    expect(pagerItems(6, 6)).toEqual([1, 'prev-more', 3, 4, 5, 6]);
  });

  it('reads a page out of range as the nearest end', () => {
    expect(pagerItems(99, 6)).toEqual(pagerItems(6, 6));
    expect(pagerItems(-3, 6)).toEqual(pagerItems(1, 6));
  });

  it('jumps three pages over a gap, never past either end', () => {
    expect(gapTarget('next-more', 1, 40)).toBe(4);
    expect(gapTarget('prev-more', 20, 40)).toBe(17);
    expect(gapTarget('prev-more', 2, 40)).toBe(1);
    expect(gapTarget('next-more', 39, 40)).toBe(40);
  });

  it('goes to a typed page within 1…pages; anything else goes nowhere', () => {
    expect(jumpTarget('3', 40)).toBe(3);
    expect(jumpTarget(' 40 ', 40)).toBe(40);
    expect(jumpTarget('41', 40)).toBe(40);
    expect(jumpTarget('0', 40)).toBe(1);
    expect(jumpTarget('2.6', 40)).toBe(3);
    expect(jumpTarget('', 40)).toBeUndefined();
    expect(jumpTarget('abc', 40)).toBeUndefined();
  });

  it('numbers rows on from page to page', () => {
    expect(firstRowNumber(undefined)).toBe(1);
    expect(firstRowNumber({ records: [], total: '95', size: '20', current: '3', pages: '5' })).toBe(41);
  });
});

describe('the pager', () => {
  const page = { records: [], total: '400', size: '10', current: '20', pages: '40' };

  it('goes to a page by number, by a gap, by previous and next, and by "go to page"', () => {
    const onChange = vi.fn<(n: number) => void>();
    render(<Pager page={page} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 20' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 40' }));
    fireEvent.click(screen.getByRole('button', { name: 'Earlier pages' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const jumper = screen.getByRole('textbox', { name: 'Go to page (1 to 40)' });
    fireEvent.change(jumper, { target: { value: '3' } });
    fireEvent.submit(jumper);
    expect(onChange.mock.calls.map(([n]) => n)).toEqual([40, 17, 19, 21, 3]);
    expect((jumper as HTMLInputElement).value).toBe('');
    // The current page and nonsense go nowhere.
    fireEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    fireEvent.change(jumper, { target: { value: 'x' } });
    fireEvent.submit(jumper);
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('cannot go before the first page or after the last', () => {
    render(<Pager page={{ ...page, current: '1', pages: '1', total: '3' }} onChange={() => {}} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);
  });
});

describe('kept column widths', () => {
  it('reads stored widths safely and within bounds', () => {
    expect(
      readPrefs({ hidden: [], order: [], widths: { name: 120.4, phone: 'x', big: 9999, tiny: 1 } }),
    ).toEqual({
      hidden: [],
      order: [],
      widths: { name: 120, big: COLUMN_MAX_WIDTH, tiny: COLUMN_MIN_WIDTH },
    });
    expect(readPrefs({ widths: [1, 2] }).widths).toEqual({});
    expect(readPrefs({ hidden: ['a'] }).widths).toEqual({});
  });

  it('sets and forgets one column’s width', () => {
    const set = setWidth(NO_PREFS, 'name', 200);
    expect(set.widths).toEqual({ name: 200 });
    expect(setWidth(set, 'name', undefined).widths).toEqual({});
    expect(NO_PREFS.widths).toEqual({});
  });
});

type Row = { id: string; name: string; fee: number };
const ROWS: Row[] = [
  { id: '1', name: 'Ann', fee: 100 },
  { id: '2', name: 'Bob', fee: 250 },
  { id: '3', name: 'Cy', fee: 0 },
];
const COLUMNS: Column<Row>[] = [
  { key: 'name', title: 'Name', render: (r) => r.name },
  { key: 'fee', title: 'Fee', render: (r) => r.fee, numeric: true },
];

function Selectable({ onOpen }: { onOpen?: (r: Row) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  const select = useSelectColumn(ROWS, (r) => r.id, selected, setSelected);
  return (
    <>
      <output data-testid="picked">{selected.join(',')}</output>
      <DataTable
        rows={ROWS}
        rowKey={(r) => r.id}
        columns={[select, ...COLUMNS]}
        onOpen={onOpen}
        label="People"
      />
    </>
  );
}
const cell = (row: number, col: number) =>
  document.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`) as HTMLElement;

describe('the data grid', () => {
  it('is one tab stop; arrows move between cells, Space ticks the row, Enter opens it', () => {
    const onOpen = vi.fn();
    render(<Selectable onOpen={onOpen} />);
    const grid = screen.getByRole('grid', { name: 'People' });
    // One cell (and, in the header, its column's width handle).
    expect(grid.querySelectorAll('th[tabindex="0"], td[tabindex="0"]')).toHaveLength(1);
    act(() => cell(-1, 0).focus());
    fireEvent.keyDown(cell(-1, 0), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell(0, 0));
    fireEvent.keyDown(cell(0, 0), { key: 'ArrowRight' });
    fireEvent.keyDown(cell(0, 1), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell(1, 1));
    expect(cell(1, 1).textContent).toBe('Bob');
    // Past the last row and column it stays.
    fireEvent.keyDown(cell(1, 1), { key: 'End', ctrlKey: true });
    expect(document.activeElement).toBe(cell(2, 2));
    fireEvent.keyDown(cell(2, 2), { key: 'ArrowDown' });
    fireEvent.keyDown(cell(2, 2), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell(2, 2));
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    fireEvent.keyDown(cell(2, 2), { key: ' ' });
    expect(screen.getByTestId('picked').textContent).toBe('3');
    fireEvent.keyDown(cell(2, 2), { key: 'ArrowUp' });
    fireEvent.keyDown(cell(1, 2), { key: ' ' });
    expect(screen.getByTestId('picked').textContent).toBe('3,2');
    fireEvent.keyDown(cell(1, 2), { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(ROWS[1]);
  });

  it('has square tick boxes: the header’s ticks the page, is mixed when some rows are ticked', () => {
    render(<Selectable />);
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox', { name: 'Select' });
    fireEvent.click(boxes[0] as HTMLInputElement);
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);
    fireEvent.click(all);
    expect(screen.getByTestId('picked').textContent).toBe('1,2,3');
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    fireEvent.click(all);
    expect(screen.getByTestId('picked').textContent).toBe('');
  });

  it('resizes a column by Alt and the arrows, keeps the width with the settings, fits it on Alt+Home', () => {
    render(<DataTable name="people" rows={ROWS} rowKey={(r) => r.id} columns={COLUMNS} />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowLeft Alt+ArrowRight Alt+Home');
    // Plain arrows move between cells; Alt with them resizes.
    fireEvent.keyDown(header, { key: 'ArrowRight' });
    expect(localStorage.getItem(`${LOCAL_PREFIX}columns:people`)).toBeNull();
    fireEvent.keyDown(header, { key: 'ArrowRight', altKey: true });
    fireEvent.keyDown(header, { key: 'ArrowRight', altKey: true, shiftKey: true });
    // jsdom lays nothing out (0 px wide): the first step gives the narrowest width, Shift steps four times as far.
    const stored = () =>
      JSON.parse(localStorage.getItem(`${LOCAL_PREFIX}columns:people`) ?? 'null') as {
        widths: Record<string, number>;
      };
    expect(stored().widths).toEqual({ name: COLUMN_MIN_WIDTH + 64 });
    expect(screen.getByRole('columnheader', { name: /Name/ }).style.width).toBe(`${COLUMN_MIN_WIDTH + 64}px`);
    cleanup();
    render(<DataTable name="people" rows={ROWS} rowKey={(r) => r.id} columns={COLUMNS} />);
    expect(screen.getByRole('columnheader', { name: /Name/ }).style.width).toBe(`${COLUMN_MIN_WIDTH + 64}px`);
    fireEvent.keyDown(screen.getByRole('columnheader', { name: 'Name' }), { key: 'Home', altKey: true });
    expect(localStorage.getItem(`${LOCAL_PREFIX}columns:people`)).toBeNull();
  });

  it('numbers rows from the page’s first, totals the rows shown, and expands a row’s details', () => {
    render(
      <DataTable
        rows={ROWS}
        rowKey={(r) => r.id}
        columns={COLUMNS}
        numberFrom={21}
        expand={(r) => (r.fee ? <p>Paid {r.fee}</p> : undefined)}
        summary={(rows) => [{ key: 'page', label: 'Total', values: { fee: sumOf(rows, (r) => r.fee) } }]}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getAllByRole('gridcell')[1]?.textContent).toBe('21');
    expect(within(rows[3] as HTMLElement).getAllByRole('gridcell')[1]?.textContent).toBe('23');
    const total = screen.getByTestId('grid-total-page');
    expect(total.querySelector('[data-total="name"]')?.textContent).toBe('Total');
    expect(total.querySelector('[data-total="fee"]')?.textContent).toBe('350');
    // Cy has no details: no button.
    const buttons = screen.getAllByRole('button', { name: 'Show details' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(screen.getByTestId('row-details').textContent).toBe('Paid 250');
    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    // Enter on a row without onOpen shows or hides its details.
    act(() => cell(0, 2).focus());
    fireEvent.keyDown(cell(0, 2), { key: 'Enter' });
    expect(screen.getAllByTestId('row-details').map((d) => d.textContent)).toEqual(['Paid 100', 'Paid 250']);
  });
});

describe('a row’s actions', () => {
  const actions = (n: number) => Array.from({ length: n }, (_, i) => <Button key={i}>{`A${i + 1}`}</Button>);

  it('leaves out what the user may not use and empty ones', () => {
    const hidden = ROWS.length < 0;
    const list = visibleActions(
      <>
        <Auth value="x_edit">{actions(2)}</Auth>
        <Auth value="x_del">
          <Button>Delete</Button>
        </Auth>
        {hidden && <Button>Hidden</Button>}
        <Button>Open</Button>
      </>,
      ['x_edit'],
    );
    expect(list).toHaveLength(3);
  });

  it('fit on the row’s line up to three; with more, two stay and the rest go into More', () => {
    setUser({
      userName: 'a',
      photo: null,
      time: 0,
      roles: [],
      authBtnList: [],
      user: { userId: '1', username: 'a', name: null },
      loginTime: 0,
    });
    render(<GridActions>{actions(INLINE_ACTIONS)}</GridActions>);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['A1', 'A2', 'A3']);
    cleanup();
    const onClick = vi.fn();
    render(
      <GridActions>
        {actions(4)}
        <Button onClick={onClick}>Last</Button>
      </GridActions>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['A1', 'A2', 'More ▾']);
    const more = screen.getByRole('button', { name: /More/ });
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('group', { name: 'More actions' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['A3', 'A4', 'Last']);
    expect(document.activeElement?.textContent).toBe('A3');
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Last');
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'More actions' })).toBeNull();
    expect(document.activeElement).toBe(more);
    fireEvent.click(more);
    fireEvent.click(within(screen.getByRole('group', { name: 'More actions' })).getByText('Last'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: 'More actions' })).toBeNull();
  });
});

describe('the grid’s densities', () => {
  it('follow the settings drawer’s component size: more room a row when large, less when small', () => {
    const pad = (size: 'large' | 'default' | 'small') =>
      parseInt(
        (frameStyle({ ...THEME_DEFAULTS, globalComponentSize: size }) as Record<string, string>)[
          '--grid-cell-y'
        ] ?? '',
      );
    expect(pad('large')).toBeGreaterThan(pad('default'));
    expect(pad('default')).toBeGreaterThan(pad('small'));
    expect(pad('small')).toBeGreaterThan(0);
  });
});
