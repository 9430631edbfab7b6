import { Button } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CertificateAdminRow } from '@contract/certificate';
import { Drawer } from '@/components/drawer';
import { Form } from '@/components/form';
import { TextArea } from '@/components/text-area';
import { toast } from '@/lib/feedback';
import { useReissueCertificate, useRevokeCertificate } from '../api/certificates';

/** The longest reason the server keeps (certificateReasonSchema). */
export const REASON_MAX = 200;

export type Change = { kind: 'revoke' | 'reissue'; row: CertificateAdminRow };

/**
 * Revoke or reissue one certificate, with the reason it records (required; a revoked one's is shown to whoever
 * verifies it). A reissue's answer is the new certificate: `onReissued` gets the old number and the new.
 */
export function ReasonDrawer({
  change,
  onClose,
  onReissued,
}: {
  change: Change | undefined;
  onClose: () => void;
  onReissued: (from: string, to: string) => void;
}) {
  const { t } = useLingui();
  const revoke = useRevokeCertificate();
  const reissue = useReissueCertificate();
  const number = change?.row.number ?? '';
  const revoking = change?.kind === 'revoke';
  const finish = ({ reason }: { reason: string }) => {
    if (!change) return;
    const v = { id: change.row.id, reason: reason.trim() };
    if (revoking)
      revoke.mutate(v, {
        onSuccess: () => (void toast(t`Certificate ${number} revoked`, 'success'), onClose()),
      });
    else
      reissue.mutate(v, {
        onSuccess: (made) => {
          void toast(t`Reissued as ${made.number}`, 'success');
          onReissued(number, made.number);
          onClose();
        },
      });
  };
  return (
    <Drawer
      open={!!change}
      onClose={onClose}
      title={revoking ? t`Revoke certificate ${number}` : t`Reissue certificate ${number}`}
      data-testid="certificate-reason-drawer"
    >
      {change && (
        <Form
          key={`${change.kind}-${change.row.id}`}
          layout="vertical"
          onFinish={finish}
          footer={
            <Button
              block
              type="submit"
              color={revoking ? 'danger' : 'primary'}
              loading={revoke.isPending || reissue.isPending}
              data-testid="certificate-reason-submit"
            >
              {revoking ? <Trans>Revoke</Trans> : <Trans>Reissue</Trans>}
            </Button>
          }
        >
          <p className="hint">
            {revoking
              ? t`Whoever verifies this certificate will see that it is revoked, and this reason.`
              : t`A new number and check code replace this certificate; the old one will say it was replaced.`}
          </p>
          <Form.Item
            name="reason"
            label={t`Reason`}
            rules={[
              { required: true, whitespace: true, message: t`Please enter the reason` },
              { max: REASON_MAX, message: t`At most ${REASON_MAX} characters` },
            ]}
          >
            <TextArea rows={3} maxLength={REASON_MAX} data-testid="certificate-reason" />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
