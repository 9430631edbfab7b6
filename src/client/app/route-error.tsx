import { useEffect, useRef } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { OfflineEmpty } from '@/components/freshness-note';
import { useOnline } from '@/lib/online';
import { Session } from '@/lib/storage';

/** A screen's code or stylesheet that did not arrive (Chromium's, Firefox's and Safari's words; Vite's preload). */
export const isMissingCode = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);

/** How long a page whose code did not arrive online waits before it loads itself again (once). */
export const RETRY_AFTER_MS = 2000;

/** One function for every render: the effects below start over when it changes, and the wait with them. */
const reloadPage = () => window.location.reload();

/**
 * A page that could not open, in the reader's language (not the router's bare English "Something went wrong!").
 * Offline that is nearly always its code not yet on this phone (screens outside the precache — the exams, the
 * console — are kept once opened online): say so, and open it when the network returns. Online, code that did not
 * arrive is usually a network only just back (the browser says online before requests get through, and the
 * service worker's own fetches may still fail), so the page loads itself again once more than the router did,
 * then waits for a tap. It loads the whole page: a lazily loaded screen whose chunk failed keeps that failure, so
 * asking the router again may show the same error; the reload fetches the chunk afresh (saved data and queued
 * writes are on the device).
 * `reload`: for the tests, which cannot replace the browser's own.
 */
export function RouteError({
  error,
  reload = reloadPage,
}: Pick<ErrorComponentProps, 'error'> & { reload?: () => void }) {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const missingCode = isMissingCode(error);
  useEffect(() => {
    if (online && wasOffline.current) reload();
    wasOffline.current = !online;
  }, [online, reload]);
  useEffect(() => {
    // Once per address in a session: a reload that fails the same way comes back here, and must not loop.
    const tried = `reloaded ${location.href}`;
    if (!online || !missingCode || Session.get(tried)) return;
    const timer = setTimeout(() => {
      Session.set(tried, true);
      reload();
    }, RETRY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [online, missingCode, reload]);
  if (!online) return <OfflineEmpty />;
  return (
    <div className="offline-empty" role="alert" data-testid="route-error">
      <p>
        <Trans>This page could not be opened. Check the connection and retry.</Trans>
      </p>
      <button type="button" className="link-button" onClick={reload}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}
