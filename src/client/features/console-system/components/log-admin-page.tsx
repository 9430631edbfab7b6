import { Button, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LogEntry, LogSortField } from '@contract/log';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ChoiceGroup } from '@/components/choice-group';
import { DataTable } from '@/components/data-table';
import { useColumnSettings } from '@/components/column-settings';
import { useSelectColumn } from '@/components/select-column';
import { Drawer } from '@/components/drawer';
import { SelectionCount } from '@/components/table-toolbar';
import { firstRowNumber, Pager } from '@/components/pager';
import { confirm, toast } from '@/lib/feedback';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { NotAllowed } from './not-allowed';
import { exportLogs, logsQuery, useDeleteLogs } from '../api/system-admin';
import { LogChart } from './log-chart';
import './console-system.css';
import { UserContent, langOf } from '@/components/user-content';

/** One entry whole: every field the log keeps, as a definition list. */
function LogDetail({ entry }: { entry: LogEntry }) {
  const { t } = useLingui();
  const rows: [string, string | number | null][] = [
    [t`Time`, entry.createTime],
    [t`User`, entry.createBy],
    [t`Operation`, entry.title],
    [t`Request`, `${entry.method ?? ''} ${entry.requestUri ?? ''}`],
    [t`Query string`, entry.params],
    [t`Client`, entry.serviceId],
    [t`Address`, entry.remoteAddr],
    [t`Browser`, entry.userAgent],
    [t`Duration (ms)`, entry.time],
    [t`Error`, entry.exception],
  ];
  return (
    <dl className="log-detail" data-testid="log-detail">
      {rows
        .filter(([, v]) => v !== null && v !== '')
        .map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd translate="no" lang={langOf(v)}>
              {v}
            </dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * Console › System › Logs (pig's 日志管理): every write made through the API and every login, newest first;
 * the entries of each day by type as a chart; filter by type and user, open an entry, export the filtered (or
 * ticked) entries, delete the selected ones.
 */
export function LogAdminPage() {
  const { t } = useLingui();
  const canView = useAuth(PERMISSIONS.logView);
  const table = usePagedTable<{ logType: '0' | '9'; createBy: string }>();
  const { logType, createBy } = table.filter;
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<LogEntry | null>(null);
  const list = useQuery({ ...logsQuery(table.params), enabled: canView });
  const remove = useDeleteLogs();
  const rows = list.data?.records ?? [];
  const selectColumn = useSelectColumn(rows, (e) => e.id, selected, setSelected);
  const columnSettings = useColumnSettings('logs');
  if (!canView)
    return <NotAllowed testId="log-admin">{t`You do not have permission to view the logs.`}</NotAllowed>;
  const sortable = (field: LogSortField) => field;
  const [columns, columnControl] = columnSettings.apply<LogEntry>([
    selectColumn,
    { key: 'time', title: t`Time`, render: (e) => e.createTime, sortField: sortable('createTime') },
    {
      key: 'user',
      title: t`User`,
      render: (e) => e.createBy,
      userContent: true,
      sortField: sortable('createBy'),
    },
    {
      key: 'title',
      title: t`Operation`,
      render: (e) => (
        <Button size="mini" fill="none" onClick={() => setOpen(e)} data-testid="log-open">
          <UserContent>{e.title}</UserContent>
        </Button>
      ),
      sortField: sortable('title'),
    },
    { key: 'ip', title: t`Address`, render: (e) => e.remoteAddr, sortField: sortable('remoteAddr') },
    { key: 'ms', title: t`Duration (ms)`, render: (e) => e.time ?? '—', sortField: sortable('time') },
    {
      key: 'type',
      title: t`Type`,
      render: (e) =>
        e.logType === '9' ? <Tag color="danger">{t`Error`}</Tag> : <Tag color="success">{t`Normal`}</Tag>,
      sortField: sortable('logType'),
    },
  ]);

  return (
    <section className="console-page" data-testid="log-admin">
      <LogChart />
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Username`}
          defaultValue={createBy}
          onSearch={(v) => table.setFilter({ createBy: v.trim() })}
          onClear={() => table.setFilter({ createBy: undefined })}
          data-testid="log-search-user"
        />
        <ChoiceGroup
          aria-label={t`Type`}
          value={logType}
          onChange={(v) => table.setFilter({ logType: v })}
          options={[
            { label: t`Normal`, value: '0' as const },
            { label: t`Error`, value: '9' as const },
          ]}
          data-testid="log-type-filter"
        />
        <Auth value={PERMISSIONS.logExport}>
          <Button
            size="small"
            onClick={() =>
              void exportLogs(
                { logType, createBy, ids: selected.length ? selected : undefined },
                t`operation-log.xlsx`,
              )
            }
            data-testid="log-export"
          >
            {selected.length ? <Trans>Export selected ({selected.length})</Trans> : <Trans>Export</Trans>}
          </Button>
        </Auth>
        <Auth value={PERMISSIONS.logDel}>
          <Button
            size="small"
            color="danger"
            disabled={!selected.length}
            onClick={async () => {
              if (await confirm(t`Delete the selected log entries?`))
                remove.mutate(selected, {
                  onSuccess: () => (setSelected([]), void toast(t`Deleted`, 'success')),
                });
            }}
            data-testid="log-delete-selected"
          >
            <Trans>Delete selected ({selected.length})</Trans>
          </Button>
        </Auth>
        <SelectionCount count={selected.length} onClear={() => setSelected([])} />
        {columnControl}
      </div>
      <DataTable
        name="logs"
        numberFrom={firstRowNumber(list.data)}
        rows={rows}
        rowKey={(e) => e.id}
        rowTestId="log-row"
        label={t`Operation log`}
        expand={(e) => <LogDetail entry={e} />}
        onOpen={setOpen}
        sort={table.sort}
        onSort={table.toggleSort}
        columns={columns}
      />
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title={<Trans>Log entry</Trans>}>
        {open && <LogDetail entry={open} />}
      </Drawer>
    </section>
  );
}
