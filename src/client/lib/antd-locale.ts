import { i18n } from '@lingui/core';
import { setDefaultConfig } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { Locale } from '@contract/constants';

/** antd-mobile's texts (a picker's "确定", a form's "必填") as its `ConfigProvider` takes them. */
export type AntdLocale = typeof zhCN;

/**
 * antd-mobile's locale files, the ones its ConfigProvider documentation names. Chinese, the default, is in the
 * first chunk (antd-mobile's own default); English is loaded with the app's English catalog.
 */
const LOADERS: Record<Locale, () => Promise<AntdLocale>> = {
  'zh-cn': () => Promise.resolve(zhCN),
  en: () => import('antd-mobile/es/locales/en-US').then((m) => m.default),
};

const loaded: Partial<Record<Locale, AntdLocale>> = { 'zh-cn': zhCN };

/**
 * Loads antd-mobile's texts for a language and makes them the default of what antd-mobile renders outside the
 * app's tree (Dialog.show, Toast): called by activateLocale, with the app's catalog.
 */
export async function loadAntdLocale(locale: Locale) {
  setDefaultConfig({ locale: (loaded[locale] ??= await LOADERS[locale]()) });
}

/** antd-mobile's texts for the app's language, for the app's `ConfigProvider` (app/providers.tsx). */
export const antdLocaleFor = (locale: string): AntdLocale => loaded[locale as Locale] ?? zhCN;

/** antd-mobile's texts in the app's active language (for our own dialogs built on Dialog.show). */
export const antdTexts = (): AntdLocale => antdLocaleFor(i18n.locale);
