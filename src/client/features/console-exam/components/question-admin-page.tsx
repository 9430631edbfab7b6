import { Button } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import './console-exam.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Question, QuestionInput, QuestionSortField } from '@contract/exam';
import type { QuestionType } from '@contract/exam-rules';
import { PERMISSIONS } from '@contract/permissions';
import { useAuth } from '@/lib/permissions';
import { Auth } from '@/components/auth-gates';
import { ChoiceGroup } from '@/components/choice-group';
import { ConfirmButton } from '@/components/confirm-button';
import { EditDrawer, RowActions, useCrud } from '@/components/crud-page';
import { DataTable } from '@/components/data-table';
import { ImportDialog, type ImportState } from '@/components/import-dialog';
import { firstRowNumber, Pager } from '@/components/pager';
import { useSelectColumn } from '@/components/select-column';
import { TableToolbar } from '@/components/table-toolbar';
import { toast } from '@/lib/feedback';
import { usePagedTable } from '@/lib/use-paged-table';
import {
  categoriesQuery,
  downloadQuestionTemplate,
  exportQuestions,
  importQuestions,
  questionsQuery,
  useDeleteQuestion,
  useDeleteQuestions,
  useRefreshBank,
  useSaveQuestion,
} from '../api/exam-admin';
import { CategoryPanel } from './category-panel';
import { choicesOf, useExamLabels } from './labels';
import { plainText } from './plain-text';
import { QuestionForm } from './question-form';
import { UserContent } from '@/components/user-content';

type QuestionSearch = { categoryId: string; type: QuestionType; keyword: string };

/**
 * Console › Training › Question bank: categories on the left, the questions of the chosen one (by type and a
 * keyword) on the right; add and edit in a drawer that follows the type, delete several, import and export Excel.
 */
export function QuestionAdminPage() {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.questionEdit);
  const labels = useExamLabels();
  const table = usePagedTable<QuestionSearch>();
  const { categoryId, type, keyword } = table.filter;
  const [selected, setSelected] = useState<string[]>([]);
  const [importing, setImporting] = useState<ImportState>('closed');
  const categories = useQuery(categoriesQuery());
  const filter = { categoryId, type, keyword };
  const list = useQuery(questionsQuery(table.params));
  const rows = list.data?.records ?? [];
  const crud = useCrud<Question, QuestionInput & { id?: string }>({
    save: useSaveQuestion(),
    remove: useDeleteQuestion(),
  });
  const refresh = useRefreshBank();
  const removeMany = useDeleteQuestions();
  const selectColumn = useSelectColumn(rows, (q) => q.id, selected, setSelected);
  /** A new category, type or keyword: its first page, nothing ticked. */
  const narrow = (change: Partial<QuestionSearch>) => (table.setFilter(change), setSelected([]));
  return (
    <section className="console-page question-admin" data-testid="question-admin">
      <CategoryPanel
        categories={categories.data ?? []}
        selected={categoryId}
        onSelect={(id) => narrow({ categoryId: id })}
      />
      <div className="question-main">
        <div className="console-toolbar">
          <SearchField
            className="toolbar-search"
            placeholder={t`Search the stems`}
            defaultValue={keyword}
            onSearch={(v) => narrow({ keyword: v.trim() })}
            onClear={() => narrow({ keyword: undefined })}
            data-testid="question-search"
          />
          <ChoiceGroup
            aria-label={t`Type`}
            value={type}
            onChange={(v) => narrow({ type: v })}
            options={choicesOf(labels.type)}
            data-testid="question-type-filter"
          />
        </div>
        <TableToolbar
          selection={{ count: selected.length, onClear: () => setSelected([]) }}
          onRefresh={() => void refresh()}
          exportPermission={PERMISSIONS.questionExport}
          onExport={() => void exportQuestions({ ...filter, ids: selected.length ? selected : undefined })}
        >
          <Auth value={PERMISSIONS.questionAdd}>
            <Button
              color="primary"
              size="small"
              onClick={() => crud.setEditing('new')}
              data-testid="question-new"
            >
              <Trans>New question</Trans>
            </Button>
          </Auth>
          {/* The bank's import goes with its export: the server asks for edu_exam_question_export. */}
          <Auth value={PERMISSIONS.questionExport}>
            <Button size="small" onClick={() => setImporting('open')} data-testid="question-import">
              <Trans>Import</Trans>
            </Button>
          </Auth>
          <Auth value={PERMISSIONS.questionDel}>
            <ConfirmButton
              size="small"
              fill="outline"
              disabled={!selected.length}
              question={t`Delete the ${selected.length} selected questions?`}
              onConfirm={() =>
                removeMany.mutate(selected, {
                  onSuccess: () => (setSelected([]), void toast(t`Deleted`, 'success')),
                })
              }
              data-testid="question-delete-selected"
            >
              <Trans>Delete selected ({selected.length})</Trans>
            </ConfirmButton>
          </Auth>
        </TableToolbar>
        <DataTable
          onOpen={canEdit ? crud.setEditing : undefined}
          name="question"
          numberFrom={firstRowNumber(list.data)}
          rows={rows}
          rowKey={(q) => q.id}
          rowTestId="question-row"
          sort={table.sort}
          onSort={table.toggleSort}
          columns={[
            selectColumn,
            {
              key: 'stem',
              title: t`Stem`,
              render: (q) => plainText(q.stem, t`image`),
              hint: (q) => plainText(q.stem, t`image`, 500),
              userContent: true,
              sortField: 'stem' satisfies QuestionSortField,
            },
            {
              key: 'type',
              title: t`Type`,
              render: (q) => labels.type[q.type],
              sortField: 'type' satisfies QuestionSortField,
            },
            {
              key: 'category',
              title: t`Category`,
              render: (q) => <UserContent>{q.categoryName ?? ''}</UserContent>,
              sortField: 'categoryName' satisfies QuestionSortField,
            },
            {
              key: 'score',
              title: t`Score`,
              render: (q) => q.score,
              sortField: 'score' satisfies QuestionSortField,
            },
            {
              key: 'updated',
              title: t`Updated`,
              render: (q) => (q.updateTime ?? q.createTime ?? '').slice(0, 16),
              sortField: 'updateTime' satisfies QuestionSortField,
            },
            {
              key: 'actions',
              title: t`Actions`,
              render: (q) => (
                <RowActions
                  testId="question"
                  edit={{ permission: PERMISSIONS.questionEdit, onEdit: () => crud.setEditing(q) }}
                  remove={{
                    permission: PERMISSIONS.questionDel,
                    question: t`Delete this question?`,
                    onConfirm: () => crud.remove.mutate(q.id),
                  }}
                />
              ),
            },
          ]}
        />
        <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      </div>
      <EditDrawer
        editing={crud.editing}
        onClose={() => crud.setEditing(null)}
        keyOf={(q) => q.id}
        title={(isNew) => (isNew ? <Trans>New question</Trans> : <Trans>Edit question</Trans>)}
        testId="question-drawer"
      >
        {(q) => (
          <QuestionForm
            question={q}
            categories={categories.data ?? []}
            defaultCategory={categoryId}
            busy={crud.save.isPending}
            onSubmit={(f) =>
              crud.save.mutate({ ...f, id: crud.editing === 'new' ? undefined : crud.editing?.id })
            }
          />
        )}
      </EditDrawer>
      <ImportDialog
        state={importing}
        onState={setImporting}
        title={t`Import questions`}
        upload={importQuestions}
        downloadTemplate={() => downloadQuestionTemplate(t`questions-template.xlsx`)}
        onImported={() => void refresh()}
      />
    </section>
  );
}
