import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';
import { RouterProvider } from '@tanstack/react-router';
import 'nprogress/nprogress.css';
import './styles.css';
import { activateLocale, storedLocale } from '@/lib/i18n';
import { Providers } from './app/providers';
import { router } from './app/router';
import { PwaUpdatePrompt } from './app/pwa-update';

// antd-mobile's imperative Toast/Dialog render nothing on React 19 without this (stack.md §5.3).
unstableSetRender((node, container) => {
  const c = container as Element & { _reactRoot?: Root };
  c._reactRoot ??= createRoot(container);
  c._reactRoot.render(node);
  return async () => {
    await new Promise((r) => setTimeout(r, 0));
    c._reactRoot?.unmount();
  };
});

await activateLocale(storedLocale());

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
