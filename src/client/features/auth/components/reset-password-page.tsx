import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
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
import { FieldErrors } from '@/components/field-errors';

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
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const phoneOk = isMobile(phone);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: string[] = [];
    if (!phoneOk) found.push(t`Mobile number format error`);
    if (!/^\d{4}$/.test(code)) found.push(t`The verification code is 4 digits`);
    if (!isStrongEnough(password)) found.push(t`Password strength is too low`);
    if (password !== confirm) found.push(t`The two passwords do not match`);
    setErrors(found);
    if (found.length) return;
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
    <div className="portal-page" data-testid="reset-password-page">
      <NavBar onBack={() => router.history.back()}>
        <Trans>Reset password</Trans>
      </NavBar>
      <OfflineBanner />
      <form onSubmit={(e) => void submit(e)} noValidate className="login-form">
        <MobileCodeFields
          phone={phone}
          onPhone={setPhone}
          code={code}
          onCode={setCode}
          sendCode={(m) => sendSmsCode(m, true, getTenantId())}
          mobileLabel={t`Mobile number of the account`}
          testId="reset"
        />
        <label htmlFor={`${id}-p`}>
          <Trans>New password</Trans>
        </label>
        <div className="field" data-testid="reset-password">
          <Input
            id={`${id}-p`}
            value={password}
            onChange={setPassword}
            type="password"
            autoComplete="new-password"
          />
        </div>
        <StrengthMeter password={password} />
        <label htmlFor={`${id}-p2`}>
          <Trans>Confirm new password</Trans>
        </label>
        <div className="field" data-testid="reset-confirm">
          <Input
            id={`${id}-p2`}
            value={confirm}
            onChange={setConfirm}
            type="password"
            autoComplete="new-password"
          />
        </div>
        <FieldErrors messages={errors} />
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
    </div>
  );
}
