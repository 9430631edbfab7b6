import { createFileRoute, getRouteApi, Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@contract/constants';
import { idOf } from '@contract/constants';
import { CHECKIN_MANAGE } from '@contract/staff-permissions';
import { Suspense } from 'react';
import { DeskLoading, DeskOffline } from '@/features/checkin/components/desk-fallbacks';
import { useAuth } from '@/lib/permissions';
import { lazyOnline } from '@/lib/online';
import { TITLES, titleIn } from '@/lib/route-titles';

/** The desk: staff's only, so on demand (build/precache-scope.ts DESK_CODE). */
const SignListPage = lazyOnline(
  () => import('@/features/checkin/desk/sign-list-page').then((m) => m.SignListPage),
  DeskOffline,
);

const validateSearch = (s: Record<string, unknown>): { sessionId?: string } => ({
  sessionId: idOf(s.sessionId),
});

function SignList() {
  const { sessionId } = getRouteApi('/sign/list').useSearch();
  const staff = useAuth(CHECKIN_MANAGE);
  const { i18n } = useLingui();
  if (sessionId && staff)
    return (
      <Suspense fallback={<DeskLoading />}>
        <SignListPage sessionId={sessionId} />
      </Suspense>
    );
  return (
    <main className="sign-page offline-empty" data-testid="sign-list-help">
      <h1 className="visually-hidden">{titleIn(TITLES.signList, i18n.locale as Locale)}</h1>
      <p>
        <Trans>
          The check-in list is for staff: open a session from the console (Training › Courses › sessions).
        </Trans>
      </p>
      <Link to="/login" search={{ redirect: '/sign/list', params: JSON.stringify({ sessionId }) }}>
        <Trans>Log in</Trans>
      </Link>
    </main>
  );
}

export const Route = createFileRoute('/sign/list')({
  validateSearch,
  component: SignList,
  staticData: { title: TITLES.signList },
});
