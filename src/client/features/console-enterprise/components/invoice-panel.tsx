import { Button, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@contract/constants';
import {
  INVOICE_REQUEST_STATUSES,
  type InvoiceRequest,
  type InvoiceRequestStatus,
  type InvoiceSortField,
} from '@contract/enterprise';
import { ChoiceGroup } from '@/components/choice-group';
import { DataTable, sumOf } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { FreshnessNote } from '@/components/freshness-note';
import { firstRowNumber, Pager } from '@/components/pager';
import { TableToolbar } from '@/components/table-toolbar';
import { shortTime } from '@/lib/format';
import { nextSort, sortOf } from '@/lib/paged-search';
import { invoicesQuery } from '../api/enterprise-admin';
import { InvoiceDetail } from './invoice-detail';
import { choicesOf, STATUS_COLOR, useEnterpriseLabels, yuan } from './labels';
import { ListState } from './list-state';
import { langOf } from '@/components/user-content';

/** The columns the invoice list sorts by, and the field each names to the server. */
const SORTABLE = {
  enterprise: 'enterpriseName',
  title: 'title',
  items: 'items',
  amount: 'amount',
  status: 'status',
  no: 'invoiceNo',
  time: 'createTime',
} as const satisfies Record<string, InvoiceSortField>;
const SORT_FIELDS = new Set<string>(Object.values(SORTABLE));

/**
 * The invoice requests tab (edu_enterprise_invoice): filter by state and enterprise; open one to handle it; sort
 * by a header, on the server. `initialStatus`: the state a link asked for (`?invoiceStatus=`, the console home's
 * work queue). Its sort, page and page size are the address's `invoiceSort` (`amount,desc`), `invoicePage` and
 * `invoiceSize`, not `sort`, `current` and `size`: the enterprises tab's list keeps the page's own.
 */
export function InvoicePanel({ initialStatus }: { initialStatus?: unknown }) {
  const { t } = useLingui();
  const labels = useEnterpriseLabels();
  const [status, setStatus] = useState<InvoiceRequestStatus | undefined>(() =>
    INVOICE_REQUEST_STATUSES.find((known) => known === initialStatus),
  );
  const [enterpriseName, setEnterpriseName] = useState<string>();
  const [open, setOpen] = useState<InvoiceRequest>();
  const search: { invoiceSort?: unknown; invoicePage?: unknown; invoiceSize?: unknown } = useSearch({
    strict: false,
  });
  const navigate = useNavigate();
  // The page and its size live in the address too (invoicePage, invoiceSize), kept when well formed.
  const page = Number(search.invoicePage);
  const current = Number.isInteger(page) && page >= 1 ? page : 1;
  const size = PAGE_SIZES.find((n) => n === Number(search.invoiceSize)) ?? DEFAULT_PAGE_SIZE;
  type Place = Record<string, string | number | undefined>;
  const place = (patch: Place) =>
    void navigate({ to: '.', search: (s: Place) => ({ ...s, ...patch }), replace: true });
  const setCurrent = (n: number) => place({ invoicePage: n > 1 ? n : undefined });
  const setSize = (n: number) =>
    place({ invoiceSize: n === DEFAULT_PAGE_SIZE ? undefined : n, invoicePage: undefined });
  // A hand-edited sort of a field the list does not sort by is no sort.
  const parsed = typeof search.invoiceSort === 'string' ? sortOf({ sort: search.invoiceSort }) : undefined;
  const sort = parsed && SORT_FIELDS.has(parsed.field) ? parsed : undefined;
  const toggleSort = (field: string) => place({ invoiceSort: nextSort(sort, field), invoicePage: undefined });
  const list = useQuery(
    invoicesQuery({
      status,
      enterpriseName,
      current,
      size,
      ...(sort && { [sort.order === 'asc' ? 'ascs' : 'descs']: sort.field }),
    }),
  );
  return (
    <div className="console-page" data-testid="invoice-panel">
      <FreshnessNote updatedAt={list.dataUpdatedAt} />
      <TableToolbar onRefresh={() => void list.refetch()}>
        <SearchField
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
        summary={(rows) => [
          {
            key: 'page',
            label: t`Total of this page`,
            values: { items: sumOf(rows, (r) => r.items.length), amount: yuan(sumOf(rows, (r) => r.amount)) },
          },
          ...(list.data
            ? [
                {
                  key: 'all',
                  label: t`Total of all ${list.data.total} requests`,
                  values: { amount: yuan(list.data.amountTotal) },
                },
              ]
            : []),
        ]}
        onOpen={setOpen}
        sort={sort}
        onSort={toggleSort}
        name="invoice"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(r) => r.id}
        rowTestId="invoice-row"
        columns={[
          {
            key: 'enterprise',
            sortField: SORTABLE.enterprise,
            title: t`Enterprise`,
            render: (r) => r.enterpriseName,
            userContent: true,
          },
          {
            key: 'title',
            sortField: SORTABLE.title,
            title: t`Invoice title`,
            render: (r) => r.profile.title,
            userContent: true,
          },
          { key: 'type', title: t`Invoice type`, render: (r) => labels.invoiceType[r.profile.type] },
          {
            key: 'items',
            sortField: SORTABLE.items,
            title: t`Sign-ups`,
            render: (r) => r.items.length,
            numeric: true,
          },
          {
            key: 'amount',
            sortField: SORTABLE.amount,
            title: t`Amount`,
            render: (r) => yuan(r.amount),
            numeric: true,
          },
          {
            key: 'status',
            title: t`Status`,
            sortField: SORTABLE.status,
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
          {
            key: 'no',
            sortField: SORTABLE.no,
            title: t`Invoice number`,
            render: (r) => r.invoiceNo ?? '—',
            userContent: true,
          },
          {
            key: 'time',
            sortField: SORTABLE.time,
            title: t`Requested`,
            render: (r) => shortTime(r.createTime),
          },
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
      <Pager page={list.data} onChange={setCurrent} onSize={setSize} />
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
