import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Trans, useLingui } from '@lingui/react/macro';
import { validatePasswordExpire } from '@contract/password';
import { StrengthMeter } from '@/components/strength-meter';
import { toast } from '@/lib/feedback';
import { changePassword, messageOf } from '../api/personal';

function Field({
  id,
  label,
  testId,
  children,
}: {
  id: string;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div className="field" data-testid={testId}>
        {children}
      </div>
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
  const [errors, setErrors] = useState<string[]>([]);
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
    const found = validatePasswordExpire({ oldPassword, newPassword, confirmPassword }).map(
      (i) => messages[i],
    );
    if (oldPassword && newPassword && oldPassword === newPassword)
      found.push(t`The new password must differ from the old one`);
    setErrors(found);
    if (found.length) return;
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
      setErrors([messageOf(err, t`Saving failed`)]);
    } finally {
      setSaving(false);
    }
  };

  const input = (value: string, set: (v: string) => void, autoComplete: string, fieldId: string) => (
    <Input id={fieldId} value={value} onChange={set} type="password" autoComplete={autoComplete} />
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="login-form" data-testid="password-form">
      <Field id={`${id}-o`} label={t`Current password`} testId="password-old">
        {input(oldPassword, setOld, 'current-password', `${id}-o`)}
      </Field>
      <Field id={`${id}-n`} label={t`New password`} testId="password-new">
        {input(newPassword, setNew, 'new-password', `${id}-n`)}
      </Field>
      <StrengthMeter password={newPassword} />
      <Field id={`${id}-c`} label={t`Confirm password`} testId="password-confirm">
        {input(confirmPassword, setConfirm, 'new-password', `${id}-c`)}
      </Field>
      {errors.map((message) => (
        <p key={message} className="field-error" role="alert">
          {message}
        </p>
      ))}
      <Button type="submit" color="primary" block loading={saving} data-testid="password-save">
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
