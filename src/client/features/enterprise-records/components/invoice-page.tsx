import { DotLoading, Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { profilesQuery, requestsQuery } from '../api/invoice';
import { ProfileList } from './profile-list';
import { RequestForm } from './request-form';
import { RequestList } from './request-list';
import { LoadFailed, RecordsShell } from './shell';

/**
 * /enterprise/invoice: the enterprise's invoice profiles, requesting an invoice for paid sign-ups, and its
 * requests with the issued PDFs. The saved copy shows offline; every change needs the network.
 */
export function InvoicePage() {
  const { t } = useLingui();
  const profiles = useQuery(profilesQuery());
  const requests = useQuery(requestsQuery());
  const loading = awaitingFirstAnswer(profiles);
  return (
    <RecordsShell
      title={() => <Trans>Invoices</Trans>}
      updatedAt={profiles.dataUpdatedAt}
      data-testid="enterprise-invoice"
    >
      {() =>
        loading ? (
          <DotLoading className="loading-dots" />
        ) : !profiles.data ? (
          <LoadFailed title={t`Could not load the invoice profiles`} error={profiles.error} />
        ) : (
          <Tabs className="tabs" defaultActiveKey="profiles">
            <Tabs.Tab title={t`Invoice profiles`} key="profiles">
              <ProfileList profiles={profiles.data} />
            </Tabs.Tab>
            <Tabs.Tab title={t`Request an invoice`} key="request">
              <RequestForm profiles={profiles.data} />
            </Tabs.Tab>
            <Tabs.Tab title={t`My requests`} key="requests">
              {requests.data ? (
                <RequestList requests={requests.data.records} />
              ) : awaitingFirstAnswer(requests) ? (
                <DotLoading className="loading-dots" />
              ) : (
                <LoadFailed title={t`Could not load the requests`} error={requests.error} />
              )}
            </Tabs.Tab>
          </Tabs>
        )
      }
    </RecordsShell>
  );
}
