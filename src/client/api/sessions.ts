import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { HEADER_TENANT } from '@contract/constants';
import type { CourseDetail } from '@contract/catalog';
import type { Enrolment } from '@contract/enrolment';
import type { SessionInfo } from '@contract/course';
import type { Page } from '@contract/envelope';
import { request } from '@/lib/api-client';
import { sharedKeys } from './keys';

/**
 * A session as an attendee checking in sees it (course, time, venue). Persisted with the query cache, so once
 * seen it shows offline. `tenantId`: the one the session QR names, for a visitor whose device belongs to none.
 */
export const sessionInfoQuery = (sessionId: string, tenantId?: string) =>
  queryOptions({
    queryKey: sharedKeys.catalog.session(sessionId, tenantId ?? ''),
    queryFn: () =>
      request<SessionInfo>(`edu/session/info/${sessionId}`, {
        quiet: true,
        headers: tenantId ? { [HEADER_TENANT]: tenantId } : undefined,
      }),
    enabled: !!sessionId,
    staleTime: 10 * 60_000,
  });

/** What the device already knows of a session without asking: a course detail it showed, or my sign-ups. */
export function cachedSessionInfo(client: QueryClient, sessionId: string): SessionInfo | undefined {
  for (const [, course] of client.getQueriesData<CourseDetail>({ queryKey: sharedKeys.catalog.courses() })) {
    const s = course?.sessions?.find((x) => x.id === sessionId);
    if (course && s) return { ...s, courseTitle: course.title };
  }
  const mine = client.getQueryData<Page<Enrolment>>(sharedKeys.enrolment.mine());
  const e = mine?.records.find((r) => r.session?.id === sessionId);
  if (!e?.session) return undefined;
  return {
    ...e.session,
    courseId: e.courseId,
    courseTitle: e.course.title,
    // Not part of a sign-up: left empty, and not shown.
    checkinStartAt: '',
    checkinEndAt: '',
    signatureRequired: false,
  };
}

/** The session from the server, or meanwhile (and offline) what the device has cached of it. */
export function useSessionInfo(sessionId: string, tenantId?: string) {
  const client = useQueryClient();
  return useQuery({
    ...sessionInfoQuery(sessionId, tenantId),
    placeholderData: () => cachedSessionInfo(client, sessionId),
  });
}
