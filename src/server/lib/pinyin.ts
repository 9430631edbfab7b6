import { pinyin } from 'pinyin-pro';

/**
 * Names in pinyin, for the check-in desk's search (contract/desk-search-rules.ts): the syllables without tones, the
 * surname read as a surname (单 shan, 曾 zeng, 解 xie), through pinyin-pro. A name without Chinese has none.
 * Answers are kept (a roster is polled again and again, its names the same), and a list of thousands is worked
 * through in slices, so the event loop is never held for long.
 */

const kept = new Map<string, string>();
/** Names kept at most (a few megabytes); the oldest go first. */
const KEPT_MAX = 50_000;
/** Names worked out between two turns of the event loop. */
const SLICE = 200;
const CHINESE = /[\u3400-\u9fff]/;

export function namePinyin(name: string): string {
  const known = kept.get(name);
  if (known !== undefined) return known;
  const syllables = CHINESE.test(name)
    ? pinyin(name, { toneType: 'none', type: 'array', surname: 'head', nonZh: 'removed' }).filter(Boolean)
    : [];
  const text = syllables.join(' ');
  if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value as string);
  kept.set(name, text);
  return text;
}

/** Each name's pinyin (names not worked out before are, SLICE at a time). */
export async function namesPinyin(names: Iterable<string | null>): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let worked = 0;
  for (const name of names) {
    if (!name || out.has(name)) continue;
    if (!kept.has(name) && ++worked % SLICE === 0) await new Promise((r) => setImmediate(r));
    out.set(name, namePinyin(name));
  }
  return out;
}
