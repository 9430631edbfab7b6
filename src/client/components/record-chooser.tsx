import './console-pickers.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, SearchBar, Space } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Page } from '@contract/envelope';
import { DataTable, type Column } from './data-table';
import { TickBox } from './select-column';
import { Drawer } from './drawer';
import { firstRowNumber, Pager } from './pager';
import { langOf } from '@/components/user-content';

/** The chooser's page size. */
export const CHOOSER_PAGE_SIZE = 20;

export type TreeNode = { id: string; name: string; children?: TreeNode[] };

/** A small tree to narrow the table (a department and what is below it); each node is a button. */
export function TreeList({
  nodes,
  selected,
  onSelect,
  label,
}: {
  nodes: TreeNode[];
  selected?: string;
  onSelect: (id: string | undefined) => void;
  label: string;
}) {
  const render = (list: TreeNode[], depth: number): ReactNode =>
    list.map((n) => (
      <li key={n.id}>
        <button
          type="button"
          className={n.id === selected ? 'tree-node on' : 'tree-node'}
          style={{ paddingInlineStart: `${depth * 14 + 6}px` }}
          aria-pressed={n.id === selected}
          onClick={() => onSelect(n.id === selected ? undefined : n.id)}
          translate="no"
          lang={langOf(n.name)}
          data-testid="tree-node"
        >
          {n.name}
        </button>
        {n.children?.length ? <ul>{render(n.children, depth + 1)}</ul> : null}
      </li>
    ));
  return (
    <nav className="tree-list" aria-label={label}>
      <ul>{render(nodes, 0)}</ul>
    </nav>
  );
}

/**
 * The single-record chooser: an optional tree on the left, a search box, and a paged table
 * (20 a page) of what `load` answers for the search, the tree's choice and the page. One record, or several
 * with `multiple`; OK hands them back.
 */
export function RecordChooser<T extends object>(props: ChooserProps<T>) {
  return (
    <Drawer open={props.open} onClose={props.onClose} title={props.title} data-testid="record-chooser">
      {props.open && <ChooserBody {...props} />}
    </Drawer>
  );
}

type ChooserProps<T extends object> = {
  open: boolean;
  onClose: () => void;
  onConfirm: (rows: T[]) => void;
  title: string;
  load: (q: { text?: string; treeId?: string; current: number; size: number }) => Promise<Page<T>>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  tree?: TreeNode[];
  multiple?: boolean;
  initial?: T[];
};

/** The chooser's content, mounted at each opening: it starts from `initial`. */
function ChooserBody<T extends object>({
  open,
  onClose,
  onConfirm,
  load,
  columns,
  rowKey,
  tree,
  multiple = false,
  initial = [],
}: ChooserProps<T>) {
  const { t } = useLingui();
  const [text, setText] = useState<string>();
  const [treeId, setTreeId] = useState<string>();
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(CHOOSER_PAGE_SIZE);
  const [page, setPage] = useState<Page<T>>();
  const [chosen, setChosen] = useState<T[]>(initial);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void load({ text, treeId, current, size }).then((p) => live && setPage(p));
    return () => void (live = false);
  }, [open, text, treeId, current, size, load]);
  const picked = (row: T) => chosen.some((c) => rowKey(c) === rowKey(row));
  const pick = (row: T) =>
    setChosen(
      picked(row) ? chosen.filter((c) => rowKey(c) !== rowKey(row)) : multiple ? [...chosen, row] : [row],
    );
  const choose: Column<T> = {
    key: 'choose',
    title: t`Choose`,
    render: (row) => <TickBox row checked={picked(row)} onChange={() => pick(row)} label={t`Choose`} />,
  };
  return (
    <div className={tree ? 'chooser with-tree' : 'chooser'}>
      {tree && (
        <TreeList
          nodes={tree}
          selected={treeId}
          onSelect={(id) => (setTreeId(id), setCurrent(1))}
          label={t`Narrow by department`}
        />
      )}
      <div>
        <SearchBar
          placeholder={t`Search`}
          onSearch={(v) => (setText(v || undefined), setCurrent(1))}
          onClear={() => setText(undefined)}
          data-testid="chooser-search"
        />
        <DataTable
          numberFrom={firstRowNumber(page)}
          rows={page?.records ?? []}
          rowKey={rowKey}
          rowTestId="chooser-row"
          columns={[choose, ...columns]}
        />
        <Pager page={page} onChange={setCurrent} onSize={(n) => (setSize(n), setCurrent(1))} />
        <Space>
          <Button color="primary" onClick={() => onConfirm(chosen)} data-testid="chooser-ok">
            <Trans>OK</Trans>
          </Button>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </Space>
      </div>
    </div>
  );
}
