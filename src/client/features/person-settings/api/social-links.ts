import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { SocialBinding, SocialProvider } from '@contract/social';
import { request } from '@/lib/api-client';
import { rememberSocialRound, takeSocialRound } from '@/lib/social-round';
import { getTenantId } from '@/lib/storage';
import { personSettingsKeys } from './keys';

/**
 * The accounts elsewhere (WeCom, DingTalk, WeChat, an OpenID Connect provider) linked to the signed-in user, so
 * that they log in with one tap. Linking goes to the provider and back: the code it returns binds
 * the account to this user on the server, and never signs anybody in.
 */
export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: personSettingsKeys.socialProviders(getTenantId()),
    queryFn: () => request<SocialProvider[]>('admin/social/providers', { quiet: true }),
    staleTime: 5 * 60_000,
  });

export const socialBindingsQuery = () =>
  queryOptions({
    queryKey: personSettingsKeys.socialBindings(),
    queryFn: () => request<SocialBinding[]>('admin/social/bindings', { quiet: true }),
  });

/** Off to the provider to link an account: the server hands out the URL with its state. */
export async function startLinking(provider: SocialProvider) {
  const { url } = await request<{ url: string }>(`admin/social/authorize/${provider.id}`, { quiet: true });
  rememberSocialRound({ type: provider.type, intent: 'bind' });
  location.assign(url);
}

/** Back at /authredirect from linking: the code and state bind the account to the caller. */
export function finishLinking(code: string, state: string) {
  takeSocialRound();
  return request<true>('admin/social/bind/return', { method: 'post', json: { code, state }, quiet: true });
}

export const unlink = (bindingId: string) =>
  request<true>(`admin/social/bindings/${bindingId}`, { method: 'delete', quiet: true });

/** Link the account the provider's code and state name; the linked accounts are asked for again. */
export const finishLinkingMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: ({ code, state }: { code: string; state: string }) => finishLinking(code, state),
    onSuccess: () => client.invalidateQueries({ queryKey: personSettingsKeys.socialBindings() }),
  });
export const useFinishLinking = () => useMutation(finishLinkingMutation(useQueryClient()));

/** Unlink an account; the linked accounts are asked for again, whether it worked or not. */
export const unlinkMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: unlink,
    onSettled: () => client.invalidateQueries({ queryKey: personSettingsKeys.socialBindings() }),
  });
export const useUnlink = () => useMutation(unlinkMutation(useQueryClient()));
