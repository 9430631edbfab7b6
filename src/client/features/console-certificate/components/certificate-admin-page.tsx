import './console-certificate.css';
import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CertificateAdminRow } from '@contract/certificate';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ChoiceGroup } from '@/components/choice-group';
import { useColumnSettings } from '@/components/column-settings';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { NotAllowed } from '@/components/not-allowed';
import { firstRowNumber, Pager } from '@/components/pager';
import { SearchField } from '@/components/search-field';
import { TableToolbar } from '@/components/table-toolbar';
import { useOnline } from '@/lib/online';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { certificatesQuery, exportCertificates, type CertificateFilter } from '../api/certificates';
import { useCertificateColumns, useStateLabels } from './certificate-columns';
import { CompletedRange } from './completed-range';
import { IssueDrawer } from './issue-drawer';
import { ReasonDrawer, type Change } from './reason-drawer';

/** What the table shows besides its rows: loading, why nothing loaded (offline or not), or that nothing matches. */
function ListState({
  list,
}: {
  list: { isPending: boolean; isError: boolean; data?: { records: unknown[] } };
}) {
  const online = useOnline();
  if (list.data?.records.length) return null;
  if (list.isPending)
    return (
      <div className="certificate-list-state" data-testid="certificates-loading">
        <DotLoading className="loading-dots" />
      </div>
    );
  if (list.data)
    return <EmptyState title={<Trans>No certificates match</Trans>} data-testid="certificates-empty" />;
  return online ? (
    <EmptyState
      title={<Trans>The list cannot be loaded now</Trans>}
      description={<Trans>Refresh to try again.</Trans>}
      data-testid="certificates-error"
    />
  ) : (
    <OfflineEmpty />
  );
}

/**
 * Console › Training › Certificates (edu_certificate_view): the tenant's certificates by number, holder, course,
 * completion days and state, sorted on the server, their place in the address; each one's PDF and PNG and its
 * verify link; revoke and reissue with a reason (edu_certificate_edit), issue by hand (edu_certificate_add), and
 * the list as Excel. Offline it shows the last list read, and says writes need a connection.
 */
export function CertificateAdminPage() {
  const { t } = useLingui();
  const canView = useAuth(PERMISSIONS.certificateView);
  const online = useOnline();
  const table = usePagedTable<CertificateFilter>();
  const { number, name, course, status, completedFrom, completedTo } = table.filter;
  const [change, setChange] = useState<Change>();
  const [issuing, setIssuing] = useState(false);
  const [reissued, setReissued] = useState<{ from: string; to: string }>();
  const list = useQuery({ ...certificatesQuery(table.params), enabled: canView });
  const labels = useStateLabels();
  const columnSettings = useColumnSettings('certificates');
  const allColumns = useCertificateColumns({
    online,
    onRevoke: (row: CertificateAdminRow) => setChange({ kind: 'revoke', row }),
    onReissue: (row: CertificateAdminRow) => setChange({ kind: 'reissue', row }),
  });
  if (!canView)
    return (
      <NotAllowed testId="certificate-admin">{t`You do not have permission to view certificates.`}</NotAllowed>
    );
  const [columns, columnControl] = columnSettings.apply(allColumns);
  const { ascs, descs } = table.params;
  // No clear icon: antd-mobile's is a div named by aria-label (an axe finding while the field holds text) that no
  // keyboard reaches; emptying the field drops its filter just the same.
  const search = (key: 'number' | 'name' | 'course', placeholder: string, value: string | undefined) => (
    <SearchField
      className="toolbar-search"
      placeholder={placeholder}
      clearable={false}
      defaultValue={value}
      onSearch={(v) => table.setFilter({ [key]: v.trim() })}
      onClear={() => table.setFilter({ [key]: undefined })}
      data-testid={`certificate-search-${key}`}
    />
  );

  return (
    <section className="console-page" data-testid="certificate-admin">
      <FreshnessNote updatedAt={list.dataUpdatedAt} />
      <TableToolbar
        onRefresh={() => void list.refetch()}
        exportPermission={PERMISSIONS.certificateView}
        onExport={() =>
          void exportCertificates({ number, name, course, status, completedFrom, completedTo, ascs, descs })
        }
        settings={columnControl}
      >
        {search('number', t`Certificate number`, number)}
        {search('name', t`Name or username`, name)}
        {search('course', t`Course title`, course)}
        <CompletedRange from={completedFrom} to={completedTo} onChange={table.setFilter} />
        <ChoiceGroup
          aria-label={t`Status`}
          value={status}
          onChange={(v) => table.setFilter({ status: v })}
          options={[
            { label: t`Valid or expired`, value: 'valid' as const },
            { label: labels.revoked, value: 'revoked' as const },
            { label: labels.replaced, value: 'replaced' as const },
          ]}
          data-testid="certificate-status-filter"
        />
        <Auth value={PERMISSIONS.certificateAdd}>
          <Button
            size="small"
            color="primary"
            disabled={!online}
            onClick={() => setIssuing(true)}
            data-testid="certificate-issue-open"
          >
            <Trans>Issue by hand</Trans>
          </Button>
        </Auth>
      </TableToolbar>
      {!online && (
        <p className="hint" role="status" data-testid="certificate-offline">
          <Trans>
            You are offline: this is the list as last read; revoking, reissuing and issuing need a connection.
          </Trans>
        </p>
      )}
      {reissued && (
        <p className="certificate-reissued" role="status" data-testid="certificate-reissued">
          <Trans>
            <span translate="no">{reissued.from}</span> was reissued as{' '}
            <span translate="no">{reissued.to}</span>.
          </Trans>
        </p>
      )}
      <DataTable
        name="certificates"
        label={t`Certificates`}
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(c) => c.id}
        rowTestId="certificate-row"
        columns={columns}
        sort={table.sort}
        onSort={table.toggleSort}
      />
      <ListState list={list} />
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      <ReasonDrawer
        change={change}
        onClose={() => setChange(undefined)}
        onReissued={(from, to) => setReissued({ from, to })}
      />
      <IssueDrawer open={issuing} onClose={() => setIssuing(false)} />
    </section>
  );
}
