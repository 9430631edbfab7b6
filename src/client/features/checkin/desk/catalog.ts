import type { Messages } from '@lingui/core';
import type { Locale } from '@contract/constants';
import { addCatalog } from '@/lib/i18n';

// The check-in desk's own messages (build/catalogs.ts DESK_SOURCES), on demand like its code: the desk is staff's,
// opened online once to fetch the session's list, and kept by the service worker from then; the attendees' phones
// never carry it. Top-level await: the desk's chunk runs once they are in, so it never shows its English source
// first. One that cannot be fetched leaves the English texts, as every on-demand catalog does.
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => import('../../../locales/zh-cn/desk.po'),
  en: () => import('../../../locales/en/desk.po'),
};
await addCatalog((locale: Locale) => CATALOGS[locale]()).catch(() => undefined);
