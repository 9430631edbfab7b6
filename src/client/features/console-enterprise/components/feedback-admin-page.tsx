import { Button, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import './console-enterprise.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FeedbackAdminRow, FeedbackSortField } from '@contract/feedback';
import type { FeedbackStatus } from '@contract/enterprise-rules';
import { PERMISSIONS } from '@contract/permissions';
import { ChoiceGroup } from '@/components/choice-group';
import { DataTable } from '@/components/data-table';
import { useColumnSettings } from '@/components/column-settings';
import { Drawer } from '@/components/drawer';
import { FreshnessNote } from '@/components/freshness-note';
import { NotAllowed } from '@/components/not-allowed';
import { firstRowNumber, Pager } from '@/components/pager';
import { TableToolbar } from '@/components/table-toolbar';
import { shortTime } from '@/lib/format';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { categoriesQuery, feedbackQuery } from '../api/enterprise-admin';
import { FeedbackDetail } from './feedback-detail';
import { choicesOf, excerpt, STATUS_COLOR, useEnterpriseLabels } from './labels';
import { ListState } from './list-state';

const EXCERPT = 40;

/**
 * Console › Training › Feedback: what learners and enterprises sent (edu_feedback_view), by state, category (the
 * feedback_category dictionary) and words; open one to read it whole and, with edu_feedback_reply, reply, close
 * or reopen it.
 */
export function FeedbackAdminPage() {
  const { t, i18n } = useLingui();
  const labels = useEnterpriseLabels();
  const canView = useAuth(PERMISSIONS.feedbackView);
  const table = usePagedTable<{ status: FeedbackStatus; category: string; keyword: string }>();
  const { status, category, keyword } = table.filter;
  const [openId, setOpenId] = useState<FeedbackAdminRow>();
  const categories = useQuery({ ...categoriesQuery(), enabled: canView });
  const list = useQuery({
    ...feedbackQuery(table.params),
    enabled: canView,
  });
  const columnSettings = useColumnSettings('feedback');
  if (!canView)
    return <NotAllowed testId="feedback-admin">{t`You do not have permission to view feedback.`}</NotAllowed>;
  const en = i18n.locale === 'en';
  const categoryLabels = Object.fromEntries(
    (categories.data ?? []).map((d) => [d.value, en ? (d.labelEn ?? d.label) : d.label]),
  );
  const categoryOf = (value: string) => categoryLabels[value] ?? value;
  // The row shown in the drawer follows the list after a reply, close or reopen (or stays as it was if the filter
  // no longer shows it).
  const open = openId && (list.data?.records.find((r) => r.id === openId.id) ?? openId);
  const sortable = (field: FeedbackSortField) => field;
  const [columns, columnControl] = columnSettings.apply<FeedbackAdminRow>([
    {
      key: 'time',
      title: t`Sent`,
      render: (f) => shortTime(f.createTime),
      sortField: sortable('createTime'),
    },
    {
      key: 'sender',
      title: t`Sender`,
      render: (f) => (f.name ? `${f.name} (${f.username})` : f.username),
      userContent: true,
      sortField: sortable('username'),
    },
    {
      key: 'enterprise',
      title: t`Enterprise`,
      render: (f) => f.enterpriseName ?? '—',
      userContent: true,
      sortField: sortable('enterpriseName'),
    },
    {
      key: 'category',
      title: t`Category`,
      render: (f) => categoryOf(f.category),
      sortField: sortable('category'),
    },
    {
      key: 'content',
      title: t`Feedback`,
      render: (f) => <span className="feedback-excerpt">{excerpt(f.content, EXCERPT)}</span>,
      hint: (f) => f.content,
      userContent: true,
    },
    {
      key: 'status',
      title: t`Status`,
      sortField: sortable('status'),
      render: (f) => (
        <Tag color={STATUS_COLOR[f.status]} data-testid="feedback-status">
          {labels.feedbackStatus[f.status]}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t`Actions`,
      fixed: true,
      render: (f) => (
        <Button size="mini" onClick={() => setOpenId(f)} data-testid="feedback-open">
          <Trans>Details</Trans>
        </Button>
      ),
    },
  ]);
  return (
    <section className="console-page" data-testid="feedback-admin">
      <FreshnessNote updatedAt={list.dataUpdatedAt} />
      <TableToolbar onRefresh={() => void list.refetch()} settings={columnControl}>
        <SearchField
          className="toolbar-search"
          placeholder={t`Words in the feedback or the sender`}
          defaultValue={keyword}
          onSearch={(v) => table.setFilter({ keyword: v.trim() })}
          onClear={() => table.setFilter({ keyword: undefined })}
          data-testid="feedback-search"
        />
        <ChoiceGroup
          aria-label={t`Status`}
          value={status}
          onChange={(v) => table.setFilter({ status: v })}
          options={choicesOf(labels.feedbackStatus)}
          data-testid="feedback-status-filter"
        />
        <ChoiceGroup
          aria-label={t`Category`}
          value={category}
          onChange={(v) => table.setFilter({ category: v })}
          options={Object.entries(categoryLabels).map(([value, label]) => ({ value, label }))}
          data-testid="feedback-category-filter"
        />
      </TableToolbar>
      <DataTable
        onOpen={setOpenId}
        name="feedback"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(f) => f.id}
        rowTestId="feedback-row"
        columns={columns}
        sort={table.sort}
        onSort={table.toggleSort}
      />
      <ListState query={list} empty={t`No feedback matches`} testId="feedback-list" />
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      <Drawer
        open={!!open}
        onClose={() => setOpenId(undefined)}
        title={t`Feedback`}
        data-testid="feedback-drawer"
      >
        {open && <FeedbackDetail key={open.id} row={open} categoryLabel={categoryOf(open.category)} />}
      </Drawer>
    </section>
  );
}
