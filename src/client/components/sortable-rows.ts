import { useState, type DragEvent, type HTMLAttributes } from 'react';

/** `list` with the item at `from` moved to `to` (both indexes of `list`). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * Rows a mouse drags into a new order (HTML drag and drop, for DataTable's `rowProps`); the keyboard path is
 * the page's move up / move down buttons, which call `moved` the same way. `onReorder` gets the new order once
 * a row is dropped somewhere else.
 */
export function useSortableRows<T>(rows: readonly T[], onReorder: (next: T[]) => void, enabled = true) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const rowProps = (_row: T, index: number): HTMLAttributes<HTMLTableRowElement> =>
    enabled
      ? {
          draggable: true,
          className: [
            'sortable-row',
            dragging === index ? 'sortable-dragging' : '',
            over === index && dragging !== index ? 'sortable-over' : '',
          ]
            .filter(Boolean)
            .join(' '),
          onDragStart: (e: DragEvent) => {
            setDragging(index);
            e.dataTransfer.effectAllowed = 'move';
            // Firefox starts a drag only with some data.
            e.dataTransfer.setData('text/plain', String(index));
          },
          onDragOver: (e: DragEvent) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
            if (over !== index) setOver(index);
          },
          onDrop: (e: DragEvent) => {
            e.preventDefault();
            if (dragging !== null && dragging !== index) onReorder(moved(rows, dragging, index));
            setDragging(null);
            setOver(null);
          },
          onDragEnd: () => {
            setDragging(null);
            setOver(null);
          },
        }
      : {};
  return { rowProps };
}
