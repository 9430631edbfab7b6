import { useEffect, type ReactNode } from 'react';
import { I18nProvider, useLingui } from '@lingui/react';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { startReplay } from '@/lib/offline-queue';
import { registerOfflineMutations } from './offline-mutations';

registerOfflineMutations(queryClient);

/**
 * antd-mobile's texts follow the app's language: inside the tree through ConfigProvider, and in what it renders
 * outside the tree (Dialog.confirm, Toast, pickers opened imperatively) through its default config.
 */
function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  const locale = active.locale === 'en' ? enUS : zhCN;
  setDefaultConfig({ locale });
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => startReplay(queryClient), []);
  return (
    <I18nProvider i18n={i18n}>
      {/* The saved cache is restored before the first render (main.tsx, restoreCache). */}
      <QueryClientProvider client={queryClient}>
        <AntdLocale>{children}</AntdLocale>
      </QueryClientProvider>
    </I18nProvider>
  );
}
