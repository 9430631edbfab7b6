import { Tag } from 'antd-mobile';
import './records.css';
import type { ReactNode } from 'react';
import { NavBar } from '@/components/ui/nav-bar';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EnrolmentStatus } from '@contract/enrolment';
import type { InvoiceRequestStatus } from '@contract/enterprise';
import { EmptyState } from '@/components/empty-state';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { useOnline } from '@/lib/online';
import { isNotAdmin } from '../api/records';
import { useRecordsCatalog } from './use-records-catalog';

/**
 * A screen of this part: its title, the offline banner, how old the saved data is, and — offline — that changes
 * need the network (writes here are online only). A skeleton until the screens' own catalog is in.
 */
export function RecordsShell({
  title,
  updatedAt,
  right,
  children,
  'data-testid': testId,
}: {
  title: () => ReactNode;
  updatedAt: number;
  right?: ReactNode;
  children: () => ReactNode;
  'data-testid': string;
}) {
  const catalog = useRecordsCatalog();
  const router = useRouter();
  const online = useOnline();
  return (
    <main className="portal-page" data-testid={testId}>
      <NavBar onBack={() => router.history.back()} right={catalog ? right : null}>
        {catalog ? title() : null}
      </NavBar>
      {catalog ? (
        <>
          <OfflineBanner />
          <FreshnessNote updatedAt={updatedAt} />
          {!online && (
            <div className="pending-note" role="status" data-testid="online-only-note">
              <Trans>Changes need the network: connect to add, edit, enrol, cancel or request.</Trans>
            </div>
          )}
          {children()}
        </>
      ) : (
        <div aria-hidden="true" className="records-skeleton">
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line skeleton-short" />
        </div>
      )}
    </main>
  );
}

const ENROLMENT_COLORS: Record<EnrolmentStatus, string> = {
  approved: 'success',
  pending: 'primary',
  waitlisted: 'warning',
  rejected: 'danger',
  cancelled: 'default',
};

/** A sign-up's status in words, for its tag and the status filter. */
export function useEnrolmentStatusText(): Record<EnrolmentStatus, string> {
  const { t } = useLingui();
  return {
    approved: t`Approved`,
    pending: t`Waiting for approval`,
    waitlisted: t`On the waiting list`,
    rejected: t`Rejected`,
    cancelled: t`Cancelled`,
  };
}

export function EnrolmentStatusTag({ status }: { status: EnrolmentStatus }) {
  const text = useEnrolmentStatusText();
  return (
    <Tag color={ENROLMENT_COLORS[status]} data-testid="record-status">
      {text[status]}
    </Tag>
  );
}

const REQUEST_COLORS: Record<InvoiceRequestStatus, string> = {
  requested: 'primary',
  issued: 'success',
  rejected: 'danger',
};

export function RequestStatusTag({ status }: { status: InvoiceRequestStatus }) {
  const { t } = useLingui();
  const text: Record<InvoiceRequestStatus, string> = {
    requested: t`Requested`,
    issued: t`Issued`,
    rejected: t`Rejected`,
  };
  return (
    <Tag color={REQUEST_COLORS[status]} data-testid="request-status">
      {text[status]}
    </Tag>
  );
}

/**
 * Nothing saved and the call failed: offline says the page was never opened here; a caller who administers no
 * enterprise is told whose page this is; otherwise what failed and the server's message.
 */
export function LoadFailed({ title, error }: { title: string; error: Error | null }) {
  if (!navigator.onLine) return <OfflineEmpty />;
  if (isNotAdmin(error))
    return (
      <EmptyState
        title={<Trans>This page is for an enterprise's administrator</Trans>}
        description={error.message}
        data-testid="records-not-admin"
      />
    );
  return <EmptyState title={title} description={error?.message} />;
}
