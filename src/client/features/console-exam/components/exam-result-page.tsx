import { Button, Space, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import './console-exam.css';
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AttemptRow, AttemptSortField } from '@contract/exam-attempts';
import type { Exam } from '@contract/exam';
import type { AttemptStatus } from '@contract/exam-rules';
import { PERMISSIONS } from '@contract/permissions';
import { BarChart } from '@/components/bar-chart';
import { ChoiceGroup } from '@/components/choice-group';
import { DataTable, sumOf } from '@/components/data-table';
import { useColumnSettings } from '@/components/column-settings';
import { Drawer } from '@/components/drawer';
import { NotAllowed } from '@/components/not-allowed';
import { firstRowNumber, Pager } from '@/components/pager';
import { RecordChooser } from '@/components/record-chooser';
import { TableToolbar } from '@/components/table-toolbar';
import { shortTime } from '@/lib/format';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { attemptsQuery, examQuery, exportAttempts, loadExams, statsQuery } from '../api/exam-admin';
import { AttemptAnswers } from './attempt-answers';
import { AttemptDetailView } from './attempt-detail';
import { choicesOf, useExamLabels } from './labels';
import { langOf } from '@/components/user-content';

const STATUS_COLOR: Record<AttemptStatus, string> = {
  in_progress: 'primary',
  graded: 'success',
  pending_review: 'warning',
  late_review: 'warning',
  rejected: 'danger',
};

/**
 * Console › Training › Exam results: one exam's attempts (by status and learner), its score distribution and
 * pass numbers, the Excel export, and each attempt's detail with review and re-open.
 */
export function ExamResultPage({ examId, onExam }: { examId?: string; onExam: (id: string) => void }) {
  const { t } = useLingui();
  const labels = useExamLabels();
  const canView = useAuth(PERMISSIONS.examView);
  const canReview = useAuth(PERMISSIONS.examReview);
  const table = usePagedTable<{ status: AttemptStatus; keyword: string }>();
  const { status, keyword } = table.filter;
  const [choosing, setChoosing] = useState(false);
  const [open, setOpen] = useState<string>();
  const exam = useQuery({ ...examQuery(examId ?? ''), enabled: canView && !!examId });
  const stats = useQuery({ ...statsQuery(examId ?? ''), enabled: canView && !!examId });
  const list = useQuery({
    // `?examId=` is one of the address's filters: the route's checked id stands in for it, as in the loader.
    ...attemptsQuery({ ...table.params, examId: examId ?? '' }),
    enabled: canView && !!examId,
  });
  const load = useCallback(
    (q: { text?: string; current: number; size: number }) =>
      loadExams({ keyword: q.text, current: q.current, size: q.size }),
    [],
  );
  const columnSettings = useColumnSettings('attempts');
  if (!canView)
    return (
      <NotAllowed testId="exam-result">{t`You do not have permission to view exam results.`}</NotAllowed>
    );
  const s = stats.data;
  const sortable = (field: AttemptSortField) => field;
  const [columns, columnControl] = columnSettings.apply<AttemptRow>([
    {
      key: 'learner',
      title: t`Learner`,
      render: (a) => (a.name ? `${a.name} (${a.username})` : a.username),
      userContent: true,
      sortField: sortable('username'),
    },
    { key: 'no', title: t`Attempt no.`, render: (a) => a.attemptNo, sortField: sortable('attemptNo') },
    {
      key: 'status',
      title: t`Status`,
      sortField: sortable('status'),
      render: (a) => (
        <Tag color={STATUS_COLOR[a.status]} data-testid="attempt-status">
          {labels.attemptStatus[a.status]}
        </Tag>
      ),
    },
    {
      key: 'score',
      title: t`Mark`,
      render: (a) => a.score ?? '—',
      sortField: sortable('score'),
      numeric: true,
    },
    {
      key: 'passed',
      title: t`Passed`,
      render: (a) => (a.passed === null ? '—' : a.passed ? t`Yes` : t`No`),
    },
    {
      key: 'answered',
      title: t`Answered`,
      render: (a) => `${a.answered} / ${a.questionCount}`,
      sortField: sortable('answered'),
    },
    {
      key: 'started',
      title: t`Started at`,
      render: (a) => shortTime(a.startedAt),
      sortField: sortable('startedAt'),
    },
    {
      key: 'submitted',
      title: t({ message: 'Submitted', context: 'submitted at' }),
      render: (a) => shortTime(a.submittedAt),
      sortField: sortable('submittedAt'),
    },
    {
      key: 'device',
      title: t`Device time`,
      render: (a) => shortTime(a.deviceSubmittedAt),
      hint: () => t`When the phone submitted, corrected by its clock offset (offline submits)`,
    },
    {
      key: 'actions',
      title: t`Actions`,
      fixed: true,
      render: (a) => (
        <Space>
          <Button size="mini" onClick={() => setOpen(a.id)} data-testid="attempt-open">
            {canReview && (a.status === 'pending_review' || a.status === 'late_review') ? (
              <Trans>Review</Trans>
            ) : (
              <Trans>Details</Trans>
            )}
          </Button>
        </Space>
      ),
    },
  ]);
  return (
    <section className="console-page" data-testid="exam-result">
      <div className="console-toolbar">
        <h2 translate="no" lang={langOf(exam.data?.title)} data-testid="result-exam-title">
          {exam.data?.title ?? (examId ? '' : t`No exam chosen`)}
        </h2>
        <Button size="small" onClick={() => setChoosing(true)} data-testid="result-exam-pick">
          <Trans>Choose an exam</Trans>
        </Button>
      </div>
      {examId && s && (
        <div className="result-stats" data-testid="result-stats">
          <div className="stat-cards">
            <div>
              <b data-testid="stat-attempts">{s.attempts}</b>
              <Trans>Attempts</Trans>
            </div>
            <div>
              <b>{s.graded}</b>
              <Trans>Graded</Trans>
            </div>
            <div>
              <b data-testid="stat-passed">{s.passed}</b>
              <Trans>Passed</Trans>
            </div>
            <div>
              <b data-testid="stat-average">{s.average === null ? '—' : s.average.toFixed(1)}</b>
              <Trans>Average</Trans>
            </div>
            <div>
              <b>{s.highest ?? '—'}</b>
              <Trans>Highest</Trans>
            </div>
          </div>
          <BarChart
            categories={s.bands.map((b) => `${b.from}–${b.to}`)}
            series={[{ name: t`Attempts`, data: s.bands.map((b) => b.count) }]}
            label={t`Score distribution chart`}
            testId="score-chart"
          />
        </div>
      )}
      {examId && (
        <>
          <TableToolbar
            onRefresh={() => void list.refetch()}
            exportPermission={PERMISSIONS.examExport}
            onExport={() => void exportAttempts({ examId, status, keyword })}
            settings={columnControl}
          >
            <SearchField
              className="toolbar-search"
              placeholder={t`Learner name or username`}
              defaultValue={keyword}
              onSearch={(v) => table.setFilter({ keyword: v.trim() })}
              onClear={() => table.setFilter({ keyword: undefined })}
              data-testid="attempt-search"
            />
            <ChoiceGroup
              aria-label={t`Status`}
              value={status}
              onChange={(v) => table.setFilter({ status: v })}
              options={choicesOf(labels.attemptStatus)}
              data-testid="attempt-status-filter"
            />
          </TableToolbar>
          <DataTable
            onOpen={(a) => setOpen(a.id)}
            expand={(a) => <AttemptAnswers id={a.id} />}
            summary={(rows) => {
              const graded = rows.filter((a) => a.score !== null);
              const average = (n: number | null | undefined) =>
                n === null || n === undefined ? '—' : n.toFixed(1);
              return [
                {
                  key: 'page',
                  label: t`Average of this page`,
                  values: {
                    score: average(graded.length ? sumOf(graded, (a) => a.score ?? 0) / graded.length : null),
                    passed: t`${rows.filter((a) => a.passed).length} passed`,
                  },
                },
                ...(s
                  ? [
                      {
                        key: 'all',
                        label: t`Average of all attempts`,
                        values: { score: average(s.average), passed: t`${s.passed} passed` },
                      },
                    ]
                  : []),
              ];
            }}
            name="attempts"
            numberFrom={firstRowNumber(list.data)}
            rows={list.data?.records ?? []}
            rowKey={(a) => a.id}
            rowTestId="attempt-row"
            sort={table.sort}
            onSort={table.toggleSort}
            columns={columns}
          />
          <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
        </>
      )}
      <Drawer
        open={!!open}
        onClose={() => setOpen(undefined)}
        title={t`Attempt`}
        data-testid="attempt-drawer"
      >
        {open && <AttemptDetailView key={open} id={open} onDone={() => setOpen(undefined)} />}
      </Drawer>
      <RecordChooser<Exam>
        open={choosing}
        onClose={() => setChoosing(false)}
        title={t`Choose an exam`}
        load={load}
        rowKey={(e) => e.id}
        columns={[
          { key: 'title', title: t`Title`, render: (e) => e.title, userContent: true },
          { key: 'course', title: t`Course`, render: (e) => e.courseTitle, userContent: true },
          { key: 'attempts', title: t`Attempts`, render: (e) => e.attemptCount },
        ]}
        onConfirm={([e]) => {
          setChoosing(false);
          if (!e) return;
          onExam(e.id);
        }}
      />
    </section>
  );
}
