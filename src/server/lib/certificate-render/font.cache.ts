import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';

/**
 * Noto Sans SC (SIL OFL) from npm, so a fresh clone needs no system font. Resolved through node_modules from
 * wherever this code runs: the sources under tsx, or a bundled chunk in dist/server (the font is not bundled).
 */
const require = createRequire(import.meta.url);
export const FONT_FAMILY = 'Noto Sans SC';
export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
};
export type Weight = keyof typeof FONT_FILES;

export type LoadedFont = { bytes: Uint8Array; font: Font };

/**
 * Each weight read and parsed once per thread: the files are 10 MB each, and fontkit's parse (its glyph and
 * layout caches with it) is reused by every certificate the thread renders.
 */
const loaded = new Map<Weight, LoadedFont>();
export function loadFont(weight: Weight): LoadedFont {
  const cached = loaded.get(weight);
  if (cached) return cached;
  const bytes = readFileSync(FONT_FILES[weight]);
  const font = fontkit.create(bytes);
  if (!('layout' in font)) throw new Error(`${FONT_FILES[weight]} is a font collection, not a font`);
  const entry = { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), font };
  loaded.set(weight, entry);
  return entry;
}
