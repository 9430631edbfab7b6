import type { SocialProvider } from '@contract/social';
import { HEADER_SKIP_TOKEN } from '@contract/constants';
import { request } from '@/lib/api-client';
import { tokenLogin } from '@/lib/account';
import { rememberSocialRound, takeSocialRound } from '@/lib/social-round';
import { setTenantId } from '@/lib/storage';

/** pig's social client (VITE_OAUTH2_SOCIAL_CLIENT). */
export const SOCIAL_CLIENT = 'social:social';

/** Off to the provider's login: the server hands out the URL with its state; the type is remembered here. */
export async function startSocialLogin(provider: SocialProvider, tenantId: string) {
  setTenantId(tenantId);
  const { url } = await request<{ url: string }>(`admin/social/authorize/${provider.id}`, {
    headers: { [HEADER_SKIP_TOKEN]: 'true' },
  });
  rememberSocialRound({ type: provider.type, intent: 'login' });
  location.assign(url);
}

/**
 * Back from the provider: pig's social grant (`mobile=<TYPE>@<code>`) with the state. Rejects with
 * SocialUnboundError (lib/account) when the account is bound to nobody yet.
 */
export async function finishSocialLogin(code: string, state: string) {
  const type = takeSocialRound()?.type ?? 'OIDC';
  return tokenLogin(SOCIAL_CLIENT, { grant_type: 'mobile', mobile: `${type}@${code}`, code, state });
}

/** Binds the external account the ticket stands for to the user now logged in. */
export const bindSocial = (ticket: string) =>
  request<true>('admin/social/bind', { method: 'post', json: { ticket } });
