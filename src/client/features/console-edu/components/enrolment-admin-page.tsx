import { useState } from 'react';
import { Button, Space, TextArea } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Enrolment, EnrolmentSortField, EnrolmentStatus } from '@contract/enrolment';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ChoiceGroup } from '@/components/choice-group';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable } from '@/components/data-table';
import { SelectionCount } from '@/components/table-toolbar';
import { useColumnSettings } from '@/components/column-settings';
import { useSelectColumn } from '@/components/select-column';
import { confirm, toast } from '@/lib/feedback';
import { shortTime } from '@/lib/format';
import { pageParams, pagedSearch } from '@/lib/paged-search';
import { usePagedTable } from '@/lib/use-paged-table';
import {
  adminEnrolmentsQuery,
  exportEnrolments,
  useCancelEnrolment,
  useReviewEnrolments,
} from '../api/edu-admin';
import { firstRowNumber, Pager } from '@/components/pager';
import { StatusTag } from './status-tag';
import { langOf } from '@/components/user-content';

const PAGE_SIZE = 20;

/**
 * The sign-ups page's call: the address's page and filters (`?courseId=` from a course's "Sign-ups" link among
 * them), 20 to a page unless the address says otherwise.
 */
export const enrolmentParams = (raw: Record<string, unknown>) => {
  const search = pagedSearch(raw);
  return { ...pageParams(search), size: search.size ?? PAGE_SIZE };
};

/** Asks for the rejection reason (the text area takes the focus); null when staff back out. */
async function askReason(title: string, placeholder: string): Promise<string | null> {
  let reason = '';
  const ok = await confirm(
    <TextArea
      placeholder={placeholder}
      onChange={(v) => (reason = v)}
      rows={3}
      maxLength={255}
      data-testid="reject-reason"
    />,
    title,
  );
  return ok ? reason : null;
}

/** Console › Training › Sign-ups: filter, approve or reject (with a reason), cancel, export to Excel. */
export function EnrolmentAdminPage() {
  const { t } = useLingui();
  const table = usePagedTable<{ courseId: string; status: EnrolmentStatus; keyword: string }>();
  const { courseId, status, keyword } = table.filter;
  const [selected, setSelected] = useState<string[]>([]);
  const search = useSearch({ strict: false });
  const filter = { courseId, status, keyword };
  const list = useQuery(adminEnrolmentsQuery(enrolmentParams(search)));
  const done = () => setSelected([]);
  const decided = {
    onSuccess: (n: number) => (
      toast(plural(n, { one: '# sign-up updated', other: '# sign-ups updated' }), 'success'),
      done()
    ),
  };
  const decide = useReviewEnrolments();
  const cancel = useCancelEnrolment();
  const rows = list.data?.records ?? [];
  const selectColumn = useSelectColumn(rows, (e) => e.id, selected, setSelected);
  const columnSettings = useColumnSettings('enrolments');
  const statuses: EnrolmentStatus[] = ['pending', 'approved', 'waitlisted', 'rejected', 'cancelled'];
  const label: Record<EnrolmentStatus, string> = {
    pending: t`Pending`,
    approved: t`Approved`,
    waitlisted: t`Waitlisted`,
    rejected: t`Rejected`,
    cancelled: t`Cancelled`,
  };

  const reject = async (ids: string[]) => {
    const reason = await askReason(t`Reason for rejecting`, t`The learner will see this reason`);
    if (reason !== null) decide.mutate({ ids, approve: false, reason }, decided);
  };
  const sortable = (field: EnrolmentSortField) => field;
  const [columns, columnControl] = columnSettings.apply<Enrolment>([
    selectColumn,
    { key: 'name', title: t`Name`, render: (e) => e.name, userContent: true, sortField: sortable('name') },
    { key: 'phone', title: t`Mobile`, render: (e) => e.phone, sortField: sortable('phone') },
    { key: 'course', title: t`Course`, render: (e) => e.course.title, userContent: true },
    {
      key: 'session',
      title: t`Session`,
      render: (e) => (e.session ? `${e.session.title} ${shortTime(e.session.startAt)}` : '—'),
      userContent: true,
    },
    {
      key: 'status',
      title: t`Status`,
      sortField: sortable('status'),
      render: (e) => (
        <>
          <StatusTag status={e.status} />{' '}
          {e.reason && (
            <small className="reject-reason" translate="no" lang={langOf(e.reason)}>
              {e.reason}
            </small>
          )}
        </>
      ),
    },
    {
      key: 'created',
      title: t`Signed up at`,
      render: (e) => shortTime(e.createTime),
      sortField: sortable('createTime'),
    },
    {
      key: 'actions',
      title: t`Actions`,
      fixed: true,
      render: (e) => (
        <Auth value={PERMISSIONS.enrolmentReview}>
          <Space wrap>
            {(e.status === 'pending' || e.status === 'waitlisted') && (
              <>
                <Button
                  size="mini"
                  color="primary"
                  onClick={() => decide.mutate({ ids: [e.id], approve: true }, decided)}
                  data-testid="approve"
                >
                  <Trans>Approve</Trans>
                </Button>
                <Button size="mini" color="danger" onClick={() => void reject([e.id])} data-testid="reject">
                  <Trans>Reject</Trans>
                </Button>
              </>
            )}
            {e.status !== 'cancelled' && e.status !== 'rejected' && (
              <ConfirmButton
                color="default"
                question={t`Cancel this sign-up?`}
                onConfirm={() => cancel.mutate(e.id, { onSuccess: done })}
              >
                <Trans>Cancel</Trans>
              </ConfirmButton>
            )}
          </Space>
        </Auth>
      ),
    },
  ]);

  return (
    <section className="console-page" data-testid="enrolment-admin">
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Name, mobile or username`}
          defaultValue={keyword}
          onSearch={(v) => table.setFilter({ keyword: v })}
          onClear={() => table.setFilter({ keyword: undefined })}
        />
        <ChoiceGroup
          aria-label={t`Status`}
          value={status}
          onChange={(v) => table.setFilter({ status: v })}
          options={statuses.map((s) => ({ label: label[s], value: s }))}
          data-testid="enrolment-status-filter"
        />
        <Auth value={PERMISSIONS.enrolmentReview}>
          <Button
            size="small"
            color="primary"
            disabled={!selected.length}
            onClick={() => decide.mutate({ ids: selected, approve: true }, decided)}
            data-testid="approve-selected"
          >
            <Trans>Approve selected ({selected.length})</Trans>
          </Button>
          <Button
            size="small"
            color="danger"
            disabled={!selected.length}
            onClick={() => void reject(selected)}
            data-testid="reject-selected"
          >
            <Trans>Reject selected ({selected.length})</Trans>
          </Button>
        </Auth>
        <Button
          size="small"
          onClick={() => void exportEnrolments(filter).catch(() => toast(t`Export failed`, 'error'))}
          data-testid="export-enrolments"
        >
          <Trans>Export to Excel</Trans>
        </Button>
        <SelectionCount count={selected.length} onClear={() => setSelected([])} />
        {columnControl}
      </div>
      <DataTable
        name="enrolments"
        numberFrom={firstRowNumber(list.data)}
        rows={rows}
        rowKey={(e) => e.id}
        rowTestId="enrolment-row"
        sort={table.sort}
        onSort={table.toggleSort}
        columns={columns}
      />
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
    </section>
  );
}
