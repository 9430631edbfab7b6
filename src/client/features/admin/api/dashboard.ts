import { queryOptions } from '@tanstack/react-query';
import type { QueueItem } from '@contract/dashboard';
import { request } from '@/lib/api-client';
import { adminKeys } from './keys';

/**
 * The console home's blocks, one call each (GET /admin/dashboard/*; the sessions and activity figures are
 * shared with the gallery's walls: src/client/api/dashboard.ts). Each is persisted with the query cache, so
 * offline the home shows what it last read and says how old it is. A block the user may not see answers 403:
 * quiet, and the block is left out.
 */
export const queueQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard('queue'),
    queryFn: () => request<QueueItem[]>('admin/dashboard/queue', { quiet: true }),
    // Read again whenever the home is shown, and when a notice arrives (useNoticeStream): work comes with one.
    retry: false,
  });
