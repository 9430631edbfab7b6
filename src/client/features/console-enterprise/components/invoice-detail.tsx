import { Button, Input, Space, Tag } from 'antd-mobile';
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceRequest } from '@contract/enterprise';
import { DataTable } from '@/components/data-table';
import { DocumentUpload } from '@/components/uploads/document-upload';
import type { UploadedValue } from '@/components/uploads/upload-queue';
import { toast } from '@/lib/feedback';
import { fullTime } from '@/lib/format';
import { useOnline } from '@/lib/online';
import { downloadInvoice, useIssueInvoice, useRejectInvoice } from '../api/enterprise-admin';
import { STATUS_COLOR, useEnterpriseLabels, yuan } from './labels';
import { OfflineActions } from './list-state';
import { ReasonForm } from './reason-form';
import { DetailList } from './detail-list';

const INVOICE_NO_MAX = 32;

/** Issue: the invoice number and the e-invoice PDF (one file, uploaded first), both required. */
function IssueForm({ request, onDone }: { request: InvoiceRequest; onDone: () => void }) {
  const { t } = useLingui();
  const noId = useId();
  const online = useOnline();
  const [invoiceNo, setInvoiceNo] = useState('');
  const [files, setFiles] = useState<UploadedValue[]>([]);
  const [problem, setProblem] = useState<string>();
  const issue = useIssueInvoice();
  const file = files[0]?.fileName;
  return (
    <form
      className="issue-form"
      data-testid="invoice-issue"
      onSubmit={(e) => {
        e.preventDefault();
        if (!invoiceNo.trim()) return setProblem(t`Please enter the invoice number`);
        if (!file) return setProblem(t`Please upload the e-invoice PDF`);
        issue.mutate(
          { id: request.id, invoiceNo: invoiceNo.trim(), invoiceFile: file },
          { onSuccess: onDone },
        );
      }}
    >
      <label htmlFor={noId}>
        <Trans>Invoice number</Trans>
      </label>
      <Input
        className="boxed-field"
        id={noId}
        value={invoiceNo}
        onChange={(v) => (setInvoiceNo(v), setProblem(undefined))}
        maxLength={INVOICE_NO_MAX}
        clearable
        autoFocus
        data-testid="invoice-no"
      />
      <span className="field-label">
        <Trans>E-invoice (PDF)</Trans>
      </span>
      <DocumentUpload
        value={files}
        onChange={(v) => (setFiles(v), setProblem(undefined))}
        limit={1}
        exts={['pdf']}
        disabled={!online}
        data-testid="invoice-file"
      />
      {problem && (
        <p role="alert" className="form-problem" data-testid="invoice-issue-problem">
          {problem}
        </p>
      )}
      <Button
        color="primary"
        size="small"
        type="submit"
        loading={issue.isPending}
        disabled={!online}
        data-testid="invoice-issue-submit"
      >
        <Trans>Issue</Trans>
      </Button>
    </form>
  );
}

/**
 * One invoice request whole: the profile copied when it was made, the sign-ups it covers and their total; while it
 * is requested, issue it (number and PDF) or reject it with a reason; once issued, download its PDF.
 */
export function InvoiceDetail({ request, onDone }: { request: InvoiceRequest; onDone: () => void }) {
  const { t } = useLingui();
  const labels = useEnterpriseLabels();
  const online = useOnline();
  const [action, setAction] = useState<'issue' | 'reject'>();
  const done = (message: string) => {
    void toast(message, 'success');
    onDone();
  };
  const reject = useRejectInvoice();
  const p = request.profile;
  const fields: [string, string | null][] = [
    [t`Enterprise`, request.enterpriseName],
    [t`Invoice type`, labels.invoiceType[p.type]],
    [t`Invoice title`, p.title],
    [t`Taxpayer number`, p.taxNo],
    [t`Bank`, p.bank],
    [t`Account`, p.account],
    [t`Registered address`, p.address],
    [t`Registered phone`, p.phone],
    [t`Email`, p.email],
    [t`Requested`, fullTime(request.createTime)],
    [t`Handled`, fullTime(request.handledTime)],
    [t`Invoice number`, request.invoiceNo],
    [t`Reason for rejecting`, request.reason],
  ];
  return (
    <div className="invoice-detail" data-testid="invoice-detail">
      <p>
        <Tag color={STATUS_COLOR[request.status]} data-testid="invoice-detail-status">
          {labels.invoiceStatus[request.status]}
        </Tag>{' '}
        <b data-testid="invoice-amount">{yuan(request.amount)}</b>
      </p>
      <DetailList fields={fields} />
      <h3>
        <Trans>Sign-ups invoiced</Trans>
      </h3>
      <DataTable
        name="invoice-detail"
        rows={request.items}
        rowKey={(i) => i.enrolmentId}
        rowTestId="invoice-item"
        columns={[
          { key: 'name', title: t`Learner`, render: (i) => i.name ?? '—', userContent: true },
          { key: 'course', title: t`Course`, render: (i) => i.courseTitle, userContent: true },
          { key: 'fee', title: t`Fee`, render: (i) => yuan(i.fee) },
        ]}
      />
      {request.status === 'issued' && request.hasFile && (
        <Button
          size="small"
          onClick={() => void downloadInvoice(request).catch(() => toast(t`Download failed`, 'error'))}
          data-testid="invoice-download"
        >
          <Trans>Download the e-invoice</Trans>
        </Button>
      )}
      {request.status === 'requested' && (
        <div className="detail-actions">
          <OfflineActions />
          {action === 'issue' && <IssueForm request={request} onDone={() => done(t`Issued`)} />}
          {action === 'reject' && (
            <ReasonForm
              label={t`Reason for rejecting (the enterprise will read it)`}
              action={<Trans>Reject</Trans>}
              busy={reject.isPending}
              onSubmit={(reason) =>
                reject.mutate({ id: request.id, reason }, { onSuccess: () => done(t`Rejected`) })
              }
              onCancel={() => setAction(undefined)}
              testId="invoice-reject"
            />
          )}
          {!action && (
            <Space>
              <Button
                color="primary"
                size="small"
                disabled={!online}
                onClick={() => setAction('issue')}
                data-testid="invoice-issue-open"
              >
                <Trans>Issue</Trans>
              </Button>
              <Button
                color="danger"
                size="small"
                disabled={!online}
                onClick={() => setAction('reject')}
                data-testid="invoice-reject-open"
              >
                <Trans>Reject</Trans>
              </Button>
            </Space>
          )}
        </div>
      )}
    </div>
  );
}
