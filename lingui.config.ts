import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-cn'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/client/locales/{locale}/messages', include: ['src/client'] }],
  format: formatter({ lineNumbers: false }),
});
