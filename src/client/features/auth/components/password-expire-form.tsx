import { Button } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_ISSUE_FIELD, validatePasswordExpire } from '@contract/password';
import { loginWithPassword } from '@/lib/account';
import { changeExpiredPassword } from '@/lib/sign-up';
import { toast } from '@/lib/feedback';
import { StrengthMeter } from '@/components/strength-meter';
import { firstByField, useInvalidFocus } from '@/components/field-errors';
import '@/lib/account-catalog';
import { PasswordField } from '@/components/form-field';

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
  const [errors, setErrors] = useState<Partial<Record<'old' | 'new' | 'confirm', string>>>({});
  const { setForm, failed } = useInvalidFocus();
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
    const issues = validatePasswordExpire({ oldPassword, newPassword, confirmPassword });
    setErrors(firstByField(issues, PASSWORD_ISSUE_FIELD, messages));
    if (issues.length) return failed();
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
    key: 'old' | 'new' | 'confirm',
    label: string,
    value: string,
    set: (v: string) => void,
    autoComplete: 'current-password' | 'new-password',
  ) => (
    <PasswordField
      id={`${id}-${key}`}
      label={label}
      testId={`expire-${key}`}
      error={errors[key]}
      value={value}
      onChange={set}
      autoComplete={autoComplete}
    />
  );

  return (
    <form
      ref={setForm}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="login-form"
      data-testid="password-expire"
    >
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
