import type { Plugin } from 'vite';

/**
 * The SWC macro plugin (6.x, the one that runs on Node 20 with our @swc/core) writes message ids in URL-safe
 * base64, while Lingui 5's catalog compiler keys them in standard base64; without this bridge every message whose
 * id holds a + or / would show its id instead of its text. Done here, on the compiled catalog, once per build:
 * a phone no longer rewrites every id of its catalog at each start.
 */
export function urlSafeCatalogIds(): Plugin {
  return {
    name: 'peixun:lingui-url-safe-ids',
    enforce: 'post',
    transform(code, id) {
      if (!id.endsWith('.po')) return null;
      return { code: withUrlSafeIds(code), map: null };
    },
  };
}

const COMPILED = /^(\/\*eslint-disable\*\/export const messages=JSON\.parse\()("(?:[^"\\]|\\.)*")(\);?)$/s;

/** Rewrites the ids of a catalog compiled by Lingui (`export const messages=JSON.parse("…")`). */
export function withUrlSafeIds(compiled: string): string {
  const [, head, literal, tail] = COMPILED.exec(compiled.trim()) ?? [];
  // A new compiler output must fail the build, not ship a catalog whose ids no message finds.
  if (!head || !literal || tail === undefined)
    throw new Error('lingui-ids: the compiled catalog is not in the form this bridge knows');
  const messages = JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
  const safe = Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key.replace(/\+/g, '-').replace(/\//g, '_'), text]),
  );
  return `${head}${JSON.stringify(JSON.stringify(safe))}${tail}`;
}
