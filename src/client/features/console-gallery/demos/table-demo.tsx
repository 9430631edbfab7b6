import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Page } from '@contract/envelope';
import { useColumnSettings } from '@/components/column-settings';
import { DataTable, type Column } from '@/components/data-table';
import { firstRowNumber, Pager } from '@/components/pager';
import { useSelectColumn } from '@/components/select-column';
import { TableToolbar } from '@/components/table-toolbar';
import type { Sort } from '@/lib/paged-search';
import { usePagedTable } from '@/lib/use-paged-table';
import './widgets.css';

type Learner = { id: string; name: string; dept: string; lessons: number; score: number };
type SortField = 'name' | 'lessons' | 'score';

const SURNAMES = ['Chen', 'Li', 'Liu', 'Wang', 'Zhang', 'Zhao'];
const GIVEN = ['Jing', 'Na', 'Yang', 'Fang'];

/** 24 learners made up from a few names and figures, in place of the page call a real list makes. */
function useLearners(): Learner[] {
  const { t } = useLingui();
  const depts = [t`Production`, t`Sales`, t`Quality`];
  return GIVEN.flatMap((given, g) =>
    SURNAMES.map((surname, s) => {
      const i = g * SURNAMES.length + s;
      const dept = depts[i % depts.length] ?? '';
      return {
        id: String(i + 1),
        name: `${surname} ${given}`,
        dept,
        lessons: (i * 7) % 12,
        score: 60 + ((i * 13) % 41),
      };
    }),
  );
}

/** What the server's page call answers: the sorted rows of one page, and the figures the Pager shows. */
function pageOf(rows: Learner[], current: number, size: number, sort: Sort | undefined): Page<Learner> {
  const field = sort?.field as SortField | undefined;
  const sign = sort?.order === 'desc' ? -1 : 1;
  const sorted = field
    ? [...rows].sort((a, b) => (a[field] < b[field] ? -sign : a[field] > b[field] ? sign : 0))
    : rows;
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const at = Math.min(current, pages);
  return {
    records: sorted.slice((at - 1) * size, at * size),
    total: String(rows.length),
    size: String(size),
    current: String(at),
    pages: String(pages),
  };
}

/**
 * Table: the console's DataTable, Pager, column settings and selection over rows held in memory. The page, size
 * and sort live in the address (usePagedTable), as on every console list.
 */
export default function TableDemo() {
  const { t } = useLingui();
  const learners = useLearners();
  const table = usePagedTable();
  const page = pageOf(learners, table.current, table.size, table.sort);
  const [selected, setSelected] = useState<string[]>([]);
  const selectColumn = useSelectColumn(page.records, (l) => l.id, selected, setSelected);
  const columnSettings = useColumnSettings('gallery-learners');
  const [columns, columnControl] = columnSettings.apply<Learner>([
    selectColumn,
    { key: 'name', title: t`Name`, render: (l) => l.name, userContent: true, sortField: 'name' },
    { key: 'dept', title: t`Department`, render: (l) => l.dept },
    { key: 'lessons', title: t`Lessons completed`, render: (l) => l.lessons, sortField: 'lessons' },
    { key: 'score', title: t`Exam score`, render: (l) => l.score, sortField: 'score' },
  ] satisfies Column<Learner>[]);
  const count = selected.length;
  return (
    <div className="gallery-w-stack">
      <TableToolbar settings={columnControl}>
        <span aria-live="polite">
          <Trans>{count} selected</Trans>
        </span>
        <Button size="small" disabled={!count} onClick={() => setSelected([])}>
          <Trans>Clear the selection</Trans>
        </Button>
      </TableToolbar>
      <div className="gallery-w-scroll-x">
        <DataTable
          name="gallery-learners"
          numberFrom={firstRowNumber(page)}
          rows={page.records}
          rowKey={(l) => l.id}
          columns={columns}
          sort={table.sort}
          onSort={table.toggleSort}
        />
      </div>
      <Pager page={page} onChange={table.setPage} onSize={table.setSize} />
    </div>
  );
}
