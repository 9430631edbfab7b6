/** The logged-in user as a small external store, so permission gates re-render when it changes. */
import { useSyncExternalStore } from 'react';
import { Session, type StoredUserInfo } from './storage';

const KEY = 'userInfo';
const listeners = new Set<() => void>();
let current: StoredUserInfo | null = Session.get<StoredUserInfo>(KEY);

export const getUser = () => current;

export function setUser(info: StoredUserInfo | null) {
  current = info;
  if (info) Session.set(KEY, info);
  else Session.remove(KEY);
  listeners.forEach((l) => l());
}

/** Clears the stored session (tokens, user) and tells every subscriber. */
export function clearSession() {
  Session.clear();
  setUser(null);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useUser = () => useSyncExternalStore(subscribe, getUser, getUser);
