import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleAliases, pathAliases } from '../../build/aliases';
import { codeOf, sourceFiles } from './source-text';

/**
 * Libraries are used as they ship (docs/decisions/components.md): imported from their documented entry points,
 * their components' markup and class names left to them, no module a package imports from inside itself replaced
 * at build time. Each of these once saved bytes and would break without a compile error on a patch release.
 * A text scan of the repository's code; a finding names its rule and its file and line.
 */
type Rule = { rule: string; test: (specifier: string) => boolean };

const IMPORT_RULES: Rule[] = [
  {
    rule: "imports antd-mobile from inside the package: import from 'antd-mobile' (or antd-mobile/es/locales/*)",
    test: (s) =>
      /^antd-mobile\/(es|cjs|lib|umd|bundle)\//.test(s) && !/^antd-mobile\/es\/locales\/[\w-]+$/.test(s),
  },
  {
    rule: "imports a file inside html5-qrcode: import from 'html5-qrcode'",
    test: (s) => s.startsWith('html5-qrcode/'),
  },
  {
    rule: "imports a package's src/ or dist/ (its build's insides): use the package's documented entry",
    test: (s) =>
      !s.startsWith('.') && !s.startsWith('@/') && /^(@[^/]+\/)?[^/@][^/]*\/(.+\/)?(src|dist)\//.test(s),
  },
];

/** `from '…'`, `import '…'`, `import('…')`, `require('…')`, CSS `@import '…'`. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|@import\s+(?:url\()?)(['"`])([^'"`\n]+)\1/g;

/** A markup class or a style rule on an antd-mobile class (adm-…): antd-mobile's own markup, not ours. */
const ADM_CLASS = /(^|[\s'"`.{,:>+~(])adm-[a-z]/;

/** `file:line: rule` for each import of `text` that breaks an import rule. */
export function importBreaches(file: string, text: string): string[] {
  const found: string[] = [];
  codeOf(text)
    .split('\n')
    .forEach((line, i) => {
      for (const [, , specifier] of line.matchAll(SPECIFIER))
        for (const { rule, test } of IMPORT_RULES)
          if (test(specifier!)) found.push(`${file}:${i + 1}: ${rule}`);
    });
  return found;
}

/** `file:line` for each line of `text` that writes or styles an antd-mobile class name. */
export function admBreaches(file: string, text: string): string[] {
  return codeOf(text)
    .split('\n')
    .flatMap((line, i) => (ADM_CLASS.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('libraries used as they ship', () => {
  const code = sourceFiles('.');
  // This file spells the patterns it looks for.
  const scanned = code.filter((f) => f !== 'tests/tooling/library-entry-points.test.ts');

  it('imports every library from its documented entry points', () => {
    expect(scanned.length).toBeGreaterThan(600);
    const found = scanned.flatMap((f) => importBreaches(f, readFileSync(f, 'utf8')));
    expect(found, `Import from the package's entry:\n${found.join('\n')}`).toEqual([]);
  });

  it("writes no antd-mobile class name (adm-…) in the product's markup or styles", () => {
    const product = scanned.filter((f) => f.startsWith('src/'));
    const found = product.flatMap((f) => admBreaches(f, readFileSync(f, 'utf8')));
    expect(
      found,
      "Use antd-mobile's component and its CSS variables, or our own class names:\n" + found.join('\n'),
    ).toEqual([]);
  });

  it('replaces no module that a package imports from inside itself (build aliases and resolvers)', () => {
    for (const { find } of [...pathAliases, ...bundleAliases]) {
      for (const relative of ['./config-provider', '../third_party/zxing-js.umd', './index.js', '../utils/x'])
        expect(typeof find === 'string' ? find === relative : find.test(relative), `${String(find)}`).toBe(
          false,
        );
    }
    // A resolver would be a plugin's resolveId that answers for an importer inside node_modules.
    const resolvers = sourceFiles(
      'build',
      'vite.config.ts',
      'vitest.config.ts',
      'vite.server.config.ts',
    ).filter((f) => /\bresolveId\s*\(/.test(codeOf(readFileSync(f, 'utf8'))));
    expect(resolvers, 'A build plugin resolves modules: it must not answer for a package').toEqual([]);
  });

  it('finds each forbidden form, and passes the documented ones', () => {
    const bad = [
      "import 'antd-mobile/es/components/button/button.css';",
      "import { Button } from 'antd-mobile/es/components/button';",
      "const x = require('antd-mobile/cjs/index.js');",
      "const { Html5Qrcode } = await import('html5-qrcode/esm/html5-qrcode');",
      "const { default: sm4 } = await import('sm-crypto/src/sm4/index.js');",
      "import x from '@scope/pkg/dist/x.js';",
      "@import 'antd-mobile/es/global/global.css';",
    ];
    for (const line of bad) expect(importBreaches('f.ts', line), line).toHaveLength(1);
    const good = [
      "import { Button, ConfigProvider } from 'antd-mobile';",
      "import zhCN from 'antd-mobile/es/locales/zh-CN';",
      "const m = await import('antd-mobile/es/locales/en-US');",
      "const { Html5Qrcode } = await import('html5-qrcode');",
      "import AES from 'crypto-js/aes';",
      "import { pgTable } from 'drizzle-orm/pg-core';",
      "import { x } from '@/features/dist/x';",
      "import { y } from '../src/client/lib/y';",
      '// once: import "antd-mobile/es/components/button/button.css"',
    ];
    for (const line of good) expect(importBreaches('f.ts', line), line).toEqual([]);
    for (const line of [
      '<div className="adm-list-item">',
      '.card .adm-button { color: red; }',
      "host.getElementsByClassName('adm-dialog-content')",
      "el.querySelector('.adm-input-element')",
      'const cls = `adm-button-${color}`;',
    ])
      expect(admBreaches('f.tsx', line), line).toHaveLength(1);
    for (const line of [
      "<Button color='primary'>",
      ':root { --adm-color-primary: #0958d9; }',
      "style={{ '--adm-font-size-main': '15px' }}",
    ])
      expect(admBreaches('f.tsx', line), line).toEqual([]);
  });
});
