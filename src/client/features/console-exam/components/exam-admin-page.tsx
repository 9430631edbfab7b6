import { Button, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import './console-exam.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Exam, ExamInput, ExamSortField } from '@contract/exam';
import type { ExamStatus } from '@contract/exam-rules';
import { PERMISSIONS } from '@contract/permissions';
import { useAuth } from '@/lib/permissions';
import { Auth } from '@/components/auth-gates';
import { ChoiceGroup } from '@/components/choice-group';
import { EditDrawer, RowActions, useCrud } from '@/components/crud-page';
import { DataTable } from '@/components/data-table';
import { firstRowNumber, Pager } from '@/components/pager';
import { TableToolbar } from '@/components/table-toolbar';
import { timeRange } from '@/lib/format';
import { usePagedTable } from '@/lib/use-paged-table';
import {
  categoriesQuery,
  examsQuery,
  useDeleteExam,
  useExamStatus,
  useRefreshExams,
  useSaveExam,
} from '../api/exam-admin';
import { ExamForm } from './exam-form';
import { choicesOf, useExamLabels } from './labels';

/** Console › Training › Exams: every paper of the tenant; add and edit in a drawer, publish, unpublish, delete. */
export function ExamAdminPage() {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.examEdit);
  const labels = useExamLabels();
  const table = usePagedTable<{ status: ExamStatus; keyword: string }>();
  const { status, keyword } = table.filter;
  const list = useQuery(examsQuery(table.params));
  const categories = useQuery(categoriesQuery());
  const crud = useCrud<Exam, ExamInput & { id?: string }>({ save: useSaveExam(), remove: useDeleteExam() });
  const refresh = useRefreshExams();
  const publish = useExamStatus();
  return (
    <section className="console-page" data-testid="exam-admin">
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Search by title`}
          defaultValue={keyword}
          onSearch={(v) => table.setFilter({ keyword: v.trim() })}
          onClear={() => table.setFilter({ keyword: undefined })}
          data-testid="exam-search"
        />
        <ChoiceGroup
          aria-label={t`Status`}
          value={status}
          onChange={(v) => table.setFilter({ status: v })}
          options={choicesOf(labels.examStatus)}
          data-testid="exam-status-filter"
        />
      </div>
      <TableToolbar onRefresh={() => void refresh()}>
        <Auth value={PERMISSIONS.examAdd}>
          <Button color="primary" size="small" onClick={() => crud.setEditing('new')} data-testid="exam-new">
            <Trans>New exam</Trans>
          </Button>
        </Auth>
      </TableToolbar>
      <DataTable
        onOpen={canEdit ? crud.setEditing : undefined}
        name="exam"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(e) => e.id}
        rowTestId="exam-row"
        sort={table.sort}
        onSort={table.toggleSort}
        columns={[
          {
            key: 'title',
            title: t`Title`,
            render: (e) => e.title,
            userContent: true,
            sortField: 'title' satisfies ExamSortField,
          },
          {
            key: 'course',
            title: t`Course`,
            render: (e) => e.courseTitle,
            userContent: true,
            sortField: 'courseTitle' satisfies ExamSortField,
          },
          {
            key: 'status',
            title: t`Status`,
            sortField: 'status' satisfies ExamSortField,
            render: (e) => (
              <Tag color={e.status === 'published' ? 'success' : 'default'} data-testid="exam-status">
                {labels.examStatus[e.status]}
              </Tag>
            ),
          },
          {
            key: 'window',
            title: t`Open window`,
            render: (e) => timeRange(e.openAt, e.closeAt) || t`Always`,
            sortField: 'openAt' satisfies ExamSortField,
          },
          {
            key: 'questions',
            title: t`Questions`,
            render: (e) => (e.mode === 'random' ? t`${e.questionCount} drawn` : e.questionCount),
          },
          {
            key: 'scores',
            title: t`Total / pass`,
            render: (e) => `${e.totalScore} / ${e.passScore}`,
            sortField: 'totalScore' satisfies ExamSortField,
          },
          {
            key: 'duration',
            title: t`Minutes`,
            render: (e) => e.durationMin,
            sortField: 'durationMin' satisfies ExamSortField,
          },
          {
            key: 'attempts',
            title: t`Attempts`,
            sortField: 'attemptCount' satisfies ExamSortField,
            render: (e) => (
              <Link
                to="/admin/$"
                params={{ _splat: 'edu/examResult' }}
                search={{ examId: e.id }}
                data-testid="exam-attempts"
              >
                {e.attemptCount}
              </Link>
            ),
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (e) => (
              <RowActions
                testId="exam"
                edit={{ permission: PERMISSIONS.examEdit, onEdit: () => crud.setEditing(e) }}
                remove={{
                  permission: PERMISSIONS.examDel,
                  question: t`Delete this exam and its attempts?`,
                  onConfirm: () => crud.remove.mutate(e.id),
                }}
              >
                <Auth value={PERMISSIONS.examEdit}>
                  {e.status === 'draft' ? (
                    <Button
                      size="mini"
                      color="primary"
                      onClick={() => publish.mutate({ id: e.id, to: 'published' })}
                      data-testid="exam-publish"
                    >
                      <Trans>Publish</Trans>
                    </Button>
                  ) : (
                    <Button
                      size="mini"
                      onClick={() => publish.mutate({ id: e.id, to: 'draft' })}
                      data-testid="exam-unpublish"
                    >
                      <Trans>Unpublish</Trans>
                    </Button>
                  )}
                </Auth>
              </RowActions>
            ),
          },
        ]}
      />
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      <EditDrawer
        editing={crud.editing}
        onClose={() => crud.setEditing(null)}
        keyOf={(e) => e.id}
        title={(isNew) => (isNew ? <Trans>New exam</Trans> : <Trans>Edit exam</Trans>)}
        testId="exam-drawer"
      >
        {(e) => (
          <ExamForm
            exam={e}
            categories={categories.data ?? []}
            busy={crud.save.isPending}
            onSubmit={(f) =>
              crud.save.mutate({ ...f, id: crud.editing === 'new' ? undefined : crud.editing?.id })
            }
          />
        )}
      </EditDrawer>
    </section>
  );
}
