import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/feedback';
import { messageOf } from '../api/personal';
import { useFinishLinking } from '../api/social-links';
import '@/lib/account-catalog';

/**
 * /authredirect when the person settings sent the browser to the provider to link an account: the returned
 * code links it to the signed-in user, then back to the settings; a refusal is said here, with the way back.
 */
export function SocialLinkReturn(props: { code?: string; state?: string; onDone: () => void }) {
  const { t } = useLingui();
  const { mutate: finish } = useFinishLinking();
  const { code, state, onDone } = props;
  const [failed, setFailed] = useState<string | null>(() =>
    code && state ? null : t`Linking was cancelled or did not complete.`,
  );
  const started = useRef(false);

  useEffect(() => {
    // The state is good for one use: never sent twice, whatever re-renders.
    if (started.current || !code || !state) return;
    started.current = true;
    finish(
      { code, state },
      {
        onSuccess: () => (void toast(t`Account linked`, 'success'), onDone()),
        onError: (err) => setFailed(messageOf(err, t`Request failed`)),
      },
    );
  }, [code, state, onDone, finish, t]);

  return (
    <main className="login-page" data-testid="social-link-return">
      {failed === null ? (
        <p className="login-form" aria-busy="true">
          <Trans>Linking your account…</Trans>
        </p>
      ) : (
        <div className="login-form" data-testid="social-link-failed">
          <p className="field-error">{failed}</p>
          <Link to="/person/personSetting">
            <Trans>Back to personal settings</Trans>
          </Link>
        </div>
      )}
    </main>
  );
}
