import { Button, Tag } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CertificateAdminRow, CertificateSortField } from '@contract/certificate';
import type { CertificateState } from '@contract/certificate-rules';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import type { Column } from '@/components/data-table';
import { langOf } from '@/components/user-content';
import { toast } from '@/lib/feedback';
import { shortTime } from '@/lib/format';
import { downloadCertificate } from '../api/certificates';

const STATE_COLOR: Record<CertificateState, string> = {
  valid: 'success',
  expired: 'warning',
  revoked: 'danger',
  replaced: 'default',
};

/** The words of a certificate's state, as the list and its filter say them. */
export function useStateLabels(): Record<CertificateState, string> {
  const { t } = useLingui();
  return { valid: t`Valid`, expired: t`Expired`, revoked: t`Revoked`, replaced: t`Replaced` };
}

/** A reason (written by staff) shown as written, in its language. */
const Reason = ({ text, testId, className }: { text: string; testId: string; className: string }) => (
  <small className={className} translate="no" lang={langOf(text)} data-testid={testId}>
    {text}
  </small>
);

/** The state, and why: a revoked one's reason, a replaced one's successor. */
function StateCell({ row }: { row: CertificateAdminRow }) {
  const labels = useStateLabels();
  const replacedBy = row.replacedBy;
  return (
    <span className="certificate-state">
      <Tag color={STATE_COLOR[row.state]} data-testid="certificate-state">
        {labels[row.state]}
      </Tag>
      {row.state === 'revoked' && row.revokeReason && (
        <Reason text={row.revokeReason} testId="certificate-revoke-reason" className="certificate-reason" />
      )}
      {row.state === 'replaced' && replacedBy && (
        <small data-testid="certificate-replaced-by">
          <Trans>
            replaced by <span translate="no">{replacedBy}</span>
          </Trans>
        </small>
      )}
    </span>
  );
}

/** Copies the link a certificate's QR holds: the public verify page, with its check code and signed token. */
async function copyLink(link: string, done: string) {
  try {
    await navigator.clipboard.writeText(link);
    void toast(done, 'success');
  } catch {
    // No clipboard (an insecure origin, a refused permission): the link itself, to copy by hand.
    void toast(link);
  }
}

/**
 * The list's columns; the row actions are the files, the verify link, and (edu_certificate_edit, online)
 * revoke and reissue.
 */
export function useCertificateColumns(act: {
  online: boolean;
  onRevoke: (row: CertificateAdminRow) => void;
  onReissue: (row: CertificateAdminRow) => void;
}): Column<CertificateAdminRow>[] {
  const { t } = useLingui();
  const sortable = (field: CertificateSortField) => field;
  return [
    {
      key: 'number',
      title: t`Certificate number`,
      render: (c) => c.number,
      userContent: true,
      sortField: sortable('number'),
    },
    {
      key: 'holder',
      title: t`Holder`,
      render: (c) =>
        c.username && c.username !== c.holderName ? `${c.holderName} (${c.username})` : c.holderName,
      userContent: true,
      sortField: sortable('holderName'),
    },
    {
      key: 'course',
      title: t`Course`,
      render: (c) => c.courseTitle,
      userContent: true,
      sortField: sortable('courseTitle'),
    },
    {
      key: 'hours',
      title: t`Credit hours`,
      render: (c) => c.creditHours,
      numeric: true,
      sortField: sortable('creditHours'),
    },
    {
      key: 'completed',
      title: t`Completed on`,
      render: (c) => c.completedOn,
      sortField: sortable('completedOn'),
    },
    {
      key: 'expires',
      title: t`Expires on`,
      render: (c) => c.expiresOn ?? t`No expiry`,
      sortField: sortable('expiresOn'),
    },
    {
      key: 'state',
      title: t`Status`,
      render: (c) => <StateCell row={c} />,
      hint: (c) => (c.state === 'revoked' ? (c.revokeReason ?? undefined) : undefined),
      sortField: sortable('status'),
    },
    {
      key: 'how',
      title: t`How issued`,
      render: (c) =>
        c.issuedHow === 'manual' ? (
          <>
            {t`By hand`}{' '}
            {c.issueReason && (
              <Reason text={c.issueReason} testId="certificate-issue-reason" className="certificate-note" />
            )}
          </>
        ) : (
          t`By the rule`
        ),
      hint: (c) => c.issueReason ?? undefined,
    },
    {
      key: 'issuedAt',
      title: t`Issued at`,
      render: (c) => shortTime(c.issuedAt),
      sortField: sortable('createTime'),
    },
    {
      key: 'actions',
      title: t`Actions`,
      fixed: true,
      render: (c) => (
        <>
          <Button
            size="mini"
            onClick={() => void downloadCertificate(c, 'pdf')}
            data-testid="certificate-pdf"
          >
            {t`PDF`}
          </Button>
          <Button
            size="mini"
            onClick={() => void downloadCertificate(c, 'png')}
            data-testid="certificate-png"
          >
            {t`PNG`}
          </Button>
          <Button
            size="mini"
            onClick={() => void copyLink(c.verifyLink, t`Verify link copied`)}
            data-testid="certificate-copy-link"
          >
            <Trans>Copy verify link</Trans>
          </Button>
          <Auth value={PERMISSIONS.certificateEdit}>
            {act.online && (c.state === 'valid' || c.state === 'expired') && (
              <Button
                size="mini"
                color="danger"
                onClick={() => act.onRevoke(c)}
                data-testid="certificate-revoke"
              >
                <Trans>Revoke</Trans>
              </Button>
            )}
            {act.online && c.state !== 'replaced' && (
              <Button size="mini" onClick={() => act.onReissue(c)} data-testid="certificate-reissue">
                <Trans>Reissue</Trans>
              </Button>
            )}
          </Auth>
        </>
      ),
    },
  ];
}
