import { Button, Input } from 'antd-mobile';
import { Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { getTenantId } from '@/lib/storage';
import { loginWithPassword, PasswordExpiredError } from '@/lib/account';
import { toast } from '@/lib/feedback';
import { lazyOnline } from '@/lib/online';
import { useSiteConfig } from '@/lib/site-config';
import { FieldError, invalidInputRef, useInvalidFocus } from '@/components/field-errors';
import { tenantListQuery } from '../api/tenants';
import { LoginTabs, type LoginTab } from './login-tabs';

// The other tabs and the expire screen load when opened (they are not precached: they need the network anyway);
// the account tab is a first visit and stays small.
const SmsLoginForm = lazyOnline(() => import('./sms-login-form').then((m) => m.SmsLoginForm), NeedsNetwork);
const RegisterForm = lazyOnline(() => import('./register-form').then((m) => m.RegisterForm), NeedsNetwork);
const SocialLoginTab = lazyOnline(
  () => import('./social-login-tab').then((m) => m.SocialLoginTab),
  NeedsNetwork,
);
const PasswordExpireForm = lazyOnline(
  () => import('./password-expire-form').then((m) => m.PasswordExpireForm),
  NeedsNetwork,
);

function NeedsNetwork() {
  return (
    <p className="login-form field-error" data-testid="needs-network">
      <Trans>You are offline. This needs a connection.</Trans>
    </p>
  );
}

/**
 * The login screen: the account tab (username, password), the SMS tab, the tenant, the browser tip; a
 * login answered `credentials_expired` turns the screen into Password Expire.
 */
export function LoginPage({ title, onLoggedIn }: { title: string; onLoggedIn: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [tenantId, setTenant] = useState(getTenantId());
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const [tab, setTab] = useState<LoginTab>('account');
  const [expired, setExpired] = useState(false);
  const site = useSiteConfig();
  const tenants = useQuery(tenantListQuery());
  const { setForm, failed } = useInvalidFocus();

  useEffect(() => {
    if (tenants.isError) void toast(t`Failed to get tenant list`, 'error');
  }, [tenants.isError, t]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      username: username.trim() ? undefined : t`Please enter your username`,
      password: password ? undefined : t`Please enter your password`,
    };
    setErrors(found);
    if (found.username || found.password) return failed();
    setSubmitting(true);
    try {
      // The site asks for the slider puzzle (pig's captchaType): solved first, its verification sent as `code`.
      let code = '';
      if (site?.captchaType === 'blockPuzzle') {
        const solved = await (await import('@/lib/sign-up')).solvePuzzle();
        if (solved === null) return;
        code = solved;
      }
      await loginWithPassword({ username: username.trim(), password, tenantId, code });
      void toast(t`Login successful`);
      onLoggedIn();
    } catch (err) {
      if (err instanceof PasswordExpiredError) {
        setExpired(true);
        return;
      }
      void toast(
        err instanceof Error && err.message ? err.message : t`System error, please contact the administrator`,
        'error',
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="login-page">
      <h1 className="login-title">{title}</h1>
      <Suspense fallback={<div className="login-form" aria-busy="true" />}>
        {expired ? (
          <PasswordExpireForm
            username={username.trim()}
            password={password}
            tenantId={tenantId}
            onLoggedIn={onLoggedIn}
            onCancel={() => setExpired(false)}
          />
        ) : (
          <LoginTabs
            active={tab}
            onChange={setTab}
            smsEnabled={site?.smsLoginEnable ?? false}
            registerEnabled={site?.registerEnable ?? false}
            socialEnabled={site?.socialLoginEnable ?? false}
          >
            {tab === 'sms' ? (
              <SmsLoginForm tenantId={tenantId} onLoggedIn={onLoggedIn} />
            ) : tab === 'social' ? (
              <SocialLoginTab tenantId={tenantId} />
            ) : tab === 'register' ? (
              <RegisterForm tenantId={tenantId} onLoggedIn={onLoggedIn} />
            ) : (
              <form ref={setForm} onSubmit={(e) => void submit(e)} noValidate className="login-form">
                <label htmlFor={`${id}-u`}>
                  <Trans>Username</Trans>
                </label>
                <div data-testid="login-username" className="field">
                  <Input
                    id={`${id}-u`}
                    value={username}
                    onChange={setUsername}
                    placeholder={t`Username`}
                    autoComplete="username"
                    clearable
                    ref={invalidInputRef(`${id}-u`, errors.username)}
                  />
                </div>
                <FieldError fieldId={`${id}-u`} message={errors.username} />
                <label htmlFor={`${id}-p`}>
                  <Trans>Password</Trans>
                </label>
                <div data-testid="login-password" className="field field-row">
                  <Input
                    id={`${id}-p`}
                    value={password}
                    onChange={setPassword}
                    placeholder={t`Password`}
                    type={visible ? 'text' : 'password'}
                    autoComplete="current-password"
                    ref={invalidInputRef(`${id}-p`, errors.password)}
                  />
                  <button type="button" className="link-button" onClick={() => setVisible((v) => !v)}>
                    {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
                  </button>
                </div>
                <FieldError fieldId={`${id}-p`} message={errors.password} />
                <label htmlFor={`${id}-t`}>
                  <Trans>Organisation</Trans>
                </label>
                <select
                  id={`${id}-t`}
                  className="field select"
                  value={tenantId}
                  onChange={(e) => setTenant(e.target.value)}
                  data-testid="login-tenant"
                >
                  {(tenants.data ?? [{ id: tenantId, name: tenantId, code: '' }]).map((tn) => (
                    <option key={tn.id} value={tn.id}>
                      {tn.name}
                    </option>
                  ))}
                </select>
                <Button
                  block
                  type="submit"
                  color="primary"
                  size="large"
                  loading={submitting}
                  data-testid="login-submit"
                >
                  <Trans>Log in</Trans>
                </Button>
                <Link to="/person/resetPassword" className="login-forgot" data-testid="login-forgot">
                  <Trans>Forgot password?</Trans>
                </Link>
                <Link
                  to="/enterprise/register"
                  className="login-forgot"
                  data-testid="login-enterprise-register"
                >
                  <Trans>Enterprise registration</Trans>
                </Link>
              </form>
            )}
          </LoginTabs>
        )}
      </Suspense>
      <p className="browser-tip">
        <Trans>For the best experience use the latest Chrome, Edge or Safari.</Trans>
      </p>
    </main>
  );
}
