import { useEffect, useRef } from 'react';
import { ErrorComponent, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { OfflineEmpty } from '@/components/freshness-note';
import { useOnline } from '@/lib/online';

/**
 * A page that could not open. Offline that is nearly always its code not yet on this phone (screens outside the
 * precache — the exams, the console — are kept once opened online): say so in the reader's language, and open it
 * when the network returns, instead of the router's bare "Something went wrong!".
 */
export function RouteError({ error }: ErrorComponentProps) {
  const online = useOnline();
  const router = useRouter();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (online && wasOffline.current) void router.invalidate();
    wasOffline.current = !online;
  }, [online, router]);
  return online ? <ErrorComponent error={error} /> : <OfflineEmpty />;
}
