import { queryOptions } from '@tanstack/react-query';
import type { Enrolment } from '@contract/enrolment';
import type { Page } from '@contract/envelope';
import { request } from '@/lib/api-client';
import { sharedKeys } from './keys';

/** My sign-ups: persisted with the query cache, so tickets show offline at the venue. */
export const myEnrolmentsQuery = () =>
  queryOptions({
    queryKey: sharedKeys.enrolment.mine(),
    queryFn: () =>
      request<Page<Enrolment>>('edu/enrolment/mine', {
        searchParams: { current: 1, size: 100 },
        quiet: true,
      }),
  });
