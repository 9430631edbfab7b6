import { Tag, List } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Enterprise } from '@contract/enterprise';
import type { EnterpriseStatus } from '@contract/enterprise-rules';
import { EmptyState } from '@/components/empty-state';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { fullTime } from '@/lib/format';
import { useOnline } from '@/lib/online';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { mineQuery, notAnAdmin } from '../api/enterprise';
import { EnterpriseForm } from './enterprise-form';
import { MembersSection } from './members-section';
import { PageSkeleton } from './page-skeleton';
import './enterprise.css';

const STATUS_COLORS: Record<EnterpriseStatus, string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/**
 * /enterprise/info (an enterprise admin): the review state on top, the enterprise's details to view and edit, and
 * its members. Offline it shows what was saved, read-only; someone who administers no enterprise is told so.
 */
export function EnterpriseInfoPage() {
  const router = useRouter();
  const online = useOnline();
  const mine = useQuery(mineQuery());
  const header = (
    <>
      <NavBar onBack={() => router.history.back()}>
        <Trans>Enterprise info</Trans>
      </NavBar>
      <OfflineBanner />
      <FreshnessNote updatedAt={mine.dataUpdatedAt} />
    </>
  );
  if (awaitingFirstAnswer(mine)) return <PageSkeleton testId="enterprise-info-loading" />;
  if (!mine.data)
    return (
      <main className="portal-page" data-testid="enterprise-info">
        {header}
        {notAnAdmin(mine.error) ? (
          <NotAnAdmin />
        ) : online ? (
          <EmptyState
            title={<Trans>Could not load your enterprise</Trans>}
            description={mine.error?.message}
          />
        ) : (
          <OfflineEmpty />
        )}
      </main>
    );
  return (
    <main className="portal-page" data-testid="enterprise-info">
      {header}
      <ReviewState enterprise={mine.data} />
      <EnterpriseForm enterprise={mine.data} />
      {mine.data.status === 'approved' ? (
        <MembersSection />
      ) : (
        <p className="enterprise-state upload-hint" data-testid="members-after-review">
          <Trans>Members can be added once staff have approved your enterprise.</Trans>
        </p>
      )}
      <List header={<Trans>More</Trans>}>
        <List.Item>
          <Link to="/enterprise/record">
            <Trans>Sign-up records</Trans>
          </Link>
        </List.Item>
        <List.Item>
          <Link to="/enterprise/certificates" data-testid="enterprise-certificates-link">
            <Trans>Member certificates</Trans>
          </Link>
        </List.Item>
        <List.Item>
          <Link to="/enterprise/invoice">
            <Trans>Invoices</Trans>
          </Link>
        </List.Item>
        <List.Item>
          <Link to="/enterprise/feedback" data-testid="enterprise-feedback-link">
            <Trans>Feedback</Trans>
          </Link>
        </List.Item>
      </List>
    </main>
  );
}

function NotAnAdmin() {
  return (
    <div data-testid="enterprise-not-admin">
      <EmptyState
        title={<Trans>This page is for enterprise administrators</Trans>}
        description={
          <Trans>Your account does not administer an enterprise. A company can register to get one.</Trans>
        }
      />
      <p style={{ textAlign: 'center' }}>
        <Link to="/enterprise/register">
          <Trans>Register an enterprise</Trans>
        </Link>
      </p>
    </div>
  );
}

function ReviewState({ enterprise: e }: { enterprise: Enterprise }) {
  const { t } = useLingui();
  const label: Record<EnterpriseStatus, string> = {
    pending: t`Waiting for review`,
    approved: t`Approved`,
    rejected: t`Rejected`,
  };
  const when = e.reviewTime ? fullTime(e.reviewTime) : '';
  const reason = e.reviewReason ?? '';
  return (
    <section className={`enterprise-state enterprise-state-${e.status}`} data-testid="enterprise-state">
      <Tag color={STATUS_COLORS[e.status]} data-testid={`enterprise-status-${e.status}`}>
        {label[e.status]}
      </Tag>{' '}
      {e.status === 'pending' && (
        <span>
          <Trans>Staff will review your enterprise; you are told when they have.</Trans>
        </span>
      )}
      {e.status === 'approved' && when && (
        <span>
          <Trans>Approved on {when}</Trans>
        </span>
      )}
      {e.status === 'rejected' && (
        <p data-testid="enterprise-reject-reason">
          <Trans>Reason: {reason}</Trans>
          <br />
          <Trans>Correct the details below and resubmit.</Trans>
        </p>
      )}
    </section>
  );
}
