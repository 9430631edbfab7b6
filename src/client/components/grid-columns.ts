import type { ReactNode, RefObject } from 'react';
import { useLayoutEffect } from 'react';
import {
  columnPinningFeature,
  columnSizingFeature,
  rowExpandingFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

/** The data grid's columns, the features it takes from @tanstack/react-table, and the small rules it keeps. */
export type Column<T> = {
  key: string;
  /** The header cell; leave it out for an actions column. */
  title?: ReactNode;
  render: (row: T) => ReactNode;
  /** A tooltip for the cell, e.g. the whole value of a shortened one. */
  hint?: (row: T) => string | undefined;
  /**
   * The cells hold what people wrote or machines made (names, titles, device ids): shown as written, never
   * translated.
   */
  userContent?: boolean;
  /** The field the list's page call sorts this column by (its `ascs` / `descs`): the header becomes a button. */
  sortField?: string;
  /** Always shown, never listed in the column settings (the tick boxes, the actions). */
  fixed?: boolean;
  /** Numbers (amounts, counts, scores): right-aligned, as are their totals. */
  numeric?: boolean;
  /** Cells that may wrap (a question's stem): the others stay on one line, cut with an ellipsis. */
  wrap?: boolean;
};

/**
 * A summary row under a list (totals or averages of the rows shown, or of the whole filter where the server gives
 * them): its label, shown in the first data column, and a value per column key.
 */
export type SummaryRow = { key: string; label: string; values: Partial<Record<string, ReactNode>> };

/** Adds up a number of each row. */
export const sumOf = <T>(rows: readonly T[], value: (row: T) => number) =>
  rows.reduce((total, row) => total + value(row), 0);

/** The features of @tanstack/react-table the grid uses, and no other (v9 bundles only what is named). */
export const features = tableFeatures({
  columnPinningFeature,
  columnSizingFeature,
  rowExpandingFeature,
  rowSortingFeature,
});

/** Keys of the columns the grid adds itself, and of the actions column it pins. */
export const EXPAND = '_expand';
export const INDEX = '_index';
export const ACTIONS = 'actions';

const PLACED_SELECTOR = '[data-row]';

/** A cell's place: its row (-1: the header) and column. */
export type Place = { row: number; col: number };

export const columnOfField = <T>(all: Column<T>[], field: string) =>
  all.find((c) => c.sortField === field)?.key;

export const cellClass = <T>(c: Column<T>, pinned: false | 'start' | 'end') =>
  [
    c.numeric && 'cell-number',
    c.wrap && 'cell-wrap',
    pinned === 'end' && 'cell-pinned-end',
    c.key === EXPAND && 'cell-expand',
    c.key === 'select' && 'cell-select',
  ]
    .filter(Boolean)
    .join(' ') || undefined;

export const cellAt = (root: HTMLElement | null, at: Place) =>
  [...(root?.querySelectorAll<HTMLElement>(PLACED_SELECTOR) ?? [])].find(
    (el) => el.dataset.row === String(at.row) && el.dataset.col === String(at.col),
  );

/**
 * Gives the grid's box the height left below it in the window (at least 240 px), so its header stays in view
 * while its rows scroll and the pager under it stays on screen.
 */
export function useFitHeight(ref: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      const top = el.getBoundingClientRect().top;
      el.style.maxHeight = `${Math.max(240, Math.floor(window.innerHeight - top - 64))}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [ref]);
}
