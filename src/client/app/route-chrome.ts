import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { useLocation, useMatches, useRouterState } from '@tanstack/react-router';
import type { Locale } from '@contract/constants';
import { siteTitle, useSiteConfig } from '@/lib/site-config';
import { usePageName } from '@/lib/page-title';
import { titleIn } from '@/lib/route-titles';

const MOBILE_SIGN_PATHS = ['/sign/home', '/sign/success', '/sign/list'];

/** On the /sign/* screens the root font size is width / 375 × 16 px; 16 px everywhere else. */
export function applyRootFontSize(pathname: string, width: number) {
  document.documentElement.style.fontSize = MOBILE_SIGN_PATHS.includes(pathname)
    ? `${(width / 375) * 16}px`
    : '16px';
}

/**
 * Document title per path, the /sign/* rem rule and the developer-tools block (when set); answers whether a page is
 * loading (the progress bar).
 */
export function useRouteChrome(): { loading: boolean } {
  const { i18n } = useLingui();
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const title = useMatches({ select: (ms) => ms.at(-1)?.staticData.title });
  const named = usePageName();

  useEffect(() => {
    const page = named ?? titleIn(title, i18n.locale as Locale);
    const name = siteTitle(site, i18n.locale as Locale);
    document.title = [page, name].filter(Boolean).join(' - ');
  }, [title, named, site, i18n.locale, pathname]);

  const antiDebug = site?.antiDebugEnable;
  useEffect(() => {
    if (antiDebug) void import('./anti-debug').then((m) => m.blockDeveloperTools(site?.antiDebugMd5 ?? null));
  }, [antiDebug]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the setting is on

  useEffect(() => {
    const apply = () => applyRootFontSize(pathname, window.innerWidth);
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, [pathname]);
  return { loading };
}
