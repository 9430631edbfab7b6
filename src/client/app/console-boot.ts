import type { Messages } from '@lingui/core';
import type { Locale } from '@contract/constants';
import { addCatalog } from '@/lib/i18n';
import { installListSearchCheck } from '@/lib/list-search-check';

// What the console needs before its first screen, in one chunk /admin's beforeLoad loads: a phone never precaches
// it (ON_DEMAND, build/precache-scope.ts), and the phone's first chunk holds one import of it rather than three.
const CONSOLE_CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => import('../locales/zh-cn/console.po'),
  en: () => import('../locales/en/console.po'),
};

const consoleCatalog = (locale: Locale) => CONSOLE_CATALOGS[locale]();

/** Installs the console's zod check of list addresses and loads its messages (again on each language switch). */
export async function bootConsole() {
  // Side by side: the check (zod) and the messages are one round trip after this chunk, not two.
  const [{ checkListSearch }] = await Promise.all([
    import('@/features/admin/list-search'),
    addCatalog(consoleCatalog),
  ]);
  installListSearchCheck(checkListSearch);
}
