import { createFileRoute, useSearch } from '@tanstack/react-router';
import { idOf } from '@contract/constants';
import { CHECKIN_MANAGE } from '@contract/staff-permissions';
import { Suspense } from 'react';
import { DeskLoading, DeskOffline } from '@/features/checkin/components/desk-fallbacks';
import { useAuth } from '@/lib/permissions';
import { lazyOnline } from '@/lib/online';

/** The kiosk is the desk's: on demand (build/precache-scope.ts DESK_CODE), its help for anyone else too. */
const KioskPage = lazyOnline(
  () => import('@/features/checkin/desk/kiosk-page').then((m) => m.KioskPage),
  DeskOffline,
);

function SignKiosk() {
  // Read here, in the screen's own chunk, rather than by a validateSearch every page's first chunk would carry.
  const sessionId = idOf(useSearch({ strict: false, select: (s: Record<string, unknown>) => s.sessionId }));
  const staff = useAuth(CHECKIN_MANAGE);
  return (
    <Suspense fallback={<DeskLoading />}>
      <KioskPage sessionId={sessionId} staff={staff} />
    </Suspense>
  );
}

export const Route = createFileRoute('/sign/kiosk')({
  // Its title comes with the kiosk's code and messages (useNamePage): not a byte of it on any other page.
  component: SignKiosk,
});
