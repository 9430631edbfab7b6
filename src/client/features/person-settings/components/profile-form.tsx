import { Button, Input } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_FIELDS, PROFILE_MAX, profileIssues, type ProfileField } from '@contract/profile-rules';
import type { ValidatorKey } from '@contract/validators';
import { toast } from '@/lib/feedback';
import { messageOf, refusedField, saveProfile } from '../api/personal';
import { FieldError, invalidInputRef, useInvalidFocus } from '@/components/field-errors';

export type Profile = Record<ProfileField, string>;

/**
 * Nickname, name and email with the validators, checked on the device as on the server; a refusal from the
 * server shows beside the field it names. Saves only what changed.
 */
export function ProfileForm({ initial, online }: { initial: Profile; online: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [saving, setSaving] = useState(false);
  const { setForm, failed } = useInvalidFocus();
  const labels: Record<ProfileField, string> = {
    nickname: t`Nickname`,
    name: t`Name`,
    email: t`Email`,
  };
  const messages: Partial<Record<ValidatorKey, string>> = {
    nonBlank: t`Please enter non-space information`,
    tooLong: t`Input too long, please re-enter`,
    email: t`Mailbox format error`,
  };
  const changed = PROFILE_FIELDS.filter((f) => values[f].trim() !== initial[f].trim());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const issues = profileIssues(values);
    setErrors(Object.fromEntries(issues.map((i) => [i.field, messages[i.key] ?? t`Request failed`])));
    if (issues.length) return failed();
    if (!changed.length) return;
    setSaving(true);
    try {
      await saveProfile(Object.fromEntries(changed.map((f) => [f, values[f].trim()])));
      void toast(t`Saved`, 'success');
    } catch (err) {
      const field = refusedField(err);
      const message = messageOf(err, t`Saving failed`);
      if (field && (PROFILE_FIELDS as readonly string[]).includes(field)) {
        setErrors({ [field]: message });
        failed();
      } else void toast(message, 'error');
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
      data-testid="profile-form"
    >
      {PROFILE_FIELDS.map((field) => (
        <div key={field} className="settings-field">
          <label htmlFor={`${id}-${field}`}>{labels[field]}</label>
          <div className="field" data-testid={`profile-${field}`}>
            <Input
              id={`${id}-${field}`}
              value={values[field]}
              onChange={(v) => setValues({ ...values, [field]: v })}
              maxLength={PROFILE_MAX[field] + 1}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={field === 'email' ? 'email' : field === 'name' ? 'name' : 'nickname'}
              clearable
              ref={invalidInputRef(`${id}-${field}`, errors[field])}
            />
          </div>
          <FieldError fieldId={`${id}-${field}`} message={errors[field]} />
        </div>
      ))}
      <Button
        type="submit"
        color="primary"
        block
        loading={saving}
        disabled={!online || !changed.length}
        data-testid="profile-save"
      >
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
