import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Arrivals, Checkin, SessionQr } from '@contract/checkin';
import { request, requestAllPages } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { checkinKeys } from './keys';

/*
 * The console's check-in calls (the sessions and their check-ins, undo, export, the rotating QR display), apart
 * from those of the phones' check-in screens: those screens are precached, and these are not needed there.
 */

export const sessionQrQuery = (sessionId: string) =>
  queryOptions({
    queryKey: checkinKeys.sessionQr(sessionId),
    queryFn: () => request<SessionQr>(`edu/session/qr/${sessionId}`, { quiet: true }),
    enabled: !!sessionId,
    refetchInterval: 5000,
  });

export type SessionSummary = {
  id: string;
  title: string;
  courseTitle: string;
  startAt: string;
  signatureRequired: boolean;
};
export const sessionListQuery = () =>
  queryOptions({
    queryKey: checkinKeys.sessions(),
    queryFn: () => request<SessionSummary[]>('edu/session/list'),
  });
/**
 * The console's lists: who is checked in, the conflicts (a person checked in from two devices), and the log of
 * rejected scans (refused or repeated).
 */
const PAGE_FILTERS = {
  accepted: { outcome: 'accepted' },
  conflicts: { conflict: 'true' },
  refused: { refused: 'true' },
} as const;
export const checkinPageQuery = (sessionId: string, view: keyof typeof PAGE_FILTERS) =>
  queryOptions({
    queryKey: checkinKeys.page(sessionId, view),
    queryFn: () => requestAllPages<Checkin>('edu/checkin/page', { sessionId, ...PAGE_FILTERS[view] }),
    enabled: !!sessionId,
    refetchInterval: 10_000,
  });
export const undoCheckin = (id: string) => request<Checkin>(`edu/checkin/undo/${id}`, { method: 'put' });

/** Undo a check-in; every check-in view shown is refetched (the lists, the arrivals, a desk's list and counts). */
export const undoCheckinMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => undoCheckin(id),
    onSuccess: () => client.invalidateQueries({ queryKey: checkinKeys.root }),
  });
export const useUndoCheckin = () => useMutation(undoCheckinMutation(useQueryClient()));

/** The session's check-ins as Excel; with `filter`, only those (the log of rejected scans as the console shows it). */
export const exportCheckins = (
  sessionId: string,
  fileName: string,
  filter: { refused?: 'true'; reason?: string; deviceId?: string } = {},
) => downloadFile('edu/checkin/export', { sessionId, ...filter }, fileName);

/** A session's arrivals per 5 minutes and by enterprise, counted by the server; refreshed as the lists are. */
export const arrivalsQuery = (sessionId: string) =>
  queryOptions({
    queryKey: checkinKeys.arrivals(sessionId),
    queryFn: () => request<Arrivals>(`edu/checkin/arrivals/${sessionId}`),
    enabled: !!sessionId,
    refetchInterval: 10_000,
  });

/** The session's arrivals as Excel: per 5 minutes, and by enterprise with expected, checked in and the rate. */
export const exportArrivals = (sessionId: string, fileName: string) =>
  downloadFile(`edu/checkin/arrivals/${sessionId}/export`, {}, fileName);
