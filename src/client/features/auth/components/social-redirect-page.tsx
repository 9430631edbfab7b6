import { Button, Input } from 'antd-mobile';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginWithPassword, SocialUnboundError } from '@/lib/account';
import { toast } from '@/lib/feedback';
import { useSiteConfig } from '@/lib/site-config';
import { getTenantId } from '@/lib/storage';
import { TITLES, titleIn } from '@/lib/route-titles';
import type { Locale } from '@contract/constants';
import { bindSocial, finishSocialLogin } from '../api/social';
import './account-forms.css';
import '@/lib/account-catalog';
import { PasswordField } from '@/components/form-field';

type Step = { kind: 'working' } | { kind: 'bind'; ticket: string } | { kind: 'failed'; message: string };

/**
 * /authredirect: back from a social provider with `code` and `state`. A bound account is logged in at once; an
 * unbound one is bound here to an existing user, who logs in with username and password, then is logged in.
 */
export function SocialRedirectPage(props: { code?: string; state?: string; onLoggedIn: () => void }) {
  const { t, i18n } = useLingui();
  const { code, state, onLoggedIn } = props;
  const [step, setStep] = useState<Step>(() =>
    code && state
      ? { kind: 'working' }
      : { kind: 'failed', message: t`The login was cancelled or did not complete.` },
  );
  const started = useRef(false);

  useEffect(() => {
    // The state is good for one use: never sent twice, whatever re-renders.
    if (started.current || !code || !state) return;
    started.current = true;
    finishSocialLogin(code, state).then(
      () => {
        void toast(t`Login successful`);
        onLoggedIn();
      },
      (err: unknown) =>
        setStep(
          err instanceof SocialUnboundError
            ? { kind: 'bind', ticket: err.ticket }
            : {
                kind: 'failed',
                message: err instanceof Error && err.message ? err.message : t`Login failed`,
              },
        ),
    );
  }, [code, state, onLoggedIn, t]);

  return (
    <main className="login-page" data-testid="social-redirect">
      {/* The page's name, for screen readers: the route's title (no message of its own on the phone). */}
      <h1 className="visually-hidden">{titleIn(TITLES.authredirect, i18n.locale as Locale)}</h1>
      {step.kind === 'working' && (
        <p className="login-form" aria-busy="true">
          <Trans>Signing in…</Trans>
        </p>
      )}
      {step.kind === 'failed' && (
        <div className="login-form" data-testid="social-failed">
          <p className="field-error">{step.message}</p>
          <Link to="/login">
            <Trans>Back to login</Trans>
          </Link>
        </div>
      )}
      {step.kind === 'bind' && <BindForm ticket={step.ticket} onLoggedIn={onLoggedIn} />}
    </main>
  );
}

/** "Bind this account to an existing user": a usual login, then the ticket binds the external account to it. */
function BindForm({ ticket, onLoggedIn }: { ticket: string; onLoggedIn: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const site = useSiteConfig();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) {
      setError(t`Please enter your username and password`);
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      let captcha = '';
      if (site?.captchaType === 'blockPuzzle') {
        const solved = await (await import('@/lib/sign-up')).solvePuzzle();
        if (solved === null) return;
        captcha = solved;
      }
      await loginWithPassword({
        username: username.trim(),
        password,
        tenantId: getTenantId(),
        code: captcha,
      });
      await bindSocial(ticket);
      void toast(t`Account linked. You are logged in.`);
      onLoggedIn();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t`Login failed`);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="login-form" data-testid="social-bind">
      <h2>
        <Trans>Link this account to an existing user</Trans>
      </h2>
      <p>
        <Trans>
          This account is not linked to a user yet. Log in once with your username and password to link it;
          next time it logs you in directly.
        </Trans>
      </p>
      <label htmlFor={`${id}-u`}>
        <Trans>Username</Trans>
      </label>
      <div className="field" data-testid="social-bind-username">
        <Input id={`${id}-u`} value={username} onChange={setUsername} autoComplete="username" clearable />
      </div>
      <PasswordField
        id={`${id}-p`}
        label={<Trans>Password</Trans>}
        testId="social-bind-password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      {error && <p className="field-error">{error}</p>}
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={submitting}
        data-testid="social-bind-submit"
      >
        <Trans>Link and log in</Trans>
      </Button>
      <Link to="/login">
        <Trans>Cancel</Trans>
      </Link>
    </form>
  );
}
