import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every visible string is translated: no zh-cn entry of the catalog may be left empty. */
describe.each(['messages', 'console'])('the zh-cn catalog %s.po', (catalog) => {
  it('has a translation for every message', () => {
    const po = readFileSync(`src/client/locales/zh-cn/${catalog}.po`, 'utf8');
    const entries = [...po.matchAll(/msgid "(.+)"\nmsgstr "(.*)"/g)];
    expect(entries.length).toBeGreaterThan(40);
    expect(entries.filter(([, , str]) => str === '').map(([, id]) => id)).toEqual([]);
  });
});
