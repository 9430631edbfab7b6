import { describe, expect, it } from 'vitest';
import { createCompiledCatalog } from '@lingui/cli/api';
import { withUrlSafeIds } from '../../build/lingui-ids';

const compiled = (messages: Record<string, string>) =>
  createCompiledCatalog('en', messages, { namespace: 'es' }).source;
/** The catalog a compiled module holds. */
function load(source: string): Record<string, unknown> {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(source)?.[1];
  if (!literal) throw new Error('no catalog in the module');
  return JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
}

describe("the catalog's ids, made URL-safe at build time", () => {
  it('rewrites + and / in every id, as the SWC macro writes them, and keeps the texts', () => {
    const out = withUrlSafeIds(compiled({ 'a+b/c+': 'One {n}', plain: 'Two', '/+/': 'Three' }));
    const before = load(compiled({ 'a+b/c+': 'One {n}', plain: 'Two', '/+/': 'Three' }));
    expect(load(out)).toEqual({ 'a-b_c-': before['a+b/c+'], plain: before['plain'], '_-_': before['/+/'] });
    expect(out.startsWith('/*eslint-disable*/export const messages=JSON.parse(')).toBe(true);
  });

  it('fails the build on a compiler output it does not know, rather than ship ids no message finds', () => {
    expect(() => withUrlSafeIds('export default {"a+b": "x"}')).toThrow(/not in the form/);
  });
});
