import { useEffect, useState } from 'react';
import type { Messages } from '@lingui/core';
import type { Locale } from '@contract/constants';
import { addCatalog } from '@/lib/i18n';

// The enterprise and feedback screens' own messages (build/catalogs.ts ENTERPRISE_SOURCES): in these on-demand
// chunks, never in a phone's precache. The feedback routes wait for it too (a feature does not import another).
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => import('../../locales/zh-cn/enterprise.po'),
  en: () => import('../../locales/en/enterprise.po'),
};
let ready = false;
let loading: Promise<unknown> | null = null;

/** Whether the enterprise catalog is loaded; a screen shows its skeleton until then (a few ms once cached). */
export function useEnterpriseCatalog(): boolean {
  const [loaded, setLoaded] = useState(ready);
  useEffect(() => {
    if (loaded) return;
    loading ??= addCatalog((locale: Locale) => CATALOGS[locale]()).finally(() => (ready = true));
    void loading.then(
      () => setLoaded(true),
      () => setLoaded(true),
    );
  }, [loaded]);
  return loaded;
}
