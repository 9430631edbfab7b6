import { useEffect, useRef } from 'react';
import { ErrorComponent, type ErrorComponentProps } from '@tanstack/react-router';
import { OfflineEmpty } from '@/components/freshness-note';
import { useOnline } from '@/lib/online';

/**
 * A page that could not open. Offline that is nearly always its code not yet on this phone (screens outside the
 * precache — the exams, the console — are kept once opened online): say so in the reader's language, and open it
 * when the network returns, instead of the router's bare "Something went wrong!". It opens by loading the page
 * again: a lazily loaded screen whose chunk (or its CSS) failed keeps that failure, so asking the router again
 * may show the same error; the reload fetches the chunk afresh (saved data and queued writes are on the device).
 */
export function RouteError({ error }: ErrorComponentProps) {
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (online && wasOffline.current) window.location.reload();
    wasOffline.current = !online;
  }, [online]);
  return online ? <ErrorComponent error={error} /> : <OfflineEmpty />;
}
