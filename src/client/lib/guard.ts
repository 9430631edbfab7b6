import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getToken } from './storage';
import { clearSession } from './session';

/**
 * beforeLoad guard: with no token, clear the stored session and go to /login with the wanted
 * path in `redirect` and its query as JSON in `params`.
 */
export function requireLogin({ location }: { location: ParsedLocation }) {
  if (getToken()) return;
  clearSession();
  redirect({
    to: '/login',
    search: { redirect: location.pathname, params: JSON.stringify(location.search ?? {}) },
    throw: true,
  });
}
