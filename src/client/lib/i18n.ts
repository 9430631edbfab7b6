import { startTransition } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@contract/constants';
import { Local } from './storage';
import { loadAntdLocale } from './antd-locale';
import { messages as defaultMessages } from '../locales/zh-cn/messages.po';

// The default language is in the first chunk, so the first paint does not wait for a catalog request.
const LOADERS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => Promise.resolve({ messages: defaultMessages }),
  en: () => import('../locales/en/messages.po'),
};

const isLocale = (v: unknown): v is Locale =>
  typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

export const storedLocale = (): Locale => {
  const saved = Local.get<string>('locale');
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
};

type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>;

/**
 * Catalogs of parts loaded on demand (the console's, build/catalogs.ts), registered by the part when it loads:
 * they are loaded at once for the active language and again for each language switched to.
 */
const extraCatalogs: CatalogLoader[] = [];

export async function addCatalog(load: CatalogLoader) {
  if (extraCatalogs.includes(load)) return;
  extraCatalogs.push(load);
  const locale = i18n.locale as Locale;
  const { messages } = await load(locale);
  i18n.load(locale, messages);
}

/** Loads a catalog, activates it, remembers the choice and updates <html lang>. */
export async function activateLocale(locale: Locale) {
  const antdTexts = loadAntdLocale(locale); // antd-mobile's own texts, in step with ours
  const [{ messages }, ...extras] = await Promise.all([
    LOADERS[locale](),
    ...extraCatalogs.map((load) => load(locale)),
  ]);
  await antdTexts;
  const all = Object.assign({}, ...extras.map((e) => e.messages), messages) as Messages;
  i18n.loadAndActivate({ locale, messages: all }); // ids made URL-safe by the build (build/lingui-ids.ts)
  loadServerMessages(Local.get<ServerMessages>('serverMessages'));
  Local.set('locale', locale);
  document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : 'en';
}

type ServerMessages = Record<Locale, Record<string, string>>;

/**
 * Server messages (/api/admin/i18n/info), cached for offline starts. Usually they are the ones the start loaded
 * from that cache: then nothing is loaded, as every load re-renders the whole app (a long task on a phone).
 */
export function mergeServerMessages(data: Record<string, Record<string, string>[]>) {
  const merged: ServerMessages = { 'zh-cn': {}, en: {} };
  for (const locale of LOCALES) for (const entry of data[locale] ?? []) Object.assign(merged[locale], entry);
  if (JSON.stringify(merged) === JSON.stringify(Local.get<ServerMessages>('serverMessages'))) return;
  Local.set('serverMessages', merged);
  // A background render: the provider's re-render of every screen is then done in slices, not in one task.
  startTransition(() => loadServerMessages(merged));
}

/** Server keys (e.g. router.home) join Lingui's catalogs, so `i18n._('router.home')` translates them. */
function loadServerMessages(messages: ServerMessages | null) {
  if (messages) i18n.load(messages); // both languages, one change event
}

export const serverMessage = (key: string, locale: Locale = storedLocale()): string | undefined =>
  Local.get<ServerMessages>('serverMessages')?.[locale]?.[key];

export { i18n };
