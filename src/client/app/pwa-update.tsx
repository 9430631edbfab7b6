import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';
import type { Workbox } from 'workbox-window';

/** Registers the service worker and offers the waiting version: refuse, or update now. */
export function PwaUpdatePrompt() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('workbox-window').then(({ Workbox }) => {
      if (cancelled) return;
      const wb = new Workbox('/sw.js');
      wb.addEventListener('waiting', () => setWaiting(wb));
      void wb.register();
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
