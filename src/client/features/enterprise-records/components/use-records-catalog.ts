import { useEffect, useState } from 'react';
import type { Messages } from '@lingui/core';
import type { Locale } from '@contract/constants';
import { addCatalog } from '@/lib/i18n';

// These screens' own messages (build/catalogs.ts RECORDS_SOURCES): in their on-demand chunks, never precached.
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => import('../../../locales/zh-cn/records.po'),
  en: () => import('../../../locales/en/records.po'),
};
const recordsCatalog = (locale: Locale) => CATALOGS[locale]();
let ready = false;
const loading = addCatalogOnce();

function addCatalogOnce() {
  return addCatalog(recordsCatalog).then(
    () => (ready = true),
    () => (ready = true),
  );
}

/** Whether the records catalog is loaded; a screen shows its skeleton until then (a few ms, the chunk is cached). */
export function useRecordsCatalog(): boolean {
  const [loaded, setLoaded] = useState(ready);
  useEffect(() => {
    if (!loaded) void loading.then(() => setLoaded(true));
  }, [loaded]);
  return loaded;
}
