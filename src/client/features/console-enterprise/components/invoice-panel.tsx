import { Button, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import {
  INVOICE_REQUEST_STATUSES,
  type InvoiceRequest,
  type InvoiceRequestStatus,
} from '@contract/enterprise';
import { ChoiceGroup } from '@/components/choice-group';
import { DataTable } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { FreshnessNote } from '@/components/freshness-note';
import { Pager } from '@/components/pager';
import { TableToolbar } from '@/components/table-toolbar';
import { shortTime } from '@/lib/format';
import { invoicesQuery } from '../api/enterprise-admin';
import { InvoiceDetail } from './invoice-detail';
import { choicesOf, STATUS_COLOR, useEnterpriseLabels, yuan } from './labels';
import { ListState } from './list-state';
import { langOf } from '@/components/user-content';

/**
 * The invoice requests tab (edu_enterprise_invoice): filter by state and enterprise; open one to handle it.
 * `initialStatus`: the state a link asked for (`?invoiceStatus=`, the console home's work queue).
 */
export function InvoicePanel({ initialStatus }: { initialStatus?: unknown }) {
  const { t } = useLingui();
  const labels = useEnterpriseLabels();
  const [status, setStatus] = useState<InvoiceRequestStatus | undefined>(() =>
    INVOICE_REQUEST_STATUSES.find((known) => known === initialStatus),
  );
  const [enterpriseName, setEnterpriseName] = useState<string>();
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [open, setOpen] = useState<InvoiceRequest>();
  const list = useQuery(invoicesQuery({ status, enterpriseName, current, size }));
  return (
    <div className="console-page" data-testid="invoice-panel">
      <FreshnessNote updatedAt={list.dataUpdatedAt} />
      <TableToolbar onRefresh={() => void list.refetch()}>
        <SearchBar
          className="toolbar-search"
          placeholder={t`Enterprise name`}
          onSearch={(v) => (setEnterpriseName(v.trim() || undefined), setCurrent(1))}
          onClear={() => (setEnterpriseName(undefined), setCurrent(1))}
          data-testid="invoice-search"
        />
        <ChoiceGroup
          aria-label={t`Status`}
          value={status}
          onChange={(v) => (setStatus(v), setCurrent(1))}
          options={choicesOf(labels.invoiceStatus)}
          data-testid="invoice-status-filter"
        />
      </TableToolbar>
      <DataTable
        rows={list.data?.records ?? []}
        rowKey={(r) => r.id}
        rowTestId="invoice-row"
        columns={[
          { key: 'enterprise', title: t`Enterprise`, render: (r) => r.enterpriseName, userContent: true },
          { key: 'title', title: t`Invoice title`, render: (r) => r.profile.title, userContent: true },
          { key: 'type', title: t`Invoice type`, render: (r) => labels.invoiceType[r.profile.type] },
          { key: 'items', title: t`Sign-ups`, render: (r) => r.items.length },
          { key: 'amount', title: t`Amount`, render: (r) => yuan(r.amount) },
          {
            key: 'status',
            title: t`Status`,
            render: (r) => (
              <>
                <Tag color={STATUS_COLOR[r.status]} data-testid="invoice-status">
                  {labels.invoiceStatus[r.status]}
                </Tag>
                {/* The reason is what staff wrote: its tooltip is shown as written, never translated. */}
                {r.reason && (
                  <span className="status-reason" title={r.reason} translate="no" lang={langOf(r.reason)}>
                    {' '}
                    ⓘ
                  </span>
                )}
              </>
            ),
          },
          { key: 'no', title: t`Invoice number`, render: (r) => r.invoiceNo ?? '—', userContent: true },
          { key: 'time', title: t`Requested`, render: (r) => shortTime(r.createTime) },
          {
            key: 'actions',
            title: t`Actions`,
            render: (r) => (
              <Button size="mini" onClick={() => setOpen(r)} data-testid="invoice-open">
                {r.status === 'requested' ? <Trans>Handle</Trans> : <Trans>Details</Trans>}
              </Button>
            ),
          },
        ]}
      />
      <ListState query={list} empty={t`No invoice requests match`} testId="invoice-list" />
      <Pager page={list.data} onChange={setCurrent} onSize={(n) => (setSize(n), setCurrent(1))} />
      <Drawer
        open={!!open}
        onClose={() => setOpen(undefined)}
        title={t`Invoice request`}
        data-testid="invoice-drawer"
      >
        {open && <InvoiceDetail key={open.id} request={open} onDone={() => setOpen(undefined)} />}
      </Drawer>
    </div>
  );
}
