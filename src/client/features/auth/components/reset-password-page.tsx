import { Button } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { NavBar } from '@/components/ui/nav-bar';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { isStrongEnough } from '@contract/password';
import { OfflineBanner } from '@/components/offline-banner';
import { isMobile, MobileCodeFields } from '@/components/mobile-code-fields';
import { StrengthMeter } from '@/components/strength-meter';
import { resetPassword, sendSmsCode } from '@/lib/sign-up';
import { toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import { getTenantId } from '@/lib/storage';
import { useInvalidFocus } from '@/components/field-errors';
import '@/lib/account-catalog';
import { PasswordField } from '@/components/form-field';

/** /person/resetPassword: a forgotten password, reset with a code texted to the account's mobile number. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const id = useId();
  const router = useRouter();
  const navigate = useNavigate();
  const online = useOnline();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'phone' | 'code' | 'password' | 'confirm', string>>>(
    {},
  );
  const { setForm, failed } = useInvalidFocus();
  const [submitting, setSubmitting] = useState(false);
  const phoneOk = isMobile(phone);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      phone: phoneOk ? undefined : t`Mobile number format error`,
      code: /^\d{4}$/.test(code) ? undefined : t`The verification code is 4 digits`,
      password: isStrongEnough(password) ? undefined : t`Password strength is too low`,
      confirm: password === confirm ? undefined : t`The two passwords do not match`,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return failed();
    setSubmitting(true);
    try {
      await resetPassword({
        phone,
        code,
        newPassword: password,
        confirmPassword: confirm,
        tenantId: getTenantId(),
      });
      void toast(t`Password reset successfully`, 'success');
      await navigate({ to: '/login' });
    } catch (err) {
      void toast(err instanceof Error && err.message ? err.message : t`Request failed`, 'error');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="portal-page" data-testid="reset-password-page">
      <NavBar onBack={() => router.history.back()}>
        <Trans>Reset password</Trans>
      </NavBar>
      <OfflineBanner />
      <form ref={setForm} onSubmit={(e) => void submit(e)} noValidate className="login-form">
        <MobileCodeFields
          phone={phone}
          onPhone={setPhone}
          code={code}
          onCode={setCode}
          sendCode={(m) => sendSmsCode(m, true, getTenantId())}
          mobileLabel={t`Mobile number of the account`}
          testId="reset"
          phoneError={errors.phone}
          codeError={errors.code}
        />
        <PasswordField
          id={`${id}-p`}
          label={<Trans>New password</Trans>}
          testId="reset-password"
          error={errors.password}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
        />
        <StrengthMeter password={password} />
        <PasswordField
          id={`${id}-p2`}
          label={<Trans>Confirm new password</Trans>}
          testId="reset-confirm"
          error={errors.confirm}
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
        />
        {!online && (
          <p className="field-error">
            <Trans>You are offline. Resetting a password needs a connection.</Trans>
          </p>
        )}
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submitting}
          disabled={!online}
          data-testid="reset-submit"
        >
          <Trans>Reset password</Trans>
        </Button>
      </form>
    </main>
  );
}
