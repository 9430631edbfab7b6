import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { validateMobileLogin } from '@contract/password';
import { isMobile, MobileCodeFields } from '@/components/mobile-code-fields';
import { loginWithSms, sendSmsCode } from '@/lib/sign-up';
import { toast } from '@/lib/feedback';
import { useInvalidFocus } from '@/components/field-errors';
import '@/lib/account-catalog';

/** The login screen's SMS tab: mobile number and the 4-digit code texted to it. */
export function SmsLoginForm({ tenantId, onLoggedIn }: { tenantId: string; onLoggedIn: () => void }) {
  const { t } = useLingui();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const { setForm, failed } = useInvalidFocus();
  const [submitting, setSubmitting] = useState(false);
  const messages = {
    mobileRequired: t`Please enter your mobile number`,
    codeRequired: t`Please enter the verification code`,
    codeFormat: t`The verification code is 4 digits`,
  };
  const mobileOk = isMobile(mobile);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const issues = validateMobileLogin({ mobile, code });
    const found = {
      mobile: issues.includes('mobileRequired')
        ? messages.mobileRequired
        : mobileOk
          ? undefined
          : t`Mobile number format error`,
      code: issues.includes('codeRequired')
        ? messages.codeRequired
        : issues.includes('codeFormat')
          ? messages.codeFormat
          : undefined,
    };
    setErrors(found);
    if (found.mobile || found.code) return failed();
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
    <form
      ref={setForm}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="login-form"
      data-testid="sms-login"
    >
      <MobileCodeFields
        phone={mobile}
        onPhone={setMobile}
        code={code}
        onCode={setCode}
        sendCode={(m) => sendSmsCode(m, true, tenantId)}
        mobileLabel={t`Mobile number`}
        testId="sms"
        phoneError={errors.mobile}
        codeError={errors.code}
      />
      <Button block type="submit" color="primary" size="large" loading={submitting} data-testid="sms-submit">
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
