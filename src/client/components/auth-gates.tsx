import type { ReactNode } from 'react';
import { useAuth, useAuthAll, useAuths } from '@/lib/permissions';

/** Renders its children only when the permission is held (the server checks the same string). */
export function Auth({ value, children }: { value: string; children: ReactNode }) {
  return useAuth(value) ? children : null;
}

/** Renders its children when any of the permissions is held. */
export function Auths({ value, children }: { value: readonly string[]; children: ReactNode }) {
  return useAuths(value) ? children : null;
}

/** Renders its children only when all of the permissions are held. */
export function AuthAll({ value, children }: { value: readonly string[]; children: ReactNode }) {
  return useAuthAll(value) ? children : null;
}
