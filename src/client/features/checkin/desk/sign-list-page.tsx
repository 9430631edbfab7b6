import './catalog';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Button, SearchBar, Tag, List } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FreshnessNote } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { toast } from '@/lib/feedback';
import { fullTime } from '@/lib/format';
import { useReasonText } from '../components/reason-text';
import { useCheckin } from '../components/use-checkin';
import { useRoster } from '../components/use-roster';
import { UserContent } from '@/components/user-content';
import { indexRoster, searchRoster } from '@contract/desk-search-rules';
import type { AdmitReason } from '@contract/checkin-rules';
import { AdmitChoice } from './admit-choice';

const SignatureSheet = lazy(() => import('../components/signature-sheet'));

/**
 * /sign/list: a session's roster, found in a keystroke by any part of a name, its pinyin or initials, a mobile
 * number's last digits or an enterprise (contract/desk-search-rules.ts); tap to check in, online or not.
 */
export function SignListPage({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const { queue } = useCheckin();
  const { roster, entries, pendingIds, doneHere, windowOpen } = useRoster(sessionId);
  const reasonText = useReasonText();
  const [keyword, setKeyword] = useState('');
  type Person = { enrolmentId: string; name: string | null };
  const [choosing, setChoosing] = useState<Person | null>(null);
  const [signing, setSigning] = useState<(Person & { admitReason: AdmitReason }) | null>(null);
  // A tap says why the person is let in without their ticket first (the server's window rule before even that,
  // so staff never see "checked in" for a tap it will refuse).
  const choose = (e: Person) =>
    windowOpen()
      ? setChoosing({ enrolmentId: e.enrolmentId, name: e.name })
      : void toast(reasonText('outside_window'), 'error');
  // Sessions that ask for a signature take it on this device before the check-in is queued.
  const checkIn = (e: Person & { admitReason: AdmitReason }, signature?: string) => {
    setChoosing(null);
    if (roster.data?.signatureRequired && !signature) return setSigning(e);
    setSigning(null);
    queue({
      method: 'list',
      sessionId,
      enrolmentId: e.enrolmentId,
      label: e.name ?? '',
      signature,
      admitReason: e.admitReason,
    });
  };
  // The index is made once per roster; typing stays responsive while a long list redraws (deferred).
  const index = useMemo(() => indexRoster(entries), [entries]);
  const query = useDeferredValue(keyword);
  const { hits: shown, total } = useMemo(() => searchRoster(index, query), [index, query]);
  return (
    <main className="sign-page" data-testid="sign-list">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
        <Trans>Check-in list</Trans>
      </NavBar>
      <OfflineBanner />
      <FreshnessNote updatedAt={roster.dataUpdatedAt} />
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
          <SearchBar
            placeholder={t`Name, pinyin, mobile's last 4 or company`}
            onChange={setKeyword}
            data-testid="roster-search"
          />
          {total > shown.length && (
            <p className="hint" data-testid="roster-more">
              <Trans>
                {shown.length} of {total} shown: type more to narrow the list.
              </Trans>
            </p>
          )}
          {total === 0 && (
            <p className="offline-empty" data-testid="roster-none">
              <Trans>Nobody on this session's list matches.</Trans>
            </p>
          )}
          <List data-testid="roster-list">
            {shown.map((e) => {
              const pending = pendingIds.has(e.enrolmentId);
              const done = !!e.checkedInAt || doneHere.has(e.enrolmentId);
              return (
                <List.Item
                  key={e.enrolmentId}
                  data-testid="roster-row"
                  description={[e.mobile, e.enterprise].filter(Boolean).join(' · ')}
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
                      <Button size="mini" color="primary" onClick={() => choose(e)} data-testid="row-checkin">
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
