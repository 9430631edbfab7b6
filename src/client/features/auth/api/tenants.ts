import { queryOptions } from '@tanstack/react-query';
import type { TenantSummary } from '@contract/auth';
import { HEADER_SKIP_TOKEN } from '@contract/constants';
import { request } from '@/lib/api-client';

export const tenantListQuery = () =>
  queryOptions({
    queryKey: ['tenant', 'list'],
    queryFn: () =>
      request<TenantSummary[]>('admin/tenant/list', {
        headers: { [HEADER_SKIP_TOKEN]: 'true' },
        quiet: true,
      }),
    staleTime: 5 * 60_000,
  });
