import { queryOptions } from '@tanstack/react-query';
import type { TenantSummary } from '@contract/tenant';
import { HEADER_SKIP_TOKEN } from '@contract/constants';
import { request } from '@/lib/api-client';
import { authKeys } from './keys';

export const tenantListQuery = () =>
  queryOptions({
    queryKey: authKeys.tenants(),
    queryFn: () =>
      request<TenantSummary[]>('admin/tenant/list', {
        headers: { [HEADER_SKIP_TOKEN]: 'true' },
        quiet: true,
      }),
    staleTime: 5 * 60_000,
  });
