import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { validateMobileLogin } from '@contract/password';
import { mobile as mobileRule } from '@contract/validators';
import { SmsCodeButton } from '@/components/sms-code-button';
import { loginWithSms } from '@/lib/sign-up';
import { toast } from '@/lib/feedback';

/** The login screen's SMS tab (spec §5 "Mobile login"): mobile number and the 4-digit code texted to it. */
export function SmsLoginForm({ tenantId, onLoggedIn }: { tenantId: string; onLoggedIn: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const messages = {
    mobileRequired: t`Please enter your mobile number`,
    codeRequired: t`Please enter the verification code`,
    codeFormat: t`The verification code is 4 digits`,
  };
  const mobileOk = !mobileRule(mobile) && mobile.length === 11;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const issues = validateMobileLogin({ mobile, code });
    const found = issues.map((i) => messages[i]);
    if (mobile && !mobileOk) found.unshift(t`Mobile number format error`);
    setErrors(found);
    if (found.length) return;
    setSubmitting(true);
    try {
      await loginWithSms({ mobile, code, tenantId });
      void toast(t`Login successful`);
      onLoggedIn();
    } catch (err) {
      void toast(err instanceof Error && err.message ? err.message : t`Login failed`, 'error');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="login-form" data-testid="sms-login">
      <label htmlFor={`${id}-m`}>
        <Trans>Mobile number</Trans>
      </label>
      <div className="field" data-testid="sms-mobile">
        <Input
          id={`${id}-m`}
          value={mobile}
          onChange={(v) => setMobile(v.replace(/\D/g, '').slice(0, 11))}
          placeholder={t`Mobile number`}
          type="tel"
          autoComplete="tel-national"
          clearable
        />
      </div>
      <label htmlFor={`${id}-c`}>
        <Trans>Verification code</Trans>
      </label>
      <div className="field field-row" data-testid="sms-code">
        <Input
          id={`${id}-c`}
          value={code}
          onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 4))}
          placeholder={t`4 digits`}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <SmsCodeButton mobile={mobile} registered valid={mobileOk} tenantId={tenantId} />
      </div>
      {errors.map((e) => (
        <p key={e} className="field-error">
          {e}
        </p>
      ))}
      <Button block type="submit" color="primary" size="large" loading={submitting} data-testid="sms-submit">
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
