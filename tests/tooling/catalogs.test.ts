import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SOURCES, EXAM_SOURCES } from '../../build/catalogs.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const idsOf = (po: string) =>
  new Set(
    [...po.matchAll(/^(?:msgctxt "(.*)"\n)?msgid "(.*)"$/gm)]
      .filter(([, , id]) => id !== '')
      .map(([, ctx, id]) => `${ctx ?? ''}\u0004${id}`),
  );

/**
 * The catalogs are what the source says: extracting again (into a scratch folder) finds no message the
 * committed catalogs lack and none they hold for nothing. A message added without `npm run i18n:extract`
 * would otherwise show its English source in Chinese.
 */
describe('the message catalogs', () => {
  it('hold exactly the messages of the source', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'peixun-catalogs-'));
    // The config lives under node_modules so that it resolves the project's packages.
    const configDir = join(ROOT, 'node_modules/.cache/peixun-catalogs');
    mkdirSync(configDir, { recursive: true });
    const config = join(configDir, 'lingui.config.mjs');
    writeFileSync(
      config,
      `import { formatter } from '@lingui/format-po';
export default {
  rootDir: ${JSON.stringify(ROOT)},
  sourceLocale: 'en',
  locales: ['en'],
  catalogs: [
    { path: ${JSON.stringify(join(scratch, 'messages-{locale}'))}, include: ['src/client'], exclude: ${JSON.stringify([...CONSOLE_SOURCES, ...EXAM_SOURCES].map((p) => `${ROOT}/${p}${p.endsWith('.tsx') ? '' : '/**'}`))} },
    { path: ${JSON.stringify(join(scratch, 'console-{locale}'))}, include: ${JSON.stringify(CONSOLE_SOURCES)} },
    { path: ${JSON.stringify(join(scratch, 'exam-{locale}'))}, include: ${JSON.stringify(EXAM_SOURCES)} },
  ],
  format: formatter({ lineNumbers: false }),
};
`,
    );
    execFileSync(join(ROOT, 'node_modules/.bin/lingui'), ['extract', '--config', config], {
      cwd: ROOT,
      stdio: 'pipe',
    });
    for (const catalog of ['messages', 'console', 'exam']) {
      const extracted = idsOf(readFileSync(join(scratch, `${catalog}-en.po`), 'utf8'));
      for (const locale of ['en', 'zh-cn']) {
        const committed = idsOf(
          readFileSync(join(ROOT, `src/client/locales/${locale}/${catalog}.po`), 'utf8'),
        );
        expect(
          [...extracted].filter((id) => !committed.has(id)),
          `${locale}/${catalog}: missing`,
        ).toEqual([]);
        expect(
          [...committed].filter((id) => !extracted.has(id)),
          `${locale}/${catalog}: obsolete`,
        ).toEqual([]);
      }
    }
  });
});
