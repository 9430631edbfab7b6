/**
 * Client storage: token, refresh_token and tenantId in cookies mirrored in session storage;
 * other session entries JSON; local entries JSON under the product's key prefix.
 */
import Cookies from 'js-cookie';
import { DEFAULT_TENANT_ID } from '@contract/constants';

export const LOCAL_PREFIX = 'peixun:';
const COOKIE_KEYS = ['token', 'refresh_token', 'tenantId'] as const;
type CookieKey = (typeof COOKIE_KEYS)[number];

/** JSON from storage; a missing or damaged entry reads as null rather than breaking the page. */
function parseJson<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const Local = {
  get<T>(key: string): T | null {
    return parseJson<T>(localStorage.getItem(LOCAL_PREFIX + key));
  },
  set(key: string, value: unknown) {
    localStorage.setItem(LOCAL_PREFIX + key, JSON.stringify(value));
  },
  remove(key: string) {
    localStorage.removeItem(LOCAL_PREFIX + key);
  },
};

const isCookieKey = (key: string): key is CookieKey => (COOKIE_KEYS as readonly string[]).includes(key);

export const Session = {
  get<T = string>(key: string): T | null {
    if (isCookieKey(key)) return ((Cookies.get(key) ?? sessionStorage.getItem(key)) as T | null) ?? null;
    return parseJson<T>(sessionStorage.getItem(key));
  },
  set(key: string, value: unknown) {
    if (isCookieKey(key)) {
      const text = String(value);
      Cookies.set(key, text, { sameSite: 'strict', secure: location.protocol === 'https:' });
      sessionStorage.setItem(key, text);
      return;
    }
    sessionStorage.setItem(key, JSON.stringify(value));
  },
  remove(key: string) {
    if (isCookieKey(key)) Cookies.remove(key);
    sessionStorage.removeItem(key);
  },
  /** Logs out locally: cookies and the whole session store. */
  clear() {
    for (const key of COOKIE_KEYS) Cookies.remove(key);
    sessionStorage.clear();
  },
};

export const getToken = (): string | null => Session.get('token');

/** The tenant: local storage first, then the default tenant. */
export const getTenantId = (): string => Local.get<string>('tenantId') ?? DEFAULT_TENANT_ID;
export const setTenantId = (id: string) => {
  Local.set('tenantId', id);
  Session.set('tenantId', id);
};

export type StoredUserInfo = {
  userName: string;
  photo: string | null;
  time: number;
  roles: string[];
  authBtnList: string[];
  user: { userId: string; username: string; name: string | null } & Record<string, unknown>;
  loginTime: number;
};
