/** Login and logout flows shared by the portal and the console. */
import { t } from '@lingui/core/macro';
import type { TokenResponse, UserInfo } from '@contract/auth';
import { HEADER_SKIP_TOKEN } from '@contract/constants';
import { routeOfMenuPath } from '@contract/menu-paths';
import { OfflineError, PASSWORD_CLIENT, api, basicAuth, request } from './api-client';
import { confirm } from './feedback';
import { claimCacheFor } from './query-client';
import { clearSession, setUser } from './session';
import { Session, setTenantId } from './storage';

export async function fetchUserInfo(): Promise<UserInfo> {
  const info = await request<UserInfo>('admin/user/info');
  setUser({
    userName: info.name ?? info.username,
    photo: info.avatar,
    time: Date.now(),
    roles: info.roleList.map((r) => r.roleCode),
    authBtnList: info.permissions,
    user: info,
    loginTime: Date.now(),
  });
  return info;
}

/**
 * crypto-js is loaded when someone logs in, not on every first visit, and is not precached (a login needs the
 * network anyway): offline, the login says so instead of failing to load it.
 */
const encrypt = async (password: string) => {
  const crypto = await import('./crypto').catch(() => {
    throw new OfflineError(t`You are offline. Logging in needs a connection.`);
  });
  return crypto.encryptPassword(password);
};

type TokenAnswer = TokenResponse | { code: 1; msg: string | null; data: string; ticket?: string };

/** A login refused with `credentials_expired`: the Password Expire screen takes over. */
export class PasswordExpiredError extends Error {}
/** A social login of an external account bound to nobody: its ticket binds it after a usual login. */
export class SocialUnboundError extends Error {
  constructor(
    message: string,
    readonly ticket: string,
  ) {
    super(message);
  }
}

/** POST /admin/oauth2/token as pig's clients call it; on success the session is kept and the user loaded. */
export async function tokenLogin(
  client: string,
  searchParams: Record<string, string>,
  body?: URLSearchParams,
) {
  const auth = basicAuth(client);
  const answer = await api
    .post('admin/oauth2/token', {
      searchParams: { ...searchParams, scope: 'server' },
      body,
      headers: {
        Authorization: auth,
        [HEADER_SKIP_TOKEN]: 'true',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      throwHttpErrors: false,
    })
    .json<TokenAnswer>()
    .catch((err: unknown) => {
      // No answer at all: say so in the user's language instead of the browser's "Failed to fetch".
      throw err instanceof TypeError || !navigator.onLine
        ? new OfflineError(t`You are offline. Logging in needs a connection.`)
        : err;
    });
  if (!('access_token' in answer)) {
    const message = answer.msg ?? t`System error, please contact the administrator`;
    if (answer.data === 'social_unbound' && answer.ticket)
      throw new SocialUnboundError(message, answer.ticket);
    throw answer.data === 'credentials_expired' ? new PasswordExpiredError(message) : new Error(message);
  }
  Session.set('token', answer.access_token);
  Session.set('refresh_token', answer.refresh_token);
  Session.set('basicAuth', auth);
  await claimCacheFor(answer.user_id);
  return fetchUserInfo();
}

/** pig's password login: encrypted password in a form body, the rest in the query, Basic client auth. */
export async function loginWithPassword(input: {
  username: string;
  password: string;
  tenantId: string;
  /** A solved slider puzzle's verification, when the site asks for one (components/slider-captcha.tsx). */
  code?: string;
}) {
  setTenantId(input.tenantId);
  return tokenLogin(
    PASSWORD_CLIENT,
    { username: input.username, randomStr: 'blockPuzzle', code: input.code ?? '', grant_type: 'password' },
    new URLSearchParams({ password: await encrypt(input.password) }),
  );
}

/**
 * Where a sign-in without a target lands: the organisation's console home page when one is set and the user may
 * open it (pig's "set as home page"), else the portal's home.
 */
export async function landingPath(): Promise<string> {
  const home = await request<{ path: string } | null>('admin/menu/homepage', { quiet: true }).catch(
    () => null,
  );
  return home?.path ? routeOfMenuPath(home.path) : '/home';
}

/** Asks first, then revokes the token on the server (best effort) and forgets everything local. */
export async function confirmLogout(): Promise<boolean> {
  const ok = await confirm(t`This operation will log out. Do you want to continue?`);
  if (!ok) return false;
  await logout();
  return true;
}

/** Revokes the token on the server (best effort) and forgets everything local, without asking. */
export async function logout() {
  await api.delete('admin/token/logout', { throwHttpErrors: false }).catch(() => undefined);
  clearSession();
  await claimCacheFor(null);
}
