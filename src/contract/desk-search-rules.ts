/**
 * The check-in desk's search over a session's roster, kept on the device (no zod: the sign screens use it). One
 * keystroke finds a person by any part of the name (two Chinese characters are enough), by pinyin in full, by
 * initials or by both mixed as an input method types them (`zxy`, `zhangxy`, `zhangxueyuan` → 张学员), by the last
 * digits of the mobile number, or by the enterprise's name. The server writes each name's pinyin into the roster
 * (surname readings for the surname: 单 shan, 曾 zeng), so the device carries no dictionary.
 */

/** What the search reads of a roster entry. `pinyin` is the name's syllables, space-separated, no tones. */
export type Searchable = {
  name: string | null;
  pinyin?: string | null;
  mobile: string | null;
  enterprise?: string | null;
};

/**
 * The desk lists this many results at most; the rest are counted ("type more to narrow"). A phone shows about ten
 * rows; each row drawn is part of a keystroke's time (twenty rows kept a keystroke over a frame: bench/desk-search).
 */
export const DESK_RESULTS_MAX = 12;

type Key = { name: string; syllables: string[]; mobile: string; enterprise: string };
type Kind = 'digits' | 'letters' | 'text';
/** The last query searched, and the places in the roster (in its order) of everyone it found. */
type Last = { q: string; kind: Kind; matched: number[] };
export type RosterIndex<T> = { entries: readonly T[]; keys: readonly Key[]; last: Last | null };

/** Lower case, ü as v (as an input method types it), no spaces. */
const fold = (s: string) => s.toLowerCase().replace(/ü/g, 'v').replace(/\s+/g, '');

/** Made once per roster (a keystroke reads it, and notes what it found: `searchRoster`). */
export function indexRoster<T extends Searchable>(entries: readonly T[]): RosterIndex<T> {
  return {
    entries,
    keys: entries.map((e) => ({
      name: fold(e.name ?? ''),
      syllables: (e.pinyin ?? '').toLowerCase().replace(/ü/g, 'v').split(/\s+/).filter(Boolean),
      mobile: (e.mobile ?? '').replace(/\D/g, ''),
      enterprise: fold(e.enterprise ?? ''),
    })),
    last: null,
  };
}

/**
 * Whether `q` from `pos` on is typed by syllables `i`, `i+1`, … each given in full or by its first letters (at
 * least one), as `zhangxy` or `zxyuan` type 张学员.
 */
function typedFrom(q: string, pos: number, syllables: readonly string[], i: number): boolean {
  if (pos === q.length) return true;
  const s = syllables[i];
  if (s === undefined) return false;
  let same = 0;
  while (same < s.length && pos + same < q.length && s[same] === q[pos + same]) same++;
  for (let k = same; k >= 1; k--) if (typedFrom(q, pos + k, syllables, i + 1)) return true;
  return false;
}

/** How well a key matches: 0 best, 1, 2; -1 not at all. */
function rank(k: Key, q: string, kind: Kind): number {
  if (kind === 'digits') {
    if (k.mobile.endsWith(q)) return 0;
    return q.length >= 5 && k.mobile.includes(q) ? 1 : -1;
  }
  if (k.name.startsWith(q)) return 0;
  if (kind === 'letters') {
    if (typedFrom(q, 0, k.syllables, 0)) return 0;
    for (let i = 1; i < k.syllables.length; i++) if (typedFrom(q, 0, k.syllables, i)) return 1;
  }
  if (k.name.includes(q)) return 1;
  return k.enterprise.includes(q) ? 2 : -1;
}

/**
 * The places of the roster to look at for `q`: all of it, or, when `q` only adds to the last query of its kind,
 * the people that one found (what matches a longer name, pinyin or enterprise text matched its start). Digits are
 * matched at the end of a number, where typing one more is not a narrowing, and are always looked for in full.
 */
function candidates(index: RosterIndex<unknown>, q: string, kind: Kind): readonly number[] | null {
  const last = index.last;
  return last && kind !== 'digits' && last.kind === kind && q.startsWith(last.q) ? last.matched : null;
}

/**
 * The entries the query finds, best first (a name or its pinyin from the start, then from within, then the
 * enterprise; the roster's order among equals), at most `limit`, and how many in all. An empty query finds all.
 * The index remembers the query, so the next keystroke that adds to it searches only those it found: typing a
 * name costs one pass over the roster, then passes over fewer and fewer.
 */
export function searchRoster<T>(
  index: RosterIndex<T>,
  query: string,
  limit = DESK_RESULTS_MAX,
): { hits: T[]; total: number } {
  const q = fold(query);
  if (!q) return { hits: index.entries.slice(0, limit), total: index.entries.length };
  const kind: Kind = /^\d+$/.test(q) ? 'digits' : /^[a-z]+$/.test(q) ? 'letters' : 'text';
  const within = candidates(index, q, kind);
  const tiers: [number[], number[], number[]] = [[], [], []];
  const matched: number[] = [];
  const { keys, entries } = index;
  // A plain loop over places in the roster's order: each tier comes out in that order, as equals are listed.
  for (const place of within ?? keys.keys()) {
    const key = keys[place];
    const tier = key ? rank(key, q, kind) : -1;
    if (tier < 0) continue;
    tiers[tier as 0 | 1 | 2].push(place);
    matched.push(place);
  }
  const found = tiers[0].concat(tiers[1], tiers[2]);
  index.last = { q, kind, matched };
  // Places come from the keys, made one for one from the entries.
  return { hits: found.slice(0, limit).map((place) => entries[place] as T), total: found.length };
}
