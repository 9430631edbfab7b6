import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { z } from 'zod';
import type { Locale } from '@contract/constants';
import { LoginPage } from '@/features/auth/components/login-page';
import { LanguageSwitch } from '@/components/language-switch';
import { siteTitle, useSiteConfig } from '@/lib/site-config';
import { TITLES } from '@/lib/route-titles';

const searchSchema = z.object({ redirect: z.string().optional(), params: z.string().optional() });

const parseParams = (raw: string | undefined): Record<string, unknown> => {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

function Login() {
  const { redirect, params } = Route.useSearch();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const site = useSiteConfig();
  // Only in-app paths: an open redirect to another origin is never followed.
  const target = redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/home';
  return (
    <>
      <div className="top-right">
        <LanguageSwitch />
      </div>
      <LoginPage title={siteTitle(site, i18n.locale as Locale)} onLoggedIn={() => void navigate({ to: target, search: parseParams(params) as never })} />
    </>
  );
}

export const Route = createFileRoute('/login')({ validateSearch: searchSchema, component: Login, staticData: { title: TITLES.login } });
