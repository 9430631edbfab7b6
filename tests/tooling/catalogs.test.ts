import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SOURCES, ENTERPRISE_SOURCES, EXAM_SOURCES, RECORDS_SOURCES } from '../../build/catalogs.ts';

/** The catalogs of their own (build/catalogs.ts); everything else is in messages. */
const OWN: Record<string, string[]> = {
  console: CONSOLE_SOURCES,
  exam: EXAM_SOURCES,
  enterprise: ENTERPRISE_SOURCES,
  records: RECORDS_SOURCES,
};

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
    { path: ${JSON.stringify(join(scratch, 'messages-{locale}'))}, include: ['src/client'], exclude: ${JSON.stringify(
      Object.values(OWN)
        .flat()
        .map((p) => `${ROOT}/${p}${p.endsWith('.tsx') ? '' : '/**'}`),
    )} },
${Object.entries(OWN)
  .map(
    ([name, sources]) =>
      `    { path: ${JSON.stringify(join(scratch, `${name}-{locale}`))}, include: ${JSON.stringify(sources)} },`,
  )
  .join('\n')}
  ],
  format: formatter({ lineNumbers: false }),
};
`,
    );
    execFileSync(join(ROOT, 'node_modules/.bin/lingui'), ['extract', '--config', config], {
      cwd: ROOT,
      stdio: 'pipe',
    });
    // A catalog whose sources do not exist yet has no file either: both are empty.
    const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
    for (const catalog of ['messages', ...Object.keys(OWN)]) {
      const extracted = idsOf(read(join(scratch, `${catalog}-en.po`)));
      for (const locale of ['en', 'zh-cn']) {
        const committed = idsOf(read(join(ROOT, `src/client/locales/${locale}/${catalog}.po`)));
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
