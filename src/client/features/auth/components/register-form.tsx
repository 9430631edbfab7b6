import { Button, Input } from 'antd-mobile';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { USERNAME_MAX, USERNAME_MIN } from '@contract/constants';
import { validateRegistration } from '@contract/password';
import { isMobile, MobileCodeFields } from '@/components/mobile-code-fields';
import { StrengthMeter } from '@/components/strength-meter';
import { registerAndLogIn, sendSmsCode, usernameAvailable } from '@/lib/sign-up';
import { toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import './account-forms.css';
import {
  FieldError,
  firstByField,
  invalidInputRef,
  invalidProps,
  useInvalidFocus,
} from '@/components/field-errors';
import { FormField, PasswordField } from '@/components/form-field';

type Errors = Partial<Record<'username' | 'phone' | 'code' | 'password' | 'confirm' | 'terms', string>>;

/** Which field each of validateRegistration's issues is about. */
const FIELD_OF = {
  usernameRequired: 'username',
  usernameLength: 'username',
  phoneRequired: 'phone',
  passwordRequired: 'password',
  passwordLength: 'password',
  passwordWeak: 'password',
  termsRequired: 'terms',
} as const;
import '@/lib/account-catalog';

/** How long typing pauses before the username is checked with the server. */
const CHECK_AFTER_MS = 500;

/** Whether the server knows the name as taken, asked once typing pauses. */
function useUsernameTaken(username: string): boolean {
  const [takenName, setTakenName] = useState<string | null>(null);
  useEffect(() => {
    if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return;
    let live = true;
    const timer = setTimeout(() => {
      usernameAvailable(username).then(
        (free) => live && setTakenName(free ? null : username),
        () => undefined, // offline or refused: the server checks again on submit
      );
    }, CHECK_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [username]);
  return takenName !== null && takenName === username;
}

/**
 * Creating an account (/person/register and the login screen's tab): username (5–20,
 * free), mobile with its SMS code, password 6–20 whose strength is not too low, confirm, and the terms.
 */
export function RegisterForm({ tenantId, onLoggedIn }: { tenantId: string; onLoggedIn: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const online = useOnline();
  const [username, setUsername] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const { setForm, failed } = useInvalidFocus();
  const [submitting, setSubmitting] = useState(false);
  const taken = useUsernameTaken(username.trim());
  // "Taken" shows as soon as the server says so, not only after a submit.
  const usernameError = taken ? t`This username is already taken` : errors.username;
  const phoneOk = isMobile(phone);
  const messages = {
    usernameRequired: t`Please enter a username`,
    usernameLength: t`The username must be 5 to 20 characters`,
    phoneRequired: t`Please enter your mobile number`,
    passwordRequired: t`Please enter a password`,
    passwordLength: t`The password must be 6 to 20 characters`,
    passwordWeak: t`Password strength is too low`,
    termsRequired: t`Please read and accept the user agreement`,
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = username.trim();
    const found: Errors = firstByField(
      validateRegistration({ username: name, phone, password, termsAccepted: terms }),
      FIELD_OF,
      messages,
    );
    if (taken) found.username ??= t`This username is already taken`;
    if (phone && !phoneOk) found.phone ??= t`Mobile number format error`;
    if (!/^\d{4}$/.test(code)) found.code = t`The verification code is 4 digits`;
    if (password !== confirm) found.confirm = t`The two passwords do not match`;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return failed();
    setSubmitting(true);
    try {
      await registerAndLogIn({ username: name, password, phone, code, tenantId });
      void toast(t`Welcome! Your account is ready.`, 'success');
      onLoggedIn();
    } catch (err) {
      void toast(err instanceof Error && err.message ? err.message : t`Registration failed`, 'error');
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
      data-testid="register-form"
    >
      <FormField id={`${id}-u`} label={t`Username`} testId="register-username" error={usernameError}>
        <Input
          id={`${id}-u`}
          value={username}
          onChange={setUsername}
          placeholder={t`5 to 20 characters`}
          maxLength={USERNAME_MAX}
          autoComplete="username"
          clearable
          ref={invalidInputRef(`${id}-u`, usernameError)}
        />
      </FormField>
      <MobileCodeFields
        phone={phone}
        onPhone={setPhone}
        code={code}
        onCode={setCode}
        sendCode={(m) => sendSmsCode(m, false, tenantId)}
        mobileLabel={t`Mobile number`}
        testId="register"
        phoneError={errors.phone}
        codeError={errors.code}
      />
      <PasswordField
        id={`${id}-p`}
        label={t`Password`}
        testId="register-password"
        error={errors.password}
        value={password}
        onChange={setPassword}
        placeholder={t`6 to 20 characters`}
        autoComplete="new-password"
      />
      <StrengthMeter password={password} />
      <PasswordField
        id={`${id}-p2`}
        label={t`Confirm password`}
        testId="register-confirm"
        error={errors.confirm}
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
      />
      <div className="register-terms" data-testid="register-terms">
        <label>
          <input
            id={`${id}-t`}
            type="checkbox"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
            {...invalidProps(`${id}-t`, errors.terms)}
          />{' '}
          <Trans>I have read and accept the</Trans>
        </label>{' '}
        <Link to="/Agreement" target="_blank">
          <Trans>user agreement</Trans>
        </Link>
      </div>
      <FieldError fieldId={`${id}-t`} message={errors.terms} />
      {!online && (
        <p className="field-error">
          <Trans>You are offline. Creating an account needs a connection.</Trans>
        </p>
      )}
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={submitting}
        disabled={!online}
        data-testid="register-submit"
      >
        <Trans>Create account</Trans>
      </Button>
    </form>
  );
}
