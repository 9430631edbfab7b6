import type { Messages } from '@lingui/core';
import type { Locale } from '@contract/constants';
import { addCatalog } from '@/lib/i18n';

// The downloads' own messages (build/catalogs.ts DOWNLOAD_SOURCES), on demand like their code: a phone's first chunk
// and precache carry none of them. Top-level await: the chunk runs once they are in, so it never shows its English
// source first. One that cannot be fetched leaves the English texts, as every on-demand catalog does.
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => import('../../../locales/zh-cn/downloads.po'),
  en: () => import('../../../locales/en/downloads.po'),
};
await addCatalog((locale: Locale) => CATALOGS[locale]()).catch(() => undefined);
