import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Course } from '@contract/course';
import type { Enrolment, EnrolmentStatus } from '@contract/enrolment';
import type { EnterpriseEnrolAnswer, Member } from '@contract/enterprise';
import type { Envelope, Page, ImportError } from '@contract/envelope';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import { api, ApiError, request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { recordsKeys } from './keys';

export type RecordFilters = { courseId?: string; userId?: string; status?: EnrolmentStatus };

/** Its members' sign-ups, a page after another (infinite scroll); persisted, so what was seen reads offline. */
export const recordPagesQuery = (filters: RecordFilters) =>
  infiniteQueryOptions({
    queryKey: recordsKeys.pages(filters),
    queryFn: ({ pageParam }) =>
      request<Page<Enrolment>>('edu/enterprise/record', {
        searchParams: toSearchParams({ ...filters, current: pageParam, size: DEFAULT_PAGE_SIZE }),
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      Number(last.current) < Number(last.pages) ? Number(last.current) + 1 : undefined,
    // Staff approve and members cancel meanwhile: asked again on every visit, the saved pages shown until then.
    staleTime: 0,
  });

export const cancelRecord = (id: string) =>
  request<Enrolment>('edu/enterprise/record/cancel', { method: 'put', json: { id } });

/** Cancel a member's live sign-up (online only); the records are refetched. */
export const cancelRecordMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: cancelRecord,
    networkMode: 'online',
    onSuccess: () => client.invalidateQueries({ queryKey: recordsKeys.root }),
  });
export const useCancelRecord = () => useMutation(cancelRecordMutation(useQueryClient()));

/** Refetches the records (after a bulk enrolment). */
export const useRefreshRecords = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: recordsKeys.root });
};

/** The caller administers no enterprise (the records' calls answered 403). */
export const isNotAdmin = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403;

/** An Excel of the records the filter shows. */
export const exportRecords = (filters: RecordFilters, fileName: string) =>
  downloadFile('edu/enterprise/record/export', { ...filters }, fileName);

/** The enterprise's members (the first hundred that match), to filter by and to enrol. */
export const membersQuery = (keyword: string) =>
  queryOptions({
    queryKey: recordsKeys.members(keyword),
    queryFn: () =>
      request<Page<Member>>('edu/enterprise/member', {
        searchParams: toSearchParams({ current: 1, size: 100, keyword: keyword || undefined }),
        quiet: true,
      }),
  });

/** Published courses as the portal lists them, to enrol into. */
export const coursesQuery = (keyword: string) =>
  queryOptions({
    queryKey: recordsKeys.courses(keyword),
    queryFn: () =>
      request<Page<Course>>('edu/course/page', {
        searchParams: toSearchParams({ current: 1, size: 50, keyword: keyword || undefined }),
        quiet: true,
      }),
  });

export type EnrolTarget = { courseId: string; sessionId?: string };

/**
 * What an enrolment call came to: the outcome per row, or row errors (an answer's `errors`, or a refusal that
 * lists them as pig's imports do), or a message.
 */
export type EnrolOutcome =
  | { kind: 'done'; answer: EnterpriseEnrolAnswer }
  | { kind: 'rows'; rows: ImportError[] }
  | { kind: 'failed'; msg: string | null };

export function enrolOutcome(body: Envelope<unknown>): EnrolOutcome {
  const data = body.data as Partial<EnterpriseEnrolAnswer> | ImportError[] | null;
  if (Array.isArray(data)) return { kind: 'rows', rows: data };
  if (data && Array.isArray(data.errors) && data.errors.length) return { kind: 'rows', rows: data.errors };
  if (body.code === 0 && data && Array.isArray(data.enrolled))
    return { kind: 'done', answer: data as EnterpriseEnrolAnswer };
  return { kind: 'failed', msg: body.msg };
}

async function envelopeOf(send: Promise<Response>): Promise<Envelope<unknown>> {
  const body = (await (await send).json()) as Envelope<unknown>;
  if (typeof body?.code !== 'number') throw new Error('not an envelope');
  return body;
}

/** Chosen members into a course (and session): a dry run first, then for real. */
export const enrolMembers = async (target: EnrolTarget, userIds: string[], dryRun: boolean) =>
  enrolOutcome(
    await envelopeOf(
      api.post('edu/enterprise/enrol', { json: { ...target, userIds, dryRun }, throwHttpErrors: false }),
    ),
  );

/** The same from an Excel of members' mobiles. */
export const enrolFromExcel = async (target: EnrolTarget, file: File, dryRun: boolean) => {
  const form = new FormData();
  form.append('file', file);
  return enrolOutcome(
    await envelopeOf(
      api.post('edu/enterprise/enrol/import', {
        searchParams: toSearchParams({ ...target, dryRun: String(dryRun) }),
        body: form,
        throwHttpErrors: false,
      }),
    ),
  );
};

export const enrolTemplate = (fileName: string) =>
  downloadFile('edu/enterprise/enrol/template', {}, fileName);
