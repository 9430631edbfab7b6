import { useCallback, useSyncExternalStore } from 'react';
import { NO_PREFS, readPrefs, type ColumnPrefs } from './column-settings';
import { Local } from './storage';

/**
 * One table's column settings (hidden, order, widths) as one value in this browser's local storage, shared by
 * the column settings control and the grid itself: both read the same value and each change reaches both (a
 * reset in the control gives the grid back its fitting widths). No name: settings live only while the page does.
 */
const read = new Map<string, ColumnPrefs>();
const listeners = new Set<() => void>();
const prefsKey = (name: string) => ['columns', name].join(':');

function get(name: string): ColumnPrefs {
  let prefs = read.get(name);
  if (!prefs) read.set(name, (prefs = readPrefs(Local.get(prefsKey(name)))));
  return prefs;
}

function put(name: string, prefs: ColumnPrefs) {
  read.set(name, prefs);
  const empty = !prefs.hidden.length && !prefs.order.length && !Object.keys(prefs.widths).length;
  if (empty) Local.remove(prefsKey(name));
  else Local.set(prefsKey(name), prefs);
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));

/** The settings of table `name` and a setter that keeps them; `undefined` keeps them for this page only. */
export function useTablePrefs(name: string | undefined): [ColumnPrefs, (next: ColumnPrefs) => void] {
  const prefs = useSyncExternalStore(subscribe, () => (name ? get(name) : NO_PREFS));
  const set = useCallback((next: ColumnPrefs) => name && put(name, next), [name]);
  return [prefs, set];
}

/** Forgets what was read (tests clear local storage between cases). */
export const forgetTablePrefs = () => read.clear();
