import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SMS_CODE_LENGTH } from '@contract/constants';
import { isMobile, MobileCodeFields } from '@/components/mobile-code-fields';
import { toast } from '@/lib/feedback';
import { sendSmsCode } from '@/lib/sign-up';
import { messageOf, saveProfile } from '../api/personal';
import '@/lib/account-catalog';
import { useInvalidFocus } from '@/components/field-errors';

const CODE = new RegExp(String.raw`^\d{${SMS_CODE_LENGTH}}$`);

/**
 * A new mobile number, proved by the code texted to it (the number must not belong to an account yet:
 * `registered=false`). Loaded when the section opens, as it works online only.
 */
export function PhoneForm({ current, onDone }: { current: string | null; onDone: () => void }) {
  const { t } = useLingui();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  // The server's refusal (a wrong code, a number taken meanwhile): read at once.
  const [refused, setRefused] = useState<string | null>(null);
  const { setForm, failed } = useInvalidFocus();
  const [saving, setSaving] = useState(false);
  const phoneOk = isMobile(phone) && phone !== current;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      phone:
        phone === current
          ? t`This is already your mobile number`
          : phoneOk
            ? undefined
            : t`Mobile number format error`,
      code: CODE.test(code) ? undefined : t`The verification code is 4 digits`,
    };
    setErrors(found);
    setRefused(null);
    if (found.phone || found.code) return failed();
    setSaving(true);
    try {
      await saveProfile({ phone, code });
      void toast(t`Your mobile number has been changed`, 'success');
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
      data-testid="phone-form"
    >
      <MobileCodeFields
        phone={phone}
        onPhone={setPhone}
        code={code}
        onCode={setCode}
        sendCode={(m) => sendSmsCode(m, false)}
        mobileLabel={t`New mobile number`}
        testId="phone"
        phoneError={errors.phone}
        codeError={errors.code}
      />
      {refused && (
        <p className="field-error" role="alert">
          {refused}
        </p>
      )}
      <Button type="submit" color="primary" block loading={saving} data-testid="phone-save">
        <Trans>Change mobile number</Trans>
      </Button>
    </form>
  );
}
