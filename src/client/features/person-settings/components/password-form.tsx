import { Button } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_ISSUE_FIELD, validatePasswordExpire } from '@contract/password';
import { StrengthMeter } from '@/components/strength-meter';
import { toast } from '@/lib/feedback';
import { changePassword, messageOf } from '../api/personal';
import '@/lib/account-catalog';
import { firstByField, useInvalidFocus } from '@/components/field-errors';
import { PasswordField } from '@/components/form-field';

type Key = 'old' | 'new' | 'confirm';

/**
 * The current password, the new one (its strength, shown as it is typed) and its confirmation. This device
 * stays signed in; the server ends every other session. Loaded when the section opens (online only).
 */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  // The server's refusal (a wrong current password, …): no one field's, read at once.
  const [refused, setRefused] = useState<string | null>(null);
  const { setForm, failed } = useInvalidFocus();
  const [saving, setSaving] = useState(false);
  const messages = {
    oldRequired: t`Please enter your current password`,
    newRequired: t`Please enter a new password`,
    confirmRequired: t`Please confirm the new password`,
    mismatch: t`The two passwords do not match`,
    passwordWeak: t`Password strength is too low`,
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = firstByField(
      validatePasswordExpire({ oldPassword, newPassword, confirmPassword }),
      PASSWORD_ISSUE_FIELD,
      messages,
    );
    if (oldPassword && newPassword && oldPassword === newPassword)
      found.new ??= t`The new password must differ from the old one`;
    setErrors(found);
    setRefused(null);
    if (Object.values(found).some(Boolean)) return failed();
    setSaving(true);
    try {
      await changePassword({
        password: oldPassword,
        newpassword1: newPassword,
        newpassword2: confirmPassword,
      });
      void toast(t`Password changed. Your other devices have been logged out.`, 'success');
      onDone();
    } catch (err) {
      setRefused(messageOf(err, t`Saving failed`));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      ref={setForm}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="login-form"
      data-testid="password-form"
    >
      <PasswordField
        id={`${id}-old`}
        label={t`Current password`}
        testId="password-old"
        error={errors.old}
        value={oldPassword}
        onChange={setOld}
        autoComplete="current-password"
      />
      <PasswordField
        id={`${id}-new`}
        label={t`New password`}
        testId="password-new"
        error={errors.new}
        value={newPassword}
        onChange={setNew}
        autoComplete="new-password"
      />
      <StrengthMeter password={newPassword} />
      <PasswordField
        id={`${id}-confirm`}
        label={t`Confirm password`}
        testId="password-confirm"
        error={errors.confirm}
        value={confirmPassword}
        onChange={setConfirm}
        autoComplete="new-password"
      />
      {refused && (
        <p className="field-error" role="alert">
          {refused}
        </p>
      )}
      <Button type="submit" color="primary" block loading={saving} data-testid="password-save">
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
