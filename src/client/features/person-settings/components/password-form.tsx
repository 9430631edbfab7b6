import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_ISSUE_FIELD, validatePasswordExpire } from '@contract/password';
import { StrengthMeter } from '@/components/strength-meter';
import { toast } from '@/lib/feedback';
import { changePassword, messageOf } from '../api/personal';
import '@/lib/account-catalog';
import { FieldError, firstByField, invalidProps, useInvalidFocus } from '@/components/field-errors';

type Key = 'old' | 'new' | 'confirm';

function Field({
  id,
  label,
  testId,
  error,
  children,
}: {
  id: string;
  label: string;
  testId: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div className="field" data-testid={testId}>
        {children}
      </div>
      <FieldError fieldId={id} message={error} />
    </>
  );
}

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

  const input = (value: string, set: (v: string) => void, autoComplete: string, key: Key) => (
    <Input
      id={`${id}-${key}`}
      value={value}
      onChange={set}
      type="password"
      autoComplete={autoComplete}
      {...invalidProps(`${id}-${key}`, errors[key])}
    />
  );
  return (
    <form
      ref={setForm}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="login-form"
      data-testid="password-form"
    >
      <Field id={`${id}-old`} label={t`Current password`} testId="password-old" error={errors.old}>
        {input(oldPassword, setOld, 'current-password', 'old')}
      </Field>
      <Field id={`${id}-new`} label={t`New password`} testId="password-new" error={errors.new}>
        {input(newPassword, setNew, 'new-password', 'new')}
      </Field>
      <StrengthMeter password={newPassword} />
      <Field
        id={`${id}-confirm`}
        label={t`Confirm password`}
        testId="password-confirm"
        error={errors.confirm}
      >
        {input(confirmPassword, setConfirm, 'new-password', 'confirm')}
      </Field>
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
