/**
 * A console table's column settings as this browser keeps them (per table, in local storage): which columns are
 * hidden, the order staff put them in and the widths they dragged them to. Pure, so a stored value from an older
 * page (a column since renamed or removed) is read safely: unknown keys are dropped and a column added later shows
 * in its place at the width that fits it.
 */
export type ColumnPrefs = { hidden: string[]; order: string[]; widths: Record<string, number> };

export const NO_PREFS: ColumnPrefs = { hidden: [], order: [], widths: {} };

/** A column's narrowest and widest width in pixels, by drag or by keyboard. */
export const COLUMN_MIN_WIDTH = 48;
export const COLUMN_MAX_WIDTH = 800;

const clampWidth = (px: number) => Math.round(Math.min(COLUMN_MAX_WIDTH, Math.max(COLUMN_MIN_WIDTH, px)));

const keys = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string' && k.length <= 64).slice(0, 100) : [];

/** A stored value as settings: anything malformed reads as none. */
export function readPrefs(raw: unknown): ColumnPrefs {
  if (typeof raw !== 'object' || raw === null) return NO_PREFS;
  const { hidden, order, widths } = raw as Record<string, unknown>;
  return { hidden: keys(hidden), order: keys(order), widths: readWidths(widths) };
}

function readWidths(raw: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const [key, px] of Object.entries(raw).slice(0, 100))
    if (key.length <= 64 && typeof px === 'number' && Number.isFinite(px)) out[key] = clampWidth(px);
  return out;
}

/** Sets one column's width (kept within the bounds), or forgets it (undefined: the width that fits again). */
export function setWidth(prefs: ColumnPrefs, key: string, px: number | undefined): ColumnPrefs {
  const widths = Object.fromEntries(Object.entries(prefs.widths).filter(([k]) => k !== key));
  if (px !== undefined) widths[key] = clampWidth(px);
  return { ...prefs, widths };
}

/** The columns in the order staff chose: those they ordered first, then the others in the page's own order. */
export function ordered(all: readonly string[], prefs: ColumnPrefs): string[] {
  const known = prefs.order.filter((k, i) => all.includes(k) && prefs.order.indexOf(k) === i);
  return [...known, ...all.filter((k) => !known.includes(k))];
}

/** The columns shown, in their order. */
export const shown = (all: readonly string[], prefs: ColumnPrefs) =>
  ordered(all, prefs).filter((k) => !prefs.hidden.includes(k));

/** Shows or hides one column; the last one shown stays shown. */
export function setShown(all: readonly string[], prefs: ColumnPrefs, key: string, on: boolean): ColumnPrefs {
  const hidden = prefs.hidden.filter((k) => k !== key && all.includes(k));
  if (on) return { ...prefs, hidden };
  return shown(all, { ...prefs, hidden: [...hidden, key] }).length
    ? { ...prefs, hidden: [...hidden, key] }
    : prefs;
}

/** Moves a column one place up (-1) or down (1) among all of them. */
export function move(all: readonly string[], prefs: ColumnPrefs, key: string, by: -1 | 1): ColumnPrefs {
  const order = ordered(all, prefs);
  const i = order.indexOf(key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= order.length) return prefs;
  [order[i], order[j]] = [order[j] as string, order[i] as string];
  return { ...prefs, order };
}
