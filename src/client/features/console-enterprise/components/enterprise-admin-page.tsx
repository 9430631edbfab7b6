import './console-enterprise.css';
import { Tabs } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PERMISSIONS } from '@contract/permissions';
import { NotAllowed } from '@/components/not-allowed';
import { useAuth } from '@/lib/permissions';
import { EnterprisePanel } from './enterprise-panel';
import { InvoicePanel } from './invoice-panel';

/**
 * Console › Training › Enterprises: member enterprises waiting for review or reviewed (edu_enterprise_view), and
 * in a second tab the invoice requests they sent (edu_enterprise_invoice). Each tab shows to holders of its
 * permission only; the server checks the same strings.
 */
export function EnterpriseAdminPage() {
  const { t } = useLingui();
  const canView = useAuth(PERMISSIONS.enterpriseView);
  const canInvoice = useAuth(PERMISSIONS.enterpriseInvoice);
  // The tab is in the address (`?tab=invoices`), so a link (the console home's work queue) opens it.
  const search: { tab?: unknown; invoiceStatus?: unknown } = useSearch({ strict: false });
  const navigate = useNavigate();
  const tab = (search.tab === 'invoices' && canInvoice) || !canView ? 'invoices' : 'enterprises';
  if (!canView && !canInvoice)
    return (
      <NotAllowed testId="enterprise-admin">{t`You do not have permission to view enterprises.`}</NotAllowed>
    );
  return (
    <section className="console-page" data-testid="enterprise-admin">
      <Tabs
        className="tabs"
        activeKey={tab}
        onChange={(key) =>
          void navigate({
            to: '.',
            search: (s: Record<string, unknown>) => ({ ...s, tab: key === 'invoices' ? key : undefined }),
            replace: true,
          })
        }
      >
        {canView && (
          <Tabs.Tab title={t`Enterprises`} key="enterprises">
            <EnterprisePanel />
          </Tabs.Tab>
        )}
        {canInvoice && (
          <Tabs.Tab title={t`Invoice requests`} key="invoices">
            <InvoicePanel initialStatus={search.invoiceStatus} />
          </Tabs.Tab>
        )}
      </Tabs>
    </section>
  );
}
