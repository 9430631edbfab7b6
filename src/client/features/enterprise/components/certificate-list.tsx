import { useEffect, useId, useState } from 'react';
import { Button, DotLoading, InfiniteScroll, List, Tag } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EnterpriseCertificate } from '@contract/certificate-enterprise';
import type { CertificateState } from '@contract/certificate-rules';
import { ChoiceGroup } from '@/components/choice-group';
import { EmptyState } from '@/components/empty-state';
import { listEnd } from '@/components/list-end';
import { UserContent } from '@/components/user-content';
import { toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { certificatePagesQuery, downloadCertificatePdf, type CertificateFilters } from '../api/certificates';

const STATE_COLORS: Record<CertificateState, string> = {
  valid: 'success',
  expired: 'warning',
  revoked: 'danger',
  replaced: 'default',
};

function useStateText(): Record<CertificateState, string> {
  const { t } = useLingui();
  return {
    valid: t({ message: 'Valid', context: 'certificate' }),
    expired: t({ message: 'Expired', context: 'certificate' }),
    revoked: t({ message: 'Revoked', context: 'certificate' }),
    replaced: t({ message: 'Replaced', context: 'certificate' }),
  };
}

/** What is typed, once typing pauses: a list is not asked again for every letter. */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The year's certificates of the members, by name, course and state, scrolled for more; a PDF of each. */
export function CertificateList({ year }: { year: number }) {
  const { t } = useLingui();
  const id = useId();
  const online = useOnline();
  const stateText = useStateText();
  const [name, setName] = useState('');
  const [course, setCourse] = useState('');
  const [state, setState] = useState<CertificateState>();
  const settledName = useSettled(name);
  const settledCourse = useSettled(course);
  const filters: CertificateFilters = {
    year,
    name: settledName || undefined,
    course: settledCourse || undefined,
    state,
  };
  const list = useInfiniteQuery(certificatePagesQuery(filters));
  const rows = list.data?.pages.flatMap((p) => p.records) ?? [];
  const loading = awaitingFirstAnswer(list);
  return (
    <section className="enterprise-section" aria-labelledby={id} data-testid="certificates-list">
      <h2 id={id}>
        <Trans>Certificates of {year}</Trans>
      </h2>
      <div className="list-filters">
        <input
          type="search"
          className="select certificates-search"
          aria-label={t`Member's name`}
          placeholder={t`Member's name`}
          value={name}
          maxLength={64}
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid="certificates-filter-name"
        />
        <input
          type="search"
          className="select certificates-search"
          aria-label={t`Course`}
          placeholder={t`Course`}
          value={course}
          maxLength={128}
          onChange={(e) => setCourse(e.currentTarget.value)}
          data-testid="certificates-filter-course"
        />
        <ChoiceGroup<CertificateState>
          aria-label={t`State`}
          scroll
          value={state}
          onChange={setState}
          options={(['valid', 'expired', 'revoked', 'replaced'] as const).map((s) => ({
            label: stateText[s],
            value: s,
          }))}
          data-testid="certificates-filter-state"
        />
      </div>
      {loading ? (
        <DotLoading className="loading-dots" />
      ) : list.isError && !rows.length ? (
        <EmptyState title={t`Could not load the certificates`} description={list.error.message} />
      ) : !rows.length ? (
        <EmptyState title={t`No certificate matches`} data-testid="certificates-empty" />
      ) : (
        <List>
          {rows.map((c) => (
            <CertificateRow key={c.id} certificate={c} stateText={stateText[c.state]} online={online} />
          ))}
        </List>
      )}
      {!loading && rows.length > 0 && (
        <InfiniteScroll
          loadMore={async () => void (await list.fetchNextPage())}
          hasMore={list.hasNextPage && online}
        >
          {listEnd()}
        </InfiniteScroll>
      )}
    </section>
  );
}

function CertificateRow({
  certificate: c,
  stateText,
  online,
}: {
  certificate: EnterpriseCertificate;
  stateText: string;
  online: boolean;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const hours = c.creditHours;
  const day = c.completedOn;
  const number = c.number;
  const download = async () => {
    setBusy(true);
    try {
      await downloadCertificatePdf(c);
    } catch {
      void toast(navigator.onLine ? t`The download failed` : t`Downloading needs the network`, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <List.Item
      data-testid="certificate-row"
      extra={
        <Tag color={STATE_COLORS[c.state]} data-testid="certificate-state">
          {stateText}
        </Tag>
      }
      description={
        <>
          <div data-testid="certificate-holder">
            <UserContent>{c.holderName}</UserContent>
          </div>
          <div className="certificates-meta">
            <span translate="no" data-testid="certificate-number">
              {number}
            </span>{' '}
            · <Trans>Completed on {day}</Trans> · <Trans>Credit hours: {hours}</Trans>
          </div>
          <Button
            size="small"
            disabled={!online}
            loading={busy}
            aria-label={t`Download PDF of certificate ${number}`}
            onClick={() => void download()}
            data-testid="certificate-pdf"
          >
            <Trans>Download PDF</Trans>
          </Button>
        </>
      }
    >
      <UserContent>{c.courseTitle}</UserContent>
    </List.Item>
  );
}
