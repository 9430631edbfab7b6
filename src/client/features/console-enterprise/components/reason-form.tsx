import { useId, useState, type ReactNode } from 'react';
import { Button, Space } from 'antd-mobile';
import { TextArea } from '@/components/text-area';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOnline } from '@/lib/online';

/**
 * A rejection with its reason, which the enterprise will read: the text area is labelled and required (a blank
 * reason is refused here before the server), at most `max` characters.
 */
export function ReasonForm({
  label,
  action,
  busy,
  max = 255,
  onSubmit,
  onCancel,
  testId,
}: {
  label: string;
  action: ReactNode;
  busy: boolean;
  max?: number;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const online = useOnline();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  return (
    <form
      className="reason-form"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) return setProblem(true);
        onSubmit(reason.trim());
      }}
    >
      <label htmlFor={id}>{label}</label>
      <TextArea
        className="boxed-field"
        id={id}
        value={reason}
        onChange={(v) => (setReason(v), setProblem(false))}
        rows={3}
        maxLength={max}
        showCount
        placeholder={t`Required`}
        autoFocus
        data-testid={`${testId}-text`}
      />
      {problem && (
        <p role="alert" className="form-problem" data-testid={`${testId}-problem`}>
          <Trans>Please give a reason</Trans>
        </p>
      )}
      <Space>
        <Button
          size="small"
          color="danger"
          type="submit"
          loading={busy}
          disabled={!online}
          data-testid={`${testId}-submit`}
        >
          {action}
        </Button>
        <Button size="small" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </Space>
    </form>
  );
}
