import { queryOptions } from '@tanstack/react-query';
import type { SocialProvider } from '@contract/social';
import { HEADER_SKIP_TOKEN, HEADER_TENANT } from '@contract/constants';
import { request } from '@/lib/api-client';
import { authKeys } from './keys';

/** The organisation's enabled social logins (the login's social tab opens when there is one). */
export const socialProvidersQuery = (tenantId: string) =>
  queryOptions({
    queryKey: authKeys.socialProviders(tenantId),
    queryFn: () =>
      request<SocialProvider[]>('admin/social/providers', {
        headers: { [HEADER_SKIP_TOKEN]: 'true' },
        // The organisation picked on the login screen, not yet the stored one.
        hooks: { beforeRequest: [(req) => req.headers.set(HEADER_TENANT, tenantId)] },
        quiet: true,
      }),
    staleTime: 5 * 60_000,
  });
