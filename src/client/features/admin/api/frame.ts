import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/query-persist-client-core';
import { request } from '@/lib/api-client';
import { persistOptions } from '@/lib/query-client';
import { adminKeys } from './keys';

/** A tab's refresh: every query its page shows is read again (hidden pages' queries are not active). */
export function useRefetchShown() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ type: 'active' });
}

/** The lock screen's unlock: the password is checked by the server (and counted with the login lockout). */
export const useCheckPassword = () =>
  useMutation({
    mutationFn: (password: string) =>
      request<boolean>('admin/user/check', { method: 'post', json: { password }, quiet: true }),
  });

export type PersonalDept = { deptId: string; name: string; current?: boolean };

/** The departments the signed-in user belongs to (the user menu offers a switch when there are several). */
export const personalDeptsQuery = () =>
  queryOptions({
    queryKey: adminKeys.personalDepts(),
    queryFn: () => request<PersonalDept[]>('admin/user/personal/dept', { quiet: true }),
    staleTime: 60_000,
  });

/**
 * Switches the current department, then forgets every saved answer, on disk too (queued writes stay): with
 * another department the server answers differently (data scope), and the reload that follows must not show
 * the old department's lists, the user menu's own included.
 */
export const useSwitchDept = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deptId: string) =>
      request<boolean>('admin/user/personal/dept/update', { method: 'put', json: { deptId } }),
    onSuccess: async () => {
      client.getQueryCache().clear();
      await persistQueryClientSave({ queryClient: client, ...persistOptions });
    },
  });
};
