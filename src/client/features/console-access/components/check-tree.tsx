import './console-access.css';
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserContent } from '@/components/user-content';

export type TreeItem = { id: string; label: string; hint?: string; children?: TreeItem[] };

const descendants = (n: TreeItem): string[] => (n.children ?? []).flatMap((c) => [c.id, ...descendants(c)]);
const leaves = (n: TreeItem): string[] => (n.children?.length ? n.children.flatMap(leaves) : [n.id]);

/** The checked leaves of a stored grant (parents are derived: all their leaves checked, or some). */
export const checkedLeaves = (roots: TreeItem[], ids: Iterable<string>) => {
  const held = new Set(ids);
  return new Set(roots.flatMap(leaves).filter((id) => held.has(id)));
};

/** What to save: every checked leaf with every parent that has one (pig's checked and half-checked keys). */
export function grantOf(roots: TreeItem[], checked: Set<string>): string[] {
  const out: string[] = [];
  const walk = (n: TreeItem): boolean => {
    const kids = (n.children ?? []).map(walk);
    const on = n.children?.length ? kids.some(Boolean) : checked.has(n.id);
    if (on) out.push(n.id);
    return on;
  };
  roots.forEach(walk);
  return out;
}

function Box({
  state,
  label,
  onToggle,
}: {
  state: 'on' | 'off' | 'some';
  label: string;
  onToggle: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={state === 'on'} onChange={onToggle} />;
}

/**
 * A tree of checkboxes (the role's permissions, a tenant's menu package): checking a node checks everything
 * below it, a parent shows checked when all below it are and half when some are. Nodes expand and collapse;
 * every box is a real checkbox, so Tab and Space work.
 */
export function CheckTree({
  roots,
  checked,
  onChange,
  'data-testid': testId,
}: {
  roots: TreeItem[];
  checked: Set<string>;
  onChange: (checked: Set<string>) => void;
  'data-testid'?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Set<string>>(() => new Set(roots.map((r) => r.id)));
  const all = (n: TreeItem) => leaves(n);
  const stateOf = (n: TreeItem): 'on' | 'off' | 'some' => {
    const ls = all(n);
    const on = ls.filter((id) => checked.has(id)).length;
    return on === 0 ? 'off' : on === ls.length ? 'on' : 'some';
  };
  const toggle = (n: TreeItem) => {
    const next = new Set(checked);
    const turnOn = stateOf(n) !== 'on';
    for (const id of all(n)) {
      if (turnOn) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };
  const expandAll = (on: boolean) =>
    setOpen(new Set(on ? roots.flatMap((r) => [r.id, ...descendants(r)]) : []));
  const render = (nodes: TreeItem[]) => (
    <ul role="group">
      {nodes.map((n) => (
        <li key={n.id} data-testid="tree-node" data-label={n.label}>
          <div className="check-tree-row">
            {n.children?.length ? (
              <button
                type="button"
                className="check-tree-expand"
                aria-expanded={open.has(n.id)}
                aria-label={open.has(n.id) ? t`Collapse ${n.label}` : t`Expand ${n.label}`}
                onClick={() => {
                  const next = new Set(open);
                  if (next.has(n.id)) next.delete(n.id);
                  else next.add(n.id);
                  setOpen(next);
                }}
              >
                {open.has(n.id) ? '▾' : '▸'}
              </button>
            ) : (
              <span className="check-tree-expand" aria-hidden="true" />
            )}
            <label>
              <Box state={stateOf(n)} label={n.label} onToggle={() => toggle(n)} />
              <UserContent>{n.label}</UserContent>
              {n.hint && (
                <code className="check-tree-hint" translate="no">
                  {n.hint}
                </code>
              )}
            </label>
          </div>
          {n.children?.length && open.has(n.id) ? render(n.children) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="check-tree" data-testid={testId}>
      <div className="check-tree-tools">
        <button type="button" className="link-button" onClick={() => expandAll(true)}>
          <Trans>Expand all</Trans>
        </button>
        <button type="button" className="link-button" onClick={() => expandAll(false)}>
          <Trans>Collapse all</Trans>
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => onChange(new Set(roots.flatMap(leaves)))}
        >
          <Trans>Select all</Trans>
        </button>
        <button type="button" className="link-button" onClick={() => onChange(new Set())}>
          <Trans>Select none</Trans>
        </button>
      </div>
      {render(roots)}
    </div>
  );
}
