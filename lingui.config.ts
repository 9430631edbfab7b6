import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { CONSOLE_SOURCES, ENTERPRISE_SOURCES, EXAM_SOURCES, RECORDS_SOURCES } from './build/catalogs';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-cn'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/client/locales/{locale}/messages',
      include: ['src/client'],
      // Absolute globs: Lingui matches its exclusions against the absolute paths its includes yield.
      exclude: [...CONSOLE_SOURCES, ...EXAM_SOURCES, ...ENTERPRISE_SOURCES, ...RECORDS_SOURCES].map(
        (p) => `<rootDir>/${p}${p.endsWith('.tsx') ? '' : '/**'}`,
      ),
    },
    { path: '<rootDir>/src/client/locales/{locale}/console', include: CONSOLE_SOURCES },
    { path: '<rootDir>/src/client/locales/{locale}/exam', include: EXAM_SOURCES },
    { path: '<rootDir>/src/client/locales/{locale}/enterprise', include: ENTERPRISE_SOURCES },
    { path: '<rootDir>/src/client/locales/{locale}/records', include: RECORDS_SOURCES },
  ],
  format: formatter({ lineNumbers: false }),
});
