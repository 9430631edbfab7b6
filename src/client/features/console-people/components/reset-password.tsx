import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { Form } from '@/components/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { isStrongEnough } from '@contract/password';
import { StrengthMeter } from '@/components/strength-meter';

/** Staff set a user's new password (the user's sessions end); its strength shows as it is typed. */
export function ResetPasswordForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (password: string) => void;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  return (
    <Form
      layout="vertical"
      onFinish={(v: { password: string }) => onSubmit(v.password)}
      data-testid="reset-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="reset-save">
          <Trans>Set the new password</Trans>
        </Button>
      }
    >
      <Form.Item
        name="password"
        label={t`New password`}
        description={<StrengthMeter password={password} />}
        validateFirst
        rules={[
          { required: true, message: t`Please enter the password` },
          { min: 6, max: 20, message: t`The password must be 6 to 20 characters` },
          {
            validator: async (_: unknown, v?: string) => {
              if (v && !isStrongEnough(v)) throw new Error(t`Password strength is too low`);
            },
          },
        ]}
      >
        <Input
          type="password"
          onChange={setPassword}
          data-testid="reset-password"
          autoComplete="new-password"
        />
      </Form.Item>
      <p className="form-note">
        <Trans>The user is logged out everywhere and logs in with this password next time.</Trans>
      </p>
    </Form>
  );
}
