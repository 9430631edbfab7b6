import type { Messages } from '@lingui/core';
import type { Locale } from '@contract/constants';
import { addCatalog } from './i18n';

// The account screens' messages (build/catalogs.ts ACCOUNT_SOURCES), on demand like their code: every phone
// would otherwise carry them in its first chunk, though most never register or reset a password on the device.
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => import('../locales/zh-cn/account.po'),
  en: () => import('../locales/en/account.po'),
};

// Top-level await: a chunk importing this module runs once the messages are in, so no account screen ever
// renders its English source first. A catalog that cannot be fetched (offline, never cached) leaves the English
// texts, as every other on-demand catalog does.
await addCatalog((locale: Locale) => CATALOGS[locale]()).catch(() => undefined);
