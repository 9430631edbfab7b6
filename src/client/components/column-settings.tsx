import { Button, type ButtonRef } from 'antd-mobile';
import './console-tables.css';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { move, NO_PREFS, ordered, setShown, shown } from '@/lib/column-settings';
import { useTablePrefs } from '@/lib/table-prefs';
import type { Column } from './data-table';

/** Columns staff may hide: those with a text header that are not fixed (tick boxes and actions are). */
const listed = <T,>(c: Column<T>): c is Column<T> & { title: string } =>
  !c.fixed && typeof c.title === 'string';

/**
 * A console table's column settings: which columns show and in what order, kept in this browser per table
 * (`table` names it in local storage, under the product's prefix, with the widths the grid keeps: give the
 * DataTable the same `name`). Call it with the page's other hooks; its `apply` (not a hook: it may follow a page's
 * early return) answers the columns to render, fixed ones in their places, and the "Columns" control for the
 * table's toolbar.
 */
export function useColumnSettings(table: string) {
  const [prefs, save] = useTablePrefs(table);
  const apply = <T,>(columns: Column<T>[]): [Column<T>[], ReactNode] => {
    const choices = columns.filter(listed);
    const all = choices.map((c) => c.key);
    const visible = shown(all, prefs);
    const byKey = new Map(choices.map((c) => [c.key, c]));
    let next = 0;
    // Each listed column's place takes the next column shown; fixed columns keep theirs.
    const rendered = columns.flatMap((c) => {
      if (!listed(c)) return [c];
      const key = visible[next++];
      const at = key === undefined ? undefined : byKey.get(key);
      return at ? [at] : [];
    });
    const control = (
      <ColumnSettings
        columns={ordered(all, prefs).map((key) => ({ key, label: byKey.get(key)?.title ?? key }))}
        visible={visible}
        onShow={(key, on) => save(setShown(all, prefs, key, on))}
        onMove={(key, by) => save(move(all, prefs, key, by))}
        onReset={() => save(NO_PREFS)}
      />
    );
    return [rendered, control];
  };
  return { apply };
}

/**
 * The "Columns" button and its checklist: a box per column to show or hide it, and buttons to move it up or
 * down. The list opens below the button and takes the focus; Escape (or Tab past its end, or a click
 * elsewhere) closes it, and Escape gives the focus back to the button.
 */
function ColumnSettings({
  columns,
  visible,
  onShow,
  onMove,
  onReset,
}: {
  columns: { key: string; label: string }[];
  visible: string[];
  onShow: (key: string, on: boolean) => void;
  onMove: (key: string, by: -1 | 1) => void;
  onReset: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<ButtonRef>(null);
  const panel = useRef<HTMLDivElement>(null);
  /** The move button to focus again once its row has moved (moving a row can drop the focus). */
  const moved = useRef<string | null>(null);
  const panelId = useId();
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.nativeElement?.focus();
  };
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector('input')?.focus();
    const outside = (e: PointerEvent) => {
      if (!(e.target instanceof Node && root.current?.contains(e.target))) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  useLayoutEffect(() => {
    if (!moved.current) return;
    const key = moved.current;
    [...(root.current?.querySelectorAll('button') ?? [])].find((b) => b.dataset.move === key)?.focus();
    moved.current = null;
  });
  const step = (key: string, by: -1 | 1, can: boolean) => {
    if (!can) return;
    moved.current = `${key}:${by}`;
    onMove(key, by);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    e.stopPropagation();
    close(true);
  };
  return (
    <div
      className="column-settings"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        // Tab past the list closes it; focus dropped by a row that moved (no next element) does not.
        if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) close(false);
      }}
    >
      <Button
        size="small"
        ref={button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="column-settings"
      >
        <Trans>Columns</Trans>
      </Button>
      {open && (
        <div
          id={panelId}
          ref={panel}
          className="column-settings-panel"
          role="group"
          aria-label={t`Columns`}
          data-testid="column-panel"
        >
          <ul>
            {columns.map(({ key, label }, i) => {
              const on = visible.includes(key);
              return (
                <li key={key}>
                  <label>
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={on && visible.length === 1}
                      onChange={(e) => onShow(key, e.currentTarget.checked)}
                      data-testid={`column-${key}`}
                    />
                    {label}
                  </label>
                  <button
                    type="button"
                    className="column-move"
                    aria-disabled={i === 0}
                    onClick={() => step(key, -1, i > 0)}
                    aria-label={t`Move ${label} up`}
                    data-move={`${key}:-1`}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="column-move"
                    aria-disabled={i === columns.length - 1}
                    onClick={() => step(key, 1, i < columns.length - 1)}
                    aria-label={t`Move ${label} down`}
                    data-move={`${key}:1`}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <Button size="mini" fill="none" onClick={onReset} data-testid="column-reset">
            <Trans>Show all in the usual order and widths</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
