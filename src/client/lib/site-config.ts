import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@contract/param';
import type { SystemConfig } from '@contract/system';
import type { Locale } from '@contract/constants';
import { siteText } from '@contract/site-text';
import { request } from './api-client';
import { awaitingFirstAnswer } from './query-client';
import { mergeServerMessages } from './i18n';
import { sharedKeys } from '@/api/keys';

/** The site configuration and server messages; persisted, so the home page still has them offline. */
export const systemConfigQuery = () =>
  queryOptions({
    queryKey: sharedKeys.system.config(),
    queryFn: async () => {
      const config = await request<SystemConfig>('admin/system/config', { quiet: true });
      mergeServerMessages(config.i18n);
      return config;
    },
    staleTime: 10 * 60_000,
  });

export const useSiteConfig = (): SiteConfig | undefined => useQuery(systemConfigQuery()).data?.site;

/** The site configuration and whether it is still on its way (a page may hold its texts' places meanwhile). */
export function useSiteConfigState(): { site: SiteConfig | undefined; loading: boolean } {
  const config = useQuery(systemConfigQuery());
  return { site: config.data?.site, loading: awaitingFirstAnswer(config) };
}

export const siteTitle = (site: SiteConfig | undefined, locale: Locale): string =>
  site ? siteText(site, 'title', locale) : '';
