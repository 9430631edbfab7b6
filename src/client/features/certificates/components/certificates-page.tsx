import '../catalog';
import { DotLoading } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/empty-state';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { NavBar } from '@/components/ui/nav-bar';
import { useOnline } from '@/lib/online';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { myCertificatesQuery } from '../api/certificates';
import { keptFiles } from '../model/kept-files';
import { chinaDay } from '@contract/certificate-rules';
import { hoursByYear, stateToday } from '../model/summary';
import { CertificateCard } from './certificate-card';
import { YearSummary } from './year-summary';
import './certificates.css';

/**
 * /person/certificates: the certificates issued to me (a notice opens it), newest first, with the credit hours of
 * the valid ones per year. Offline it shows the list last read on this device and how old it is; the files
 * downloaded before open from the device, the others say they need the network.
 */
export function CertificatesPage() {
  const { t } = useLingui();
  const router = useRouter();
  const online = useOnline();
  const list = useQuery(myCertificatesQuery());
  const certificates = useMemo(() => list.data ?? [], [list.data]);
  const today = chinaDay();
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const ids = certificates.map((c) => c.id).join(',');
  useEffect(() => {
    void keptFiles(ids ? ids.split(',') : []).then(setKept);
  }, [ids]);

  return (
    <main className="portal-page certificates-page" data-testid="certificates">
      <NavBar onBack={() => router.history.back()}>
        <Trans>My certificates</Trans>
      </NavBar>
      <OfflineBanner />
      <FreshnessNote updatedAt={list.dataUpdatedAt} />
      {!online && list.data && (
        <p className="certificates-offline" data-testid="certificates-offline">
          <Trans>
            Offline, this is the list as last loaded on this device. Files you downloaded before open; the
            others and the verification page need the network.
          </Trans>
        </p>
      )}
      {awaitingFirstAnswer(list) ? (
        <DotLoading className="loading-dots" />
      ) : !list.data ? (
        online ? (
          <EmptyState title={t`Could not load your certificates`} description={list.error?.message} />
        ) : (
          <OfflineEmpty />
        )
      ) : !certificates.length ? (
        <EmptyState
          title={t`No certificates yet`}
          description={
            <>
              {t`A course's certificate is issued when you complete it.`}{' '}
              <Link to="/person/myStudy/studyPage">{t`See my study`}</Link>
            </>
          }
          data-testid="certificates-empty"
        />
      ) : (
        <>
          <YearSummary years={hoursByYear(certificates, today)} />
          <ul className="certificates-list" aria-label={t`Certificates`}>
            {certificates.map((c) => (
              <CertificateCard
                key={c.id}
                certificate={c}
                state={stateToday(c, today)}
                online={online}
                kept={kept}
                onKept={(key) => setKept((k) => new Set(k).add(key))}
              />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
