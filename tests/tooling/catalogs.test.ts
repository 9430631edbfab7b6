import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SOURCES, OWN_CATALOGS as OWN, sourceGlob } from '../../build/catalogs.ts';

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
        .map((p) => sourceGlob(ROOT, p)),
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

  it('are loaded before an account screen renders: each of its sources imports the account catalog', () => {
    const without = ACCOUNT_SOURCES.filter(
      (file) => !readFileSync(join(ROOT, file), 'utf8').includes("import '@/lib/account-catalog';"),
    );
    expect(without).toEqual([]);
  });

  it('translate a message one way on every screen: a msgid means one thing unless a context tells them apart', () => {
    // One word translated two ways ("Saved": 已保存 on one screen, 保存成功 on the next) reads as two things;
    // two meanings of one English word ("Next" question, "Next" page) each get a msgctxt of their own.
    const catalogs = ['messages', ...Object.keys(OWN)];
    const seen = new Map<string, Map<string, string>>();
    for (const catalog of catalogs) {
      const file = join(ROOT, `src/client/locales/zh-cn/${catalog}.po`);
      for (const [, ctx, id = '', str = ''] of readFileSync(file, 'utf8').matchAll(
        /^(?:msgctxt "(.*)"\n)?msgid "(.*)"\nmsgstr "(.*)"$/gm,
      )) {
        if (id === '') continue;
        const key = ctx ? `${id} (${ctx})` : id;
        seen.set(key, (seen.get(key) ?? new Map<string, string>()).set(str, catalog));
      }
    }
    const twoWays = [...seen]
      .filter(([, strs]) => strs.size > 1)
      .map(([key, strs]) => `${key}: ${[...strs.keys()].join(',')}`);
    expect(twoWays).toEqual([]);
  });
});
