import { Button, Space, type ButtonRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import type { AdmitReason } from '@contract/checkin-rules';
import { UserContent } from '@/components/user-content';
import { useAdmitReasons } from './admit-reasons';

/**
 * Letting a person in from the list, without their ticket: staff say why (ID checked, no phone, …), and the
 * check-in keeps it. Real buttons, the first one focused as the choice opens, so a keyboard reaches every one.
 */
export function AdmitChoice(props: {
  name: string | null;
  onChoose: (r: AdmitReason) => void;
  onCancel: () => void;
}) {
  const admit = useAdmitReasons();
  const first = useRef<ButtonRef>(null);
  useEffect(() => first.current?.nativeElement?.focus(), []);
  return (
    <section className="admit-choice" aria-labelledby="admit-choice-title" data-testid="admit-choice">
      <p id="admit-choice-title" className="staff-count">
        <Trans>
          Let <UserContent>{props.name}</UserContent> in without their ticket because:
        </Trans>
      </p>
      <Space direction="vertical" block>
        {admit.reasons.map((r, i) => (
          <Button
            key={r}
            block
            ref={i === 0 ? first : undefined}
            onClick={() => props.onChoose(r)}
            data-testid={`admit-${r}`}
          >
            {admit.text(r)}
          </Button>
        ))}
        <Button block fill="none" onClick={props.onCancel} data-testid="admit-cancel">
          <Trans>Cancel</Trans>
        </Button>
      </Space>
    </section>
  );
}
