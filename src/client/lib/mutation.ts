import { mutationOptions, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A console write whose success makes the queries under `key` stale. The refetch is the success handler's
 * promise, so the write counts as pending until the list on screen is fresh again.
 */
export const invalidating = <V, R>(
  client: QueryClient,
  key: QueryKey,
  mutationFn: (variables: V) => Promise<R>,
) => mutationOptions({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });

/** Reads the queries under `key` again: a page's refresh button, or after an import. */
export function useRefresh(key: QueryKey) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}
