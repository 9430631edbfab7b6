import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
import { activateLocale, storedLocale } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { installSwitchKeys } from '@/lib/switch-keys';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { PwaUpdatePrompt } from './app/pwa-update';
import { restoreCache } from '@/lib/query-client';

// The start in steps, each a task of its own (the modules, the language, the route table, the first render):
// on a phone's slow CPU, together they were one of the start's longest tasks. The saved cache is read from
// IndexedDB meanwhile.
const restoring = restoreCache();
installSwitchKeys();
await nextTask();
await activateLocale(storedLocale());
await nextTask();
const router = createAppRouter();
await restoring;
await nextTask();

const el = document.getElementById('app');
if (el) {
  const root = createRoot(el);
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the browser in
  // between them (a phone's CPU turned the one long render into the page's longest task). The boot shell stands
  // until the page is in the tree (app/route-chrome.ts), so nothing shows half-rendered.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
          <PwaUpdatePrompt />
        </Providers>
      </StrictMode>,
    ),
  );
}
