import type { Messages } from '@lingui/core';
import type { Locale } from '@contract/constants';
import { addCatalog } from '@/lib/i18n';

// Loaded by the console's route only; a phone never precaches these chunks (ON_DEMAND, build/precache-scope.ts).
const CONSOLE_CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => import('../locales/zh-cn/console.po'),
  en: () => import('../locales/en/console.po'),
};

const consoleCatalog = (locale: Locale) => CONSOLE_CATALOGS[locale]();

/** The console's messages (build/catalogs.ts), loaded before its first screen and on each language switch. */
export const loadConsoleCatalog = () => addCatalog(consoleCatalog);
