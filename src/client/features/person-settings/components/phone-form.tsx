import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { SMS_CODE_LENGTH } from '@contract/constants';
import { isMobile, MobileCodeFields } from '@/components/mobile-code-fields';
import { toast } from '@/lib/feedback';
import { sendSmsCode } from '@/lib/sign-up';
import { messageOf, saveProfile } from '../api/personal';

const CODE = new RegExp(String.raw`^\d{${SMS_CODE_LENGTH}}$`);

/**
 * A new mobile number, proved by the code texted to it (the number must not belong to an account yet:
 * `registered=false`). Loaded when the section opens, as it works online only.
 */
export function PhoneForm({ current, onDone }: { current: string | null; onDone: () => void }) {
  const { t } = useLingui();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const phoneOk = isMobile(phone) && phone !== current;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem =
      phone === current
        ? t`This is already your mobile number`
        : !phoneOk
          ? t`Mobile number format error`
          : !CODE.test(code)
            ? t`The verification code is 4 digits`
            : null;
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await saveProfile({ phone, code });
      void toast(t`Your mobile number has been changed`, 'success');
      onDone();
    } catch (err) {
      setError(messageOf(err, t`Saving failed`));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="login-form" data-testid="phone-form">
      <MobileCodeFields
        phone={phone}
        onPhone={setPhone}
        code={code}
        onCode={setCode}
        sendCode={(m) => sendSmsCode(m, false)}
        mobileLabel={t`New mobile number`}
        testId="phone"
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" color="primary" block loading={saving} data-testid="phone-save">
        <Trans>Change mobile number</Trans>
      </Button>
    </form>
  );
}
