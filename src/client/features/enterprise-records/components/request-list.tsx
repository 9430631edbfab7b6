import { Button, Space, List } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceRequest } from '@contract/enterprise';
import { EmptyState } from '@/components/empty-state';
import { UserContent, langOf } from '@/components/user-content';
import { toast } from '@/lib/feedback';
import { fullTime } from '@/lib/format';
import { useOnline } from '@/lib/online';
import { downloadInvoice } from '../api/invoice';
import { yuan } from './money';
import { RequestStatusTag } from './shell';

/** The enterprise's invoice requests: status, the invoice number, the reason of a refusal, the issued PDF. */
export function RequestList({ requests }: { requests: InvoiceRequest[] }) {
  const { t } = useLingui();
  const online = useOnline();
  if (!requests.length) return <EmptyState title={t`No invoice requested yet`} data-testid="request-empty" />;
  const download = async (r: InvoiceRequest) => {
    try {
      await downloadInvoice(r);
    } catch {
      void toast(online ? t`The invoice could not be downloaded` : t`Downloading needs the network`, 'error');
    }
  };
  return (
    <List>
      {requests.map((r) => {
        const title = r.profile.title;
        const count = r.items.length;
        const at = fullTime(r.createTime);
        const no = r.invoiceNo;
        return (
          <List.Item
            key={r.id}
            data-testid="request-row"
            extra={<RequestStatusTag status={r.status} />}
            description={
              <>
                <div className="records-meta">
                  <Trans>
                    {count} sign-ups · requested {at}
                  </Trans>
                </div>
                {r.invoiceNo && (
                  <div data-testid="request-invoice-no">
                    <Trans>Invoice number: {no}</Trans>
                  </div>
                )}
                {r.status === 'rejected' && r.reason && (
                  <div className="reject-reason" data-testid="request-reason">
                    <Trans>
                      Reason: <UserContent>{r.reason}</UserContent>
                    </Trans>
                  </div>
                )}
                {r.hasFile && (
                  <Space>
                    <Button
                      size="small"
                      color="primary"
                      disabled={!online}
                      onClick={() => void download(r)}
                      data-testid="request-download"
                    >
                      <Trans>Download the invoice (PDF)</Trans>
                    </Button>
                  </Space>
                )}
              </>
            }
          >
            <span translate="no" lang={langOf(title)}>
              {title} · {yuan(r.amount)}
            </span>
          </List.Item>
        );
      })}
    </List>
  );
}
