import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
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
        {/* antd-mobile's texts follow the language by themselves (lib/antd-config.ts). */}
        {children}
      </QueryClientProvider>
    </I18nProvider>
  );
}
