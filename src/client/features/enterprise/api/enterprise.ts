import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { HEADER_SKIP_TOKEN } from '@contract/constants';
import type { Page } from '@contract/envelope';
import type {
  Enterprise,
  EnterpriseRegister,
  EnterpriseUpdate,
  Member,
  MemberAdd,
  MemberImportAnswer,
} from '@contract/enterprise';
import { ApiError, request } from '@/lib/api-client';
import { setTenantId } from '@/lib/storage';
import { enterpriseKeys } from './keys';

/** How many members one page of the list shows. */
export const MEMBERS_PER_PAGE = 50;

/** POST /edu/enterprise/licence (public): the business licence before the registration names it. */
export function uploadLicence(file: File, tenantId: string) {
  setTenantId(tenantId);
  const body = new FormData();
  body.append('file', file);
  return request<{ fileName: string; name: string }>('edu/enterprise/licence', {
    method: 'post',
    body,
    timeout: false,
    headers: { [HEADER_SKIP_TOKEN]: 'true' },
    quiet: true,
  });
}

/** POST /edu/enterprise/register (public): the enterprise waits for review; its admin may log in. */
export function registerEnterprise(input: EnterpriseRegister, tenantId: string) {
  setTenantId(tenantId);
  return request<{ enterpriseId: string; username: string; status: string }>('edu/enterprise/register', {
    method: 'post',
    json: input,
    headers: { [HEADER_SKIP_TOKEN]: 'true' },
    quiet: true,
  });
}

/** Whether an answer says the caller administers no enterprise (403), rather than that something failed. */
export const notAnAdmin = (err: unknown) => err instanceof ApiError && err.status === 403;

/** GET /edu/enterprise/mine: persisted with the query cache, so the state shows offline. */
export const mineQuery = () =>
  queryOptions({
    queryKey: enterpriseKeys.mine(),
    queryFn: () => request<Enterprise>('edu/enterprise/mine', { quiet: true }),
    staleTime: 0,
  });

export const updateMine = (body: EnterpriseUpdate) =>
  request<Enterprise>('edu/enterprise/mine', { method: 'put', json: body, quiet: true });

/** Save the enterprise's details (a rejected one's save resubmits it); the answer becomes the cached one. */
export const updateMineMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: updateMine,
    onSuccess: (saved) => client.setQueryData(enterpriseKeys.mine(), saved),
  });
export const useUpdateMine = () => useMutation(updateMineMutation(useQueryClient()));

/** GET /edu/enterprise/member: the members of the caller's enterprise, newest first. */
export const membersQuery = (keyword: string) =>
  queryOptions({
    queryKey: enterpriseKeys.memberPage(keyword),
    queryFn: () =>
      request<Page<Member>>('edu/enterprise/member', {
        searchParams: { current: 1, size: MEMBERS_PER_PAGE, ...(keyword ? { keyword } : {}) },
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });

export const addMember = (body: MemberAdd) =>
  request<Member>('edu/enterprise/member', { method: 'post', json: body, quiet: true });

export const removeMembers = (userIds: string[]) =>
  request<true>('edu/enterprise/member', { method: 'delete', json: userIds, quiet: true });

/** Refetches the members (after an import). */
export const useRefreshMembers = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: enterpriseKeys.members() });
};

/** Add a member by name and mobile; the members are refetched. */
export const addMemberMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: addMember,
    onSuccess: () => client.invalidateQueries({ queryKey: enterpriseKeys.members() }),
  });
export const useAddMember = () => useMutation(addMemberMutation(useQueryClient()));

/** Remove one member (by user id); the members are refetched. */
export const removeMemberMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (userId: string) => removeMembers([userId]),
    onSuccess: () => client.invalidateQueries({ queryKey: enterpriseKeys.members() }),
  });
export const useRemoveMember = () => useMutation(removeMemberMutation(useQueryClient()));

/** The members' Excel template (columns 姓名/Name and 手机号/Mobile). */
export const MEMBER_TEMPLATE_PATH = 'edu/enterprise/member/template';

/** POST /edu/enterprise/member/import: a dry run writes nothing and answers the row errors; all rows or none. */
export function importMembers(file: File, dryRun: boolean) {
  const body = new FormData();
  body.append('file', file);
  return request<MemberImportAnswer>('edu/enterprise/member/import', {
    method: 'post',
    searchParams: { dryRun: String(dryRun) },
    body,
    timeout: false,
    quiet: true,
  });
}
