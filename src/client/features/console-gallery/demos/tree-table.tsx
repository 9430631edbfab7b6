import { Button, Space } from 'antd-mobile';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import './pages.css';

type Dept = { id: string; name: string; head: string; people: number; children?: Dept[] };
type Row = Dept & { level: number; parent?: string; pos: number; size: number };

const dept = (id: string, name: string, head: string, people: number, children?: Dept[]): Dept => ({
  id,
  name,
  head,
  people,
  children,
});

/** A department tree shaped like the console's (DeptNode: id, name, children). */
function useDepartments(): Dept[] {
  const { t } = useLingui();
  return [
    dept('1', t`Head office`, t`Wang Fang`, 12, [
      dept('11', t`Training centre`, t`Li Lei`, 8, [
        dept('111', t`Course design`, t`Zhao Min`, 5),
        dept('112', t`Teaching`, t`Chen Gang`, 14),
      ]),
      dept('12', t`Finance`, t`Sun Li`, 6),
    ]),
    dept('2', t`East branch`, t`Zhou Jie`, 9, [dept('21', t`Sales`, t`Wu Hao`, 11)]),
  ];
}

/** The rows on show: each department, then its children if it is expanded; with its level and place. */
const visible = (nodes: Dept[], open: Set<string>, level = 1, parent?: string): Row[] =>
  nodes.flatMap((d, i) => [
    { ...d, level, parent, pos: i + 1, size: nodes.length },
    ...(d.children && open.has(d.id) ? visible(d.children, open, level + 1, d.id) : []),
  ]);
const parents = (nodes: Dept[]): string[] =>
  nodes.flatMap((d) => (d.children ? [d.id, ...parents(d.children)] : []));

/**
 * Tree table: a treegrid (the table of the console's DataTable, its rows carrying aria-level, aria-expanded,
 * aria-posinset and aria-setsize). One row is in the Tab order; ↑ ↓ move, → opens or goes to the first child,
 * ← closes or goes to the parent, Home and End go to the ends, Enter opens or closes.
 */
export default function TreeTableDemo() {
  const { t } = useLingui();
  const tree = useDepartments();
  const [open, setOpen] = useState(() => new Set(['1']));
  const [chosen, setActive] = useState('1');
  const body = useRef<HTMLTableSectionElement>(null);
  const rows = visible(tree, open);
  // The row in the Tab order: the one last focused, or the first if that one was closed away.
  const active = rows.some((r) => r.id === chosen) ? chosen : rows[0]?.id;
  const toggle = (id: string, on: boolean) =>
    setOpen((s) => new Set(on ? [...s, id] : [...s].filter((x) => x !== id)));
  /** Moves the focus to the row at `index` of those on show (the table body's rows are the same). */
  const focus = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setActive(row.id);
    body.current?.rows[index]?.focus();
  };
  const keys = (e: KeyboardEvent, row: Row, i: number) => {
    const expanded = open.has(row.id);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focus(i + 1),
      ArrowUp: () => focus(i - 1),
      Home: () => focus(0),
      End: () => focus(rows.length - 1),
      ArrowRight: () => (expanded ? focus(i + 1) : row.children && toggle(row.id, true)),
      ArrowLeft: () => (expanded ? toggle(row.id, false) : focus(rows.findIndex((r) => r.id === row.parent))),
      Enter: () => row.children && toggle(row.id, !expanded),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };

  return (
    <div className="gallery-pages">
      <Space>
        <Button size="small" onClick={() => setOpen(new Set(parents(tree)))}>
          <Trans>Expand all</Trans>
        </Button>
        <Button size="small" onClick={() => setOpen(new Set())}>
          <Trans>Collapse all</Trans>
        </Button>
      </Space>
      <table className="data-table gallery-p-tree" role="treegrid" aria-label={t`Departments`}>
        <thead>
          <tr>
            <th>{t`Department`}</th>
            <th>{t`Head`}</th>
            <th>{t`People`}</th>
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.map((row, i) => (
            <tr
              key={row.id}
              tabIndex={row.id === active ? 0 : -1}
              aria-level={row.level}
              aria-posinset={row.pos}
              aria-setsize={row.size}
              aria-expanded={row.children ? open.has(row.id) : undefined}
              onKeyDown={(e) => keys(e, row, i)}
              onFocus={() => setActive(row.id)}
            >
              <td style={{ paddingInlineStart: `${0.5 + (row.level - 1) * 1.5}em` }}>
                <span
                  className="gallery-p-tree-arrow"
                  aria-hidden
                  onClick={() => row.children && toggle(row.id, !open.has(row.id))}
                >
                  {row.children ? '▸' : ''}
                </span>
                {row.name}
              </td>
              <td>{row.head}</td>
              <td>{row.people}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
