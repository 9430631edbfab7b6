import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import 'nprogress/nprogress.css';
import './styles.css';
import { activateLocale, storedLocale } from '@/lib/i18n';
import { Providers } from './app/providers';
import { router } from './app/router';
import { PwaUpdatePrompt } from './app/pwa-update';
import { restoreCache } from '@/lib/query-client';

await Promise.all([activateLocale(storedLocale()), restoreCache()]);

const el = document.getElementById('app');
if (el) {
  createRoot(el).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
        <PwaUpdatePrompt />
      </Providers>
    </StrictMode>,
  );
}
