import { createContext, createElement, useContext, type ReactNode } from 'react';
import { LinguiContext } from '@lingui/react';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import { i18n } from './i18n';

/**
 * antd-mobile's config-provider, in the place of its own (build/aliases.ts `antdConfig`): the same exports, and
 * one difference. Its texts (a picker's "确定", a form's "必填") follow the app's language by themselves, read
 * from Lingui's context (or, in what antd-mobile renders outside the tree, Lingui's active language), so no
 * ConfigProvider has to wrap the app: a phone's first visit, which shows no antd-mobile component, no longer
 * carries antd-mobile's config and both languages' texts.
 */
type Config = { locale: typeof zhCN } & Record<string, unknown>;

const inLanguage = (locale: string | undefined) => (locale === 'en' ? enUS : zhCN);

export const defaultConfigRef: { current: Config } = { current: { locale: zhCN } };
export function setDefaultConfig(config: Config) {
  defaultConfigRef.current = config;
}
export function getDefaultConfig(): Config {
  return defaultConfigRef.current;
}

const ConfigContext = createContext<Config | null>(null);

export function ConfigProvider({ children, ...config }: Partial<Config> & { children?: ReactNode }) {
  const parent = useConfig();
  return createElement(ConfigContext.Provider, { value: { ...parent, ...config } }, children);
}

/** antd-mobile's texts in the app's active language (for what is rendered outside the tree). */
export const antdTexts = () => inLanguage(i18n.locale);

export function useConfig(): Config {
  const own = useContext(ConfigContext);
  const app = useContext(LinguiContext);
  return own ?? { ...defaultConfigRef.current, locale: inLanguage((app?.i18n ?? i18n).locale) };
}
