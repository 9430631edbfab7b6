import { DotLoading } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';

/**
 * What the desk's screens (ticket scanning, the list, the kiosk) show before their code is in: they load on
 * demand, online, and the service worker keeps them from then.
 */

/** While the desk's code loads: the screen's frame with the loading dots, rather than a blank page. */
export function DeskLoading() {
  return (
    <main className="sign-page" data-testid="desk-loading">
      <DotLoading className="loading-dots" />
    </main>
  );
}

/**
 * Offline before the desk's code was ever fetched: once opened online, the desk opens offline too (the screens
 * themselves say so). The sign-in screen's words, so every page's catalog carries no more of them.
 */
export function DeskOffline() {
  return (
    <main className="sign-page offline-empty" data-testid="desk-offline">
      <p>
        <Trans>You are offline. This needs a connection.</Trans>
      </p>
    </main>
  );
}
