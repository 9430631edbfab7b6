import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Workbox } from 'workbox-window';

/** The built chunks and styles this page has fetched so far. */
function loadedAssets() {
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((url) => new URL(url).pathname.startsWith('/assets/'));
}

/** Registers the service worker and offers the waiting version: refuse, or update now. */
export function PwaUpdatePrompt() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const controlled = !!navigator.serviceWorker.controller;
    void import('workbox-window').then(({ Workbox }) => {
      if (cancelled) return;
      const wb = new Workbox('/sw.js');
      wb.addEventListener('waiting', () => setWaiting(wb));
      void wb.register();
      // On the first visit the chunks already loaded did not pass through the worker: hand it those it does
      // not precache (a console page), so they are kept for offline use too (workbox-routing's CACHE_URLS).
      if (!controlled)
        void wb.active.then(() =>
          wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedAssets() } }),
        );
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!waiting) return null;
  const update = () => {
    waiting.addEventListener('controlling', () => location.reload());
    waiting.messageSkipWaiting();
  };
  return (
    <div className="update-prompt" role="alertdialog" data-testid="update-prompt">
      <span>
        <Trans>A new version is available.</Trans>
      </span>
      <Button size="small" onClick={() => setWaiting(null)}>
        <Trans>Refuse</Trans>
      </Button>
      <Button size="small" color="primary" onClick={update}>
        <Trans>Update now</Trans>
      </Button>
    </div>
  );
}
