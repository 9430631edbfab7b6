import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { cellAt, type Place } from './grid-columns';

const CELL_SELECTOR = 'th, td';
const INNER_SELECTOR = '.cell';
const BODY_CELL_SELECTOR = 'td[data-row]';

type Tip = { text: string; left: number; top: number };

/**
 * The grid's keyboard and its tooltip of cut cells. One cell is the grid's tab stop (`at`); arrows move it (header
 * row included), Home/End to a row's ends, Ctrl+Home/End to the grid's, Page Up/Down by ten rows; other keys on a
 * cell go to `onKey` (Space, Enter). A control inside a cell keeps its own keys. A cell cut by its width shows its
 * whole text beside it on hover and on keyboard focus.
 */
export function useGridNavigation({
  scroller,
  lastRow,
  colCount,
  onKey,
}: {
  scroller: RefObject<HTMLDivElement | null>;
  lastRow: number;
  colCount: number;
  onKey: (key: string, row: number, cell: HTMLElement) => boolean;
}) {
  const [place, setPlace] = useState<Place>({ row: -1, col: 0 });
  const [tip, setTip] = useState<Tip | null>(null);
  const focusNext = useRef(false);
  // The active cell stays within the grid when rows come and go (a new page, a filter).
  const at: Place = { row: Math.min(place.row, lastRow), col: Math.min(place.col, colCount - 1) };
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    cellAt(scroller.current, at)?.focus();
  });

  const showTip = (cell: HTMLElement) => {
    const inner = cell.querySelector<HTMLElement>(INNER_SELECTOR);
    if (!inner || inner.scrollWidth <= inner.clientWidth) return setTip(null);
    const r = cell.getBoundingClientRect();
    setTip({ text: inner.textContent ?? '', left: r.left, top: r.bottom + 2 });
  };
  const hideTip = () => setTip(null);

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const cell = e.target as HTMLElement;
    if (!cell.matches(CELL_SELECTOR) || !cell.dataset.row) return;
    const row = Number(cell.dataset.row);
    const col = Number(cell.dataset.col);
    const go: Record<string, Place | undefined> = {
      ArrowUp: { row: row - 1, col },
      ArrowDown: { row: row + 1, col },
      ArrowLeft: { row, col: col - 1 },
      ArrowRight: { row, col: col + 1 },
      Home: { row: e.ctrlKey ? -1 : row, col: 0 },
      End: { row: e.ctrlKey ? lastRow : row, col: colCount - 1 },
      PageUp: { row: Math.max(0, row - 10), col },
      PageDown: { row: row + 10, col },
    };
    const target = go[e.key];
    if (target) {
      focusNext.current = true;
      setTip(null);
      setPlace({
        row: Math.max(-1, Math.min(lastRow, target.row)),
        col: Math.max(0, Math.min(colCount - 1, target.col)),
      });
    } else if (!onKey(e.key, row, cell)) return;
    e.preventDefault();
  };

  return {
    at,
    tip,
    hideTip,
    /** The grid's own listeners: keys, focus and pointer. */
    gridProps: {
      onKeyDown,
      onFocus: (e: FocusEvent<HTMLTableElement>) => {
        const cell = e.target as HTMLElement;
        if (!cell.dataset.row) return;
        setPlace({ row: Number(cell.dataset.row), col: Number(cell.dataset.col) });
        showTip(cell);
      },
      onBlur: hideTip,
      onPointerOver: (e: { target: EventTarget }) => {
        const cell = (e.target as HTMLElement).closest<HTMLElement>(BODY_CELL_SELECTOR);
        if (cell) showTip(cell);
      },
      onPointerLeave: hideTip,
    },
  };
}
