import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from '@/lib/api-client';
import { galleryKeys } from './keys';

/** What the server answered a list call: allowed (200), or refused with its status and message. */
export type ProbeAnswer = { allowed: boolean; status: number; msg: string | null };

/**
 * Asks the server for the first row of a console list (a read: the demos write nothing) and keeps its verdict,
 * quietly: a 403 is the answer the back-end page demo shows, not an error to toast.
 */
export const probeQuery = (path: string) =>
  queryOptions({
    queryKey: galleryKeys.probe(path),
    queryFn: async (): Promise<ProbeAnswer> => {
      try {
        await request(path, { searchParams: { current: 1, size: 1 }, quiet: true });
        return { allowed: true, status: 200, msg: null };
      } catch (err) {
        if (err instanceof ApiError) return { allowed: false, status: err.status, msg: err.message };
        throw err;
      }
    },
    retry: false,
    staleTime: 0,
  });
