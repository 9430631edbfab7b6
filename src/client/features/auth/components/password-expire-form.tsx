import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Trans, useLingui } from '@lingui/react/macro';
import { validatePasswordExpire } from '@contract/password';
import { loginWithPassword } from '@/lib/account';
import { changeExpiredPassword } from '@/lib/sign-up';
import { toast } from '@/lib/feedback';
import { StrengthMeter } from '@/components/strength-meter';
import { FieldErrors } from '@/components/field-errors';

/**
 * The Password Expire screen: a login answered `credentials_expired`. Old password (prefilled from the
 * attempt), new and confirm; then it logs in with the new password.
 */
export function PasswordExpireForm(props: {
  username: string;
  password: string;
  tenantId: string;
  onLoggedIn: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [oldPassword, setOld] = useState(props.password);
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const messages = {
    oldRequired: t`Please enter your current password`,
    newRequired: t`Please enter a new password`,
    confirmRequired: t`Please confirm the new password`,
    mismatch: t`The two passwords do not match`,
    passwordWeak: t`Password strength is too low`,
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validatePasswordExpire({ oldPassword, newPassword, confirmPassword }).map(
      (i) => messages[i],
    );
    setErrors(found);
    if (found.length) return;
    setSubmitting(true);
    try {
      await changeExpiredPassword({
        username: props.username,
        password: oldPassword,
        newPassword,
        confirmPassword,
      });
      void toast(t`Password reset successfully`, 'success');
      await loginWithPassword({ username: props.username, password: newPassword, tenantId: props.tenantId });
      props.onLoggedIn();
    } catch (err) {
      void toast(err instanceof Error && err.message ? err.message : t`Login failed`, 'error');
    } finally {
      setSubmitting(false);
    }
  };

  const field = (
    key: string,
    label: string,
    value: string,
    set: (v: string) => void,
    autoComplete: string,
  ) => (
    <>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <div className="field" data-testid={`expire-${key}`}>
        <Input id={`${id}-${key}`} value={value} onChange={set} type="password" autoComplete={autoComplete} />
      </div>
    </>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="login-form" data-testid="password-expire">
      <h2>
        <Trans>Your password has expired</Trans>
      </h2>
      <p>
        <Trans>Choose a new password to continue.</Trans>
      </p>
      {field('old', t`Current password`, oldPassword, setOld, 'current-password')}
      {field('new', t`New password`, newPassword, setNew, 'new-password')}
      <StrengthMeter password={newPassword} />
      {field('confirm', t`Confirm new password`, confirmPassword, setConfirm, 'new-password')}
      <FieldErrors messages={errors} />
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={submitting}
        data-testid="expire-submit"
      >
        <Trans>Change password and log in</Trans>
      </Button>
      <button type="button" className="link-button" onClick={props.onCancel}>
        <Trans>Back to login</Trans>
      </button>
    </form>
  );
}
