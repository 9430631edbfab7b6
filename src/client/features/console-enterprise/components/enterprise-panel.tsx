import { Button, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EnterpriseAdminRow, EnterpriseSortField } from '@contract/enterprise';
import type { EnterpriseStatus } from '@contract/enterprise-rules';
import { PERMISSIONS } from '@contract/permissions';
import { ChoiceGroup } from '@/components/choice-group';
import { DataTable } from '@/components/data-table';
import { useColumnSettings } from '@/components/column-settings';
import { Drawer } from '@/components/drawer';
import { FreshnessNote } from '@/components/freshness-note';
import { firstRowNumber, Pager } from '@/components/pager';
import { TableToolbar } from '@/components/table-toolbar';
import { shortTime } from '@/lib/format';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { enterprisesQuery } from '../api/enterprise-admin';
import { EnterpriseDetail } from './enterprise-detail';
import { choicesOf, STATUS_COLOR, useEnterpriseLabels } from './labels';
import { ListState } from './list-state';
import { UserContent, langOf } from '@/components/user-content';

/**
 * The enterprises tab: filter by name, credit code and review state; open one to review it. Its page and filters
 * are the address's (the invoice tab pages on its own, so the two lists never share `current` or `status`).
 */
export function EnterprisePanel() {
  const { t } = useLingui();
  const labels = useEnterpriseLabels();
  const canReview = useAuth(PERMISSIONS.enterpriseReview);
  const table = usePagedTable<{ name: string; creditCode: string; status: EnterpriseStatus }>();
  const { name, creditCode, status } = table.filter;
  const [open, setOpen] = useState<EnterpriseAdminRow>();
  const list = useQuery(enterprisesQuery(table.params));
  const columnSettings = useColumnSettings('enterprises');
  const rows = list.data?.records ?? [];
  const sortable = (field: EnterpriseSortField) => field;
  const [columns, columnControl] = columnSettings.apply<EnterpriseAdminRow>([
    {
      key: 'name',
      title: t`Enterprise name`,
      render: (e) => e.name,
      userContent: true,
      sortField: sortable('name'),
    },
    {
      key: 'code',
      title: t`Credit code`,
      render: (e) => <code>{e.creditCode}</code>,
      userContent: true,
      sortField: sortable('creditCode'),
    },
    {
      key: 'contact',
      title: t`Contact`,
      render: (e) => e.contactName,
      userContent: true,
      sortField: sortable('contactName'),
    },
    {
      key: 'mobile',
      title: t`Mobile`,
      render: (e) => e.contactPhone,
      userContent: true,
      sortField: sortable('contactPhone'),
    },
    {
      key: 'admin',
      title: t`Administrator`,
      render: (e) => e.adminUsername,
      userContent: true,
      sortField: sortable('adminUsername'),
    },
    {
      key: 'members',
      title: t({ message: 'Members', context: 'count' }),
      render: (e) => e.memberCount,
      sortField: sortable('memberCount'),
    },
    {
      key: 'status',
      title: t`Status`,
      sortField: sortable('status'),
      render: (e) => (
        <>
          <Tag color={STATUS_COLOR[e.status]} data-testid="enterprise-status">
            {labels.enterpriseStatus[e.status]}
          </Tag>
          {/* The reason is what staff wrote: its tooltip is shown as written, never translated. */}
          {e.reviewReason && (
            <span
              className="status-reason"
              title={e.reviewReason}
              translate="no"
              lang={langOf(e.reviewReason)}
            >
              {' '}
              ⓘ
            </span>
          )}
        </>
      ),
    },
    {
      key: 'time',
      title: t({ message: 'Submitted', context: 'enterprise' }),
      render: (e) => shortTime(e.createTime),
      sortField: sortable('createTime'),
    },
    {
      key: 'actions',
      title: t`Actions`,
      fixed: true,
      render: (e) => (
        <Button size="mini" onClick={() => setOpen(e)} data-testid="enterprise-open">
          {canReview && e.status === 'pending' ? (
            <Trans context="enterprise">Review</Trans>
          ) : (
            <Trans>Details</Trans>
          )}
        </Button>
      ),
    },
  ]);
  return (
    <div className="console-page" data-testid="enterprise-panel">
      <FreshnessNote updatedAt={list.dataUpdatedAt} />
      <TableToolbar onRefresh={() => void list.refetch()} settings={columnControl}>
        <SearchField
          className="toolbar-search"
          placeholder={t`Enterprise name`}
          defaultValue={name}
          onSearch={(v) => table.setFilter({ name: v.trim() })}
          onClear={() => table.setFilter({ name: undefined })}
          data-testid="enterprise-search-name"
        />
        <SearchField
          className="toolbar-search"
          placeholder={t`Credit code`}
          defaultValue={creditCode}
          onSearch={(v) => table.setFilter({ creditCode: v.trim().toUpperCase() })}
          onClear={() => table.setFilter({ creditCode: undefined })}
          data-testid="enterprise-search-code"
        />
        <ChoiceGroup
          aria-label={t`Status`}
          value={status}
          onChange={(v) => table.setFilter({ status: v })}
          options={choicesOf(labels.enterpriseStatus)}
          data-testid="enterprise-status-filter"
        />
      </TableToolbar>
      <DataTable
        onOpen={setOpen}
        name="enterprises"
        numberFrom={firstRowNumber(list.data)}
        rows={rows}
        rowKey={(e) => e.id}
        rowTestId="enterprise-row"
        columns={columns}
        sort={table.sort}
        onSort={table.toggleSort}
      />
      <ListState query={list} empty={t`No enterprises match`} testId="enterprise-list" />
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      <Drawer
        open={!!open}
        onClose={() => setOpen(undefined)}
        title={<UserContent>{open?.name}</UserContent>}
        data-testid="enterprise-drawer"
      >
        {open && <EnterpriseDetail key={open.id} row={open} onDone={() => setOpen(undefined)} />}
      </Drawer>
    </div>
  );
}
