import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { SocialRedirectPage } from '@/features/auth/components/social-redirect-page';
import { TITLES } from '@/lib/route-titles';

type AuthRedirectSearch = { code?: string; state?: string };

// Hand-written rather than zod: the portal imports no zod at run time.
const validateSearch = (search: Record<string, unknown>): AuthRedirectSearch => ({
  code: typeof search.code === 'string' ? search.code : undefined,
  state: typeof search.state === 'string' ? search.state : undefined,
});

/** Back from a social provider (app/router.ts moves the provider's /authredirect?code&state here). */
function AuthRedirect() {
  const { code, state } = getRouteApi('/authredirect').useSearch();
  const navigate = useNavigate();
  return <SocialRedirectPage code={code} state={state} onLoggedIn={() => void navigate({ to: '/home' })} />;
}

export const Route = createFileRoute('/authredirect')({
  validateSearch,
  component: AuthRedirect,
  staticData: { title: TITLES.authredirect },
});
