import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SocialProvider } from '@contract/social';
import { toast } from '@/lib/feedback';
import { socialProvidersQuery } from '../api/social-providers';
import { startSocialLogin } from '../api/social';
import '@/lib/account-catalog';

/** The login screen's social tab: one button per provider staff configured; each goes to its login page. */
export function SocialLoginTab({ tenantId }: { tenantId: string }) {
  const { t } = useLingui();
  const providers = useQuery(socialProvidersQuery(tenantId));
  const [going, setGoing] = useState<string | null>(null);

  const go = async (p: SocialProvider) => {
    setGoing(p.id);
    try {
      await startSocialLogin(p, tenantId);
    } catch (err) {
      void toast(err instanceof Error && err.message ? err.message : t`Login failed`, 'error');
      setGoing(null);
    }
  };

  return (
    <div className="login-form" data-testid="social-login">
      <p>
        <Trans>Log in with an account you already have elsewhere:</Trans>
      </p>
      {providers.isSuccess && providers.data.length === 0 && (
        // The site allows social login but the organisation has no provider set up: the spec's own words.
        <p role="alert" data-testid="social-not-configured">
          <Trans>The login fails because the application is not configured</Trans>
        </p>
      )}
      {(providers.data ?? []).map((p) => (
        <Button
          key={p.id}
          block
          size="large"
          loading={going === p.id}
          onClick={() => void go(p)}
          data-testid={`social-provider-${p.id}`}
        >
          {p.name}
        </Button>
      ))}
    </div>
  );
}
