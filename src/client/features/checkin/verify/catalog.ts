import type { Messages } from '@lingui/core';
import type { Locale } from '@contract/constants';
import { addCatalog } from '@/lib/i18n';

// The certificate check's own messages (build/catalogs.ts VERIFY_SOURCES), on demand like its code: a phone's
// first chunk and precache carry none of them. Top-level await: the screen's chunk runs once they are in, so it
// never shows its English source first. One that cannot be fetched leaves the English texts, as every on-demand
// catalog does.
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => import('../../../locales/zh-cn/verify.po'),
  en: () => import('../../../locales/en/verify.po'),
};
await addCatalog((locale: Locale) => CATALOGS[locale]()).catch(() => undefined);
