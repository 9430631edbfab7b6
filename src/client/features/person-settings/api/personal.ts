import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { PersonalEditBody, PersonalSession } from '@contract/personal';
import { ApiError, request } from '@/lib/api-client';
import { fetchUserInfo } from '@/lib/account';
import { personSettingsKeys } from './keys';

/**
 * The signed-in user's own account (pig's /admin/user/personal/*). Each call is quiet: the page says
 * what went wrong where it went wrong (beside the field the server names, or in a toast).
 */

/** PUT /admin/user/personal/edit, then the stored user info again (the avatar and names shown everywhere). */
export async function saveProfile(body: PersonalEditBody) {
  await request<true>('admin/user/personal/edit', { method: 'put', json: body, quiet: true });
  return fetchUserInfo();
}

/** PUT /admin/user/personal/password: the caller stays signed in; the user's other sessions end. */
export const changePassword = (body: { password: string; newpassword1: string; newpassword2: string }) =>
  request<true>('admin/user/personal/password', { method: 'put', json: body, quiet: true });

export const sessionsQuery = () =>
  queryOptions({
    queryKey: personSettingsKeys.sessions(),
    queryFn: () => request<PersonalSession[]>('admin/user/personal/sessions', { quiet: true }),
  });

/** DELETE /admin/user/personal/sessions: logs out every other device; answers how many sessions ended. */
export const logOutOtherDevices = () =>
  request<number>('admin/user/personal/sessions', { method: 'delete', quiet: true });

/** Log out every other device; the sessions are asked for again, whether it worked or not. */
export const endOtherSessionsMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: logOutOtherDevices,
    onSettled: () => client.invalidateQueries({ queryKey: personSettingsKeys.sessions() }),
  });
export const useEndOtherSessions = () => useMutation(endOtherSessionsMutation(useQueryClient()));

/** The field a refusal names (`data.field`), so the form can show the message beside it. */
export function refusedField(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  const data = (err.body as { data?: { field?: unknown } } | null)?.data;
  return typeof data?.field === 'string' ? data.field : null;
}

export const messageOf = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;
