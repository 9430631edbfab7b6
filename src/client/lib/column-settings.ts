/**
 * A console table's column settings as this browser keeps them (per table, in local storage): which columns are
 * hidden and the order staff put them in. Pure, so a stored value from an older page (a column since renamed or
 * removed) is read safely: unknown keys are dropped and a column added later shows in its place.
 */
export type ColumnPrefs = { hidden: string[]; order: string[] };

export const NO_PREFS: ColumnPrefs = { hidden: [], order: [] };

const keys = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string' && k.length <= 64).slice(0, 100) : [];

/** A stored value as settings: anything malformed reads as none. */
export function readPrefs(raw: unknown): ColumnPrefs {
  if (typeof raw !== 'object' || raw === null) return NO_PREFS;
  const { hidden, order } = raw as Record<string, unknown>;
  return { hidden: keys(hidden), order: keys(order) };
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
