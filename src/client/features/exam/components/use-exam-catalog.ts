import { useEffect, useState } from 'react';
import type { Messages } from '@lingui/core';
import type { Locale } from '@contract/constants';
import { addCatalog } from '@/lib/i18n';

// The exam screens' own messages (build/catalogs.ts): in these on-demand chunks, never in a phone's precache.
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => import('../../../locales/zh-cn/exam.po'),
  en: () => import('../../../locales/en/exam.po'),
};
const examCatalog = (locale: Locale) => CATALOGS[locale]();
let ready = false;
const loading = addCatalogOnce();

function addCatalogOnce() {
  return addCatalog(examCatalog).then(
    () => (ready = true),
    () => (ready = true),
  );
}

/** Whether the exam catalog is loaded; a screen shows its skeleton until then (a few ms, the chunk is cached). */
export function useExamCatalog(): boolean {
  const [loaded, setLoaded] = useState(ready);
  useEffect(() => {
    if (!loaded) void loading.then(() => setLoaded(true));
  }, [loaded]);
  return loaded;
}
