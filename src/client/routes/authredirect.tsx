import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SocialRedirectPage } from '@/features/auth/components/social-redirect-page';
import { SocialLinkReturn } from '@/features/person-settings/components/social-link-return';
import { peekSocialIntent } from '@/lib/social-round';
import { TITLES } from '@/lib/route-titles';

type AuthRedirectSearch = { code?: string; state?: string };

// Hand-written rather than zod: the portal imports no zod at run time.
const validateSearch = (search: Record<string, unknown>): AuthRedirectSearch => ({
  code: typeof search.code === 'string' ? search.code : undefined,
  state: typeof search.state === 'string' ? search.state : undefined,
});

/**
 * Back from a social provider (app/router.ts moves the provider's /authredirect?code&state here): a login
 * started on the login page, or linking an account started in the person settings.
 */
function AuthRedirect() {
  const { code, state } = getRouteApi('/authredirect').useSearch();
  const navigate = useNavigate();
  // Decided once: the screen that handles the return takes the round from storage.
  const [intent] = useState(peekSocialIntent);
  return intent === 'bind' ? (
    <SocialLinkReturn
      code={code}
      state={state}
      onDone={() => void navigate({ to: '/person/personSetting' })}
    />
  ) : (
    <SocialRedirectPage code={code} state={state} onLoggedIn={() => void navigate({ to: '/home' })} />
  );
}

export const Route = createFileRoute('/authredirect')({
  validateSearch,
  component: AuthRedirect,
  staticData: { title: TITLES.authredirect },
});
