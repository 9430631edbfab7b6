import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render as rtlRender, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrgItem, OrgTree } from '@contract/dept';
import { importOutcome } from '@/components/import-dialog';
import { OrgPicker, type OrgSource } from '@/components/org-picker';
import { canChoose, tabsOf, toggle, type PickerMode } from '@/components/org-picker-rules';
import { CHOOSER_PAGE_SIZE, RecordChooser } from '@/components/record-chooser';
import { showsExport, TableToolbar } from '@/components/table-toolbar';
import { setUser } from '@/lib/session';

// antd-mobile (its animations, portals) is not under test here: plain stand-ins with the same props; the e2e
// test runs the real ones.
vi.mock('antd-mobile', () => ({
  Popup: ({ visible, children }: { visible: boolean; children: ReactNode }) => (visible ? children : null),
  Button: (p: { children?: ReactNode; onClick?: () => void; disabled?: boolean; 'data-testid'?: string }) => (
    <button type="button" onClick={p.onClick} disabled={p.disabled} data-testid={p['data-testid']}>
      {p.children}
    </button>
  ),
  Checkbox: (p: {
    checked?: boolean;
    disabled?: boolean;
    onChange?: (on: boolean) => void;
    children?: ReactNode;
    'aria-label'?: string;
  }) => (
    <label>
      <input
        type="checkbox"
        checked={!!p.checked}
        disabled={p.disabled}
        aria-label={p['aria-label']}
        onChange={(e) => p.onChange?.(e.currentTarget.checked)}
      />
      {p.children}
    </label>
  ),
  SearchBar: (p: { value?: string; onChange?: (v: string) => void; onSearch?: (v: string) => void }) => (
    <input
      type="search"
      value={p.value}
      onInput={(e) => (p.onChange?.(e.currentTarget.value), p.onSearch?.(e.currentTarget.value))}
    />
  ),
  Space: ({ children }: { children?: ReactNode }) => <span>{children}</span>,
  Tag: ({ children }: { children?: ReactNode }) => <span>{children}</span>,
}));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
const wrap = (ui: ReactNode) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;
const render = (ui: ReactNode) => {
  const r = rtlRender(wrap(ui));
  return { ...r, rerender: (next: ReactNode) => r.rerender(wrap(next)) };
};

afterEach(() => {
  cleanup();
  act(() => setUser(null));
});

const item = (type: OrgItem['type'], id: string, extra: Partial<OrgItem> = {}): OrgItem => ({
  id,
  name: `${type} ${id}`,
  type,
  avatar: null,
  status: 1,
  selected: false,
  ...extra,
});
const mode = (m: Partial<PickerMode> = {}): PickerMode => ({
  type: 'org',
  multiple: true,
  selectSelf: true,
  ...m,
});

describe('the organisation picker’s rules', () => {
  it('never lets a disabled item be chosen', () => {
    expect(canChoose(item('user', '1', { status: 0 }), mode())).toBe(false);
    expect(toggle([], item('user', '1', { status: 0 }), mode())).toEqual([]);
  });

  it('lets departments be chosen only for the org and dept types', () => {
    const dept = item('dept', '9');
    expect(canChoose(dept, mode({ type: 'org' }))).toBe(true);
    expect(canChoose(dept, mode({ type: 'dept' }))).toBe(true);
    expect(canChoose(dept, mode({ type: 'user' }))).toBe(false);
    expect(canChoose(dept, mode({ type: 'role' }))).toBe(false);
    expect(canChoose(item('user', '1'), mode({ type: 'dept' }))).toBe(false);
  });

  it('blocks the chooser’s own entry when selectSelf is false', () => {
    const me = item('user', '7');
    expect(canChoose(me, mode({ selectSelf: false, selfId: '7' }))).toBe(false);
    expect(canChoose(me, mode({ selectSelf: true, selfId: '7' }))).toBe(true);
    expect(canChoose(item('user', '8'), mode({ selectSelf: false, selfId: '7' }))).toBe(true);
  });

  it('replaces the choice in single-select mode, adds in multiple, and lets a second press go', () => {
    const a = item('user', '1');
    const b = item('user', '2');
    expect(toggle([a], b, mode({ multiple: false }))).toEqual([b]);
    expect(toggle([a], b, mode())).toEqual([a, b]);
    expect(toggle([a, b], a, mode())).toEqual([b]);
    expect(tabsOf('org')).toEqual(['dept', 'role', 'user']);
    expect(tabsOf('user')).toEqual(['user']);
  });
});

const tree: OrgTree = {
  titleDepartments: [],
  childDepartments: [item('dept', '10', { name: '培训部' })],
  roleList: [],
  postList: [],
  employees: [
    item('user', '1', { name: 'Ann' }),
    item('user', '2', { name: 'Bob', status: 0 }),
    item('user', '3', { name: 'Me' }),
  ],
};
const source: OrgSource = {
  level: vi.fn(async () => tree),
  search: vi.fn(async () => [item('user', '4', { name: 'Cy' })]),
};

describe('OrgPicker', () => {
  it('disables what cannot be chosen, searches, and hands back the choice on OK; Clear empties it', async () => {
    const onConfirm = vi.fn();
    render(
      <OrgPicker
        open
        onClose={() => {}}
        onConfirm={onConfirm}
        value={[]}
        type="user"
        selectSelf={false}
        selfId="3"
        source={source}
      />,
    );
    const box = async (name: string) => await screen.findByRole<HTMLInputElement>('checkbox', { name });
    expect((await box('Bob')).disabled).toBe(true);
    expect((await box('Me')).disabled).toBe(true);
    expect((await box('培训部')).disabled).toBe(true);
    fireEvent.click(await box('Ann'));
    fireEvent.click(screen.getByTestId('org-ok'));
    expect(onConfirm).toHaveBeenLastCalledWith([expect.objectContaining({ id: '1' })]);
    fireEvent.click(screen.getByTestId('org-clear'));
    fireEvent.click(screen.getByTestId('org-ok'));
    expect(onConfirm).toHaveBeenLastCalledWith([]);
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'Cy' } });
    await waitFor(() => expect(source.search).toHaveBeenCalledWith('Cy'));
    expect(await box('Cy')).toBeTruthy();
  });

  it('keeps one item in single-select mode', async () => {
    const onConfirm = vi.fn();
    render(
      <OrgPicker
        open
        onClose={() => {}}
        onConfirm={onConfirm}
        value={[]}
        type="user"
        multiple={false}
        source={source}
      />,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ann' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Me' }));
    fireEvent.click(screen.getByTestId('org-ok'));
    expect(onConfirm).toHaveBeenLastCalledWith([expect.objectContaining({ id: '3' })]);
  });
});

describe('TableToolbar (export rule)', () => {
  it('shows export when export is true or the permission is held, not otherwise', () => {
    expect(showsExport(true, false)).toBe(true);
    expect(showsExport(undefined, true)).toBe(true);
    expect(showsExport(false, false)).toBe(false);
    const { rerender } = render(<TableToolbar onExport={() => {}} exportPermission="sys_user_export" />);
    expect(screen.queryByTestId('toolbar-export')).toBeNull();
    rerender(<TableToolbar onExport={() => {}} exportable />);
    expect(screen.getByTestId('toolbar-export')).toBeTruthy();
    act(() =>
      setUser({
        userName: 'u',
        photo: null,
        time: 1,
        roles: [],
        authBtnList: ['sys_user_export'],
        user: { userId: '1', username: 'u', name: null },
        loginTime: 1,
      }),
    );
    rerender(<TableToolbar onExport={() => {}} exportPermission="sys_user_export" />);
    expect(screen.getByTestId('toolbar-export')).toBeTruthy();
  });
});

describe('the import dialog’s reading of an answer', () => {
  it('tells success, the bad rows, and a plain failure apart', () => {
    expect(importOutcome({ code: 0, msg: 'ok', data: null })).toEqual({ kind: 'success', msg: 'ok' });
    const rows = [{ lineNum: 3, errors: ['x'] }];
    expect(importOutcome({ code: 1, msg: 'bad', data: rows })).toEqual({ kind: 'rows', rows, msg: 'bad' });
    expect(importOutcome({ code: 1, msg: 'no file', data: null })).toEqual({
      kind: 'failed',
      msg: 'no file',
    });
  });
});

describe('RecordChooser', () => {
  it('asks for 20 a page, narrows by the tree, and hands back the chosen record', async () => {
    const load = vi.fn(async (q: { current: number; size: number; treeId?: string }) => ({
      records: [{ id: `r${q.treeId ?? ''}`, name: `Row ${q.treeId ?? 'all'}` }],
      total: '1',
      size: String(q.size),
      current: String(q.current),
      pages: '1',
    }));
    const onConfirm = vi.fn();
    render(
      <RecordChooser
        open
        onClose={() => {}}
        onConfirm={onConfirm}
        title="Pick"
        load={load}
        rowKey={(r) => r.id}
        tree={[{ id: 'd1', name: 'Dept one' }]}
        columns={[{ key: 'name', title: 'Name', render: (r) => r.name }]}
      />,
    );
    await waitFor(() =>
      expect(load).toHaveBeenCalledWith(expect.objectContaining({ size: CHOOSER_PAGE_SIZE, current: 1 })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dept one' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ treeId: 'd1' })));
    fireEvent.click(await screen.findByText('Row d1'));
    const box = screen.getAllByRole('checkbox').at(-1)!;
    fireEvent.click(box);
    fireEvent.click(screen.getByTestId('chooser-ok'));
    expect(onConfirm).toHaveBeenCalledWith([{ id: 'rd1', name: 'Row d1' }]);
  });
});
