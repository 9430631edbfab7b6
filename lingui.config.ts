import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { OWN_CATALOGS, sourceGlob } from './build/catalogs';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-cn'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/client/locales/{locale}/messages',
      include: ['src/client'],
      // Absolute globs: Lingui matches its exclusions against the absolute paths its includes yield.
      exclude: Object.values(OWN_CATALOGS)
        .flat()
        .map((p) => sourceGlob('<rootDir>', p)),
    },
    ...Object.entries(OWN_CATALOGS).map(([name, include]) => ({
      path: `<rootDir>/src/client/locales/{locale}/${name}`,
      include: [...include],
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
