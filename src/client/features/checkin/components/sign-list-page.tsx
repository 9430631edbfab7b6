import { lazy, Suspense, useState } from 'react';
import { Button, SearchBar, Tag, List } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FreshnessNote } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { toast } from '@/lib/feedback';
import { fullTime } from '@/lib/format';
import { useReasonText } from './reason-text';
import { useCheckin } from './use-checkin';
import { useRoster } from './use-roster';
import { UserContent } from '@/components/user-content';

const SignatureSheet = lazy(() => import('./signature-sheet'));

/** /sign/list: a session's roster, searchable by name or mobile; tap to check in, online or not. */
export function SignListPage({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const { queue } = useCheckin();
  const { roster, entries, pendingIds, doneHere, windowOpen } = useRoster(sessionId);
  const reasonText = useReasonText();
  const [keyword, setKeyword] = useState('');
  const [signing, setSigning] = useState<{ enrolmentId: string; name: string | null } | null>(null);
  // Sessions that ask for a signature take it on this device before the check-in is queued.
  const checkIn = (e: { enrolmentId: string; name: string | null }, signature?: string) => {
    // The server's window rule, applied here too, so staff never see "checked in" for a tap it will refuse.
    if (!windowOpen()) return void toast(reasonText('outside_window'), 'error');
    if (roster.data?.signatureRequired && !signature) return setSigning(e);
    setSigning(null);
    queue({ method: 'list', sessionId, enrolmentId: e.enrolmentId, label: e.name ?? '', signature });
  };
  const shown = entries.filter(
    (e) => !keyword || (e.name ?? '').includes(keyword) || (e.mobile ?? '').includes(keyword),
  );
  return (
    <main className="sign-page" data-testid="sign-list">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
        <Trans>Check-in list</Trans>
      </NavBar>
      <OfflineBanner />
      <FreshnessNote updatedAt={roster.dataUpdatedAt} />
      {signing && (
        <Suspense fallback={null}>
          <p className="staff-count">{signing.name}</p>
          <SignatureSheet onDone={(png) => checkIn(signing, png)} />
        </Suspense>
      )}
      {!roster.data ? (
        <p className="offline-empty">
          {roster.isPending
            ? t`Loading the list…`
            : t`Open this session once online to use the list offline.`}
        </p>
      ) : (
        <>
          <SearchBar placeholder={t`Name or mobile`} onChange={setKeyword} data-testid="roster-search" />
          <List>
            {shown.map((e) => {
              const pending = pendingIds.has(e.enrolmentId);
              const done = !!e.checkedInAt || doneHere.has(e.enrolmentId);
              return (
                <List.Item
                  key={e.enrolmentId}
                  data-testid="roster-row"
                  description={e.mobile}
                  extra={
                    pending ? (
                      <Tag color="warning" data-testid="row-pending">
                        {t`Saved, will sync`}
                      </Tag>
                    ) : done ? (
                      <Tag color="success" data-testid="row-done">
                        {e.checkedInAt ? t`Checked in ${fullTime(e.checkedInAt).slice(11)}` : t`Checked in`}
                      </Tag>
                    ) : (
                      <Button
                        size="mini"
                        color="primary"
                        onClick={() => checkIn(e)}
                        data-testid="row-checkin"
                      >
                        <Trans>Check in</Trans>
                      </Button>
                    )
                  }
                >
                  <UserContent>{e.name}</UserContent>
                </List.Item>
              );
            })}
          </List>
        </>
      )}
    </main>
  );
}
