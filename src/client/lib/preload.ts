import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { has } from './permissions';
import { getUser } from './session';

/**
 * A console route's loader: starts its list's call while the page's code arrives, or when the menu link is only
 * hovered (the router preloads on intent), and only for staff who may see it. Never fails the route: the page
 * shows its own error, offline or not-allowed state from the same query.
 */
export function preloadList<T, K extends QueryKey>(
  client: QueryClient,
  options: UseQueryOptions<T, Error, T, K>,
  permission?: string,
) {
  if (permission && !has(getUser()?.authBtnList ?? [], permission)) return;
  void client.ensureQueryData(options).catch(() => undefined);
}
