import { Button, Space, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EnterpriseAdminRow } from '@contract/enterprise';
import { PERMISSIONS } from '@contract/permissions';
import { toast } from '@/lib/feedback';
import { fullTime } from '@/lib/format';
import { useOnline } from '@/lib/online';
import { useAuth } from '@/lib/permissions';
import { licenceQuery, useReviewEnterprise } from '../api/enterprise-admin';
import { FileView } from './file-view';
import { STATUS_COLOR, useEnterpriseLabels } from './labels';
import { OfflineActions } from './list-state';
import { ReasonForm } from './reason-form';
import { DetailList } from './detail-list';

/**
 * One enterprise whole: every field, its business licence previewed, and (to holders of edu_enterprise_review,
 * while it waits) approve, or reject with the reason its admin will read.
 */
export function EnterpriseDetail({ row, onDone }: { row: EnterpriseAdminRow; onDone: () => void }) {
  const { t } = useLingui();
  const labels = useEnterpriseLabels();
  const canReview = useAuth(PERMISSIONS.enterpriseReview);
  const online = useOnline();
  const [rejecting, setRejecting] = useState(false);
  const review = useReviewEnterprise();
  const reviewed = {
    onSuccess: (_: unknown, r: { approve: boolean }) => {
      void toast(r.approve ? t`Approved` : t`Rejected`, 'success');
      onDone();
    },
  };
  const fields: [string, string | number | null][] = [
    [t`Enterprise name`, row.name],
    [t`Unified social credit code`, row.creditCode],
    [t`Contact`, row.contactName],
    [t`Contact mobile`, row.contactPhone],
    [t`Address`, row.address],
    [t`Administrator account`, row.adminUsername],
    [t({ message: 'Members', context: 'count' }), row.memberCount],
    [t({ message: 'Submitted', context: 'enterprise' }), fullTime(row.createTime)],
    [t`Reviewed`, fullTime(row.reviewTime)],
    [t`Reason for rejecting`, row.reviewReason],
  ];
  return (
    <div className="enterprise-detail" data-testid="enterprise-detail">
      <p>
        <Tag color={STATUS_COLOR[row.status]} data-testid="enterprise-detail-status">
          {labels.enterpriseStatus[row.status]}
        </Tag>
      </p>
      <DetailList fields={fields} />
      <h3>
        <Trans>Business licence</Trans>
      </h3>
      {row.licenceFile ? (
        <FileView query={licenceQuery(row.id)} name={row.licenceFile} testId="licence" />
      ) : (
        <p>
          <Trans>No licence was uploaded.</Trans>
        </p>
      )}
      {canReview && row.status === 'pending' && (
        <div className="detail-actions">
          <OfflineActions />
          {rejecting ? (
            <ReasonForm
              label={t`Reason for rejecting (the enterprise’s administrator will read it)`}
              action={<Trans>Reject</Trans>}
              busy={review.isPending}
              onSubmit={(reason) => review.mutate({ id: row.id, approve: false, reason }, reviewed)}
              onCancel={() => setRejecting(false)}
              testId="enterprise-reject"
            />
          ) : (
            <Space>
              <Button
                color="primary"
                size="small"
                loading={review.isPending}
                disabled={!online}
                onClick={() => review.mutate({ id: row.id, approve: true }, reviewed)}
                data-testid="enterprise-approve"
              >
                <Trans>Approve</Trans>
              </Button>
              <Button
                color="danger"
                size="small"
                disabled={!online}
                onClick={() => setRejecting(true)}
                data-testid="enterprise-reject-open"
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
