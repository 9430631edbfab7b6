import { useEffect, type ReactNode } from 'react';
import { I18nProvider, useLingui } from '@lingui/react';
import { ConfigProvider } from 'antd-mobile';
import { antdLocaleFor } from '@/lib/antd-locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { startReplay } from '@/lib/offline-queue';
import { registerOfflineMutations } from './offline-mutations';

registerOfflineMutations(queryClient);

export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => startReplay(queryClient), []);
  return (
    <I18nProvider i18n={i18n}>
      {/* The saved cache is restored before the first render (main.tsx, restoreCache). */}
      <QueryClientProvider client={queryClient}>
        <AntdConfig>{children}</AntdConfig>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** antd-mobile's texts follow the app's language (loaded with its catalog: lib/antd-locale.ts). */
function AntdConfig({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <ConfigProvider locale={antdLocaleFor(active.locale)}>{children}</ConfigProvider>;
}
