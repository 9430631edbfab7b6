import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { Locale } from '@contract/constants';
import { LoginPage } from '@/features/auth/components/login-page';
import { LanguageSwitch } from '@/components/language-switch';
import { landingPath } from '@/lib/account';
import { siteTitle, useSiteConfig } from '@/lib/site-config';
import { TITLES } from '@/lib/route-titles';

type LoginSearch = { redirect?: string; params?: string };

// Hand-written rather than zod: the login page is a first visit and must stay small.
const validateSearch = (search: Record<string, unknown>): LoginSearch => ({
  redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  params: typeof search.params === 'string' ? search.params : undefined,
});

const parseParams = (raw: string | undefined): Record<string, unknown> => {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

function Login() {
  const { redirect, params } = getRouteApi('/login').useSearch();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const site = useSiteConfig();
  // Only in-app paths: an open redirect to another origin is never followed.
  const target = redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : null;
  return (
    <>
      <div className="top-right">
        <LanguageSwitch />
      </div>
      <LoginPage
        title={siteTitle(site, i18n.locale as Locale)}
        onLoggedIn={() =>
          void (target
            ? navigate({ to: target, search: parseParams(params) as never })
            : landingPath().then((to) => navigate({ to })))
        }
      />
    </>
  );
}

export const Route = createFileRoute('/login')({
  validateSearch,
  component: Login,
  staticData: { title: TITLES.login },
});
