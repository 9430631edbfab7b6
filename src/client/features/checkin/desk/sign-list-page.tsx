import './catalog';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Button } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FreshnessNote } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { toast } from '@/lib/feedback';
import { useReasonText } from '../components/reason-text';
import { useCheckin } from '../components/use-checkin';
import { correctedNow, useRoster } from './use-roster';
import { isInside, lastAutoCheckoutMs } from '@contract/passage-rules';
import type { AdmitReason } from '@contract/checkin-rules';
import { AdmitChoice } from './admit-choice';
import { BadgeSizeChoice, heldBadgeSize, useBadgePrint } from './badges';
import { ConflictNote } from './conflict-note';
import { signal } from './signal';
import { RosterSearch } from './roster-search';
import { SlowNetworkNote, useSlowNetwork } from './slow-network';

const SignatureSheet = lazy(() => import('../components/signature-sheet'));

/**
 * /sign/list: a session's roster, found in a keystroke by any part of a name, its pinyin or initials, a mobile
 * number's last digits or an enterprise (contract/desk-search-rules.ts); tap to check in, online or not.
 */
export function SignListPage({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const { queue } = useCheckin();
  const { roster, entries, pendingIds, doneHere, windowOpen, passageOf } = useRoster(sessionId);
  const checkout = lastAutoCheckoutMs(
    roster.data?.autoCheckoutAt ?? null,
    roster.data?.window.startMs ?? 0,
    correctedNow(),
  );
  const hasLeft = (id: string) => {
    const last = passageOf(id);
    return !!last && !isInside(last, checkout);
  };
  // A person who left comes back in from the list as at the door: a re-entry, no reason asked (they checked in).
  const letIn = useCallback(
    (e: Person, more: { passage?: 'reentry'; admitReason?: AdmitReason; signature?: string }) => {
      signal('accepted');
      queue({ method: 'list', sessionId, enrolmentId: e.enrolmentId, label: e.name ?? '', ...more });
    },
    [queue, sessionId],
  );
  const backIn = useCallback((e: Person) => letIn(e, { passage: 'reentry' }), [letIn]);
  const reasonText = useReasonText();
  const slow = useSlowNetwork();
  const badges = useBadgePrint(roster.data);
  const [badgeSize, setBadgeSize] = useState(heldBadgeSize);
  // The roster ahead: who has not checked in yet (here or anywhere), their badges printed before the doors open.
  const ahead = entries.filter((e) => !e.checkedInAt && !doneHere.has(e.enrolmentId));
  type Person = { enrolmentId: string; name: string | null };
  const [choosing, setChoosing] = useState<Person | null>(null);
  const [signing, setSigning] = useState<(Person & { admitReason: AdmitReason }) | null>(null);
  // A tap says why the person is let in without their ticket first (the server's window rule before even that,
  // so staff never see "checked in" for a tap it will refuse).
  const outside = reasonText('outside_window');
  const refuse = (text: string) => {
    signal('refused');
    void toast(text, 'error');
  };
  const choose = useCallback(
    (e: Person) =>
      windowOpen() ? setChoosing({ enrolmentId: e.enrolmentId, name: e.name }) : refuse(outside),
    [windowOpen, outside],
  );
  // Sessions that ask for a signature take it on this device before the check-in is queued.
  const checkIn = (e: Person & { admitReason: AdmitReason }, signature?: string) => {
    setChoosing(null);
    if (roster.data?.signatureRequired && !signature) return setSigning(e);
    setSigning(null);
    letIn(e, { signature, admitReason: e.admitReason });
  };
  return (
    <main className="sign-page" data-testid="sign-list">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
        <Trans>Check-in list</Trans>
      </NavBar>
      <OfflineBanner />
      <SlowNetworkNote slow={slow} />
      <FreshnessNote updatedAt={roster.dataUpdatedAt} />
      <ConflictNote sessionId={sessionId} />
      {choosing && (
        <AdmitChoice
          name={choosing.name}
          onChoose={(admitReason) => checkIn({ ...choosing, admitReason })}
          onCancel={() => setChoosing(null)}
        />
      )}
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
          <div className="desk-tools">
            <BadgeSizeChoice value={badgeSize} onChange={setBadgeSize} />
            <Button
              size="small"
              disabled={!ahead.length}
              onClick={() => void badges.print(ahead, badgeSize)}
              data-testid="print-badges"
            >
              <Trans>Print badges of those not yet checked in ({ahead.length})</Trans>
            </Button>
          </div>
          {badges.sheet}
          <RosterSearch
            entries={entries}
            pendingIds={pendingIds}
            doneHere={doneHere}
            hasLeft={hasLeft}
            onCheckIn={choose}
            onBackIn={backIn}
          />
        </>
      )}
    </main>
  );
}
