/**
 * Toasts (our own live region: lib/announce) and confirms through antd-mobile, loaded on first use: its Dialog
 * brings an animation library that a first visit should not pay for before anything needs asking.
 */
import type { ReactNode } from 'react';
import { ERROR_TOAST_MS, TOAST_MS } from '@contract/constants';
import { showToast } from './announce';

const load = () => import('./feedback-ui');

/** Shows a message for a moment, and screen readers read it (errors at once): lib/announce. */
export function toast(content: string, kind: 'info' | 'error' | 'success' = 'info'): Promise<void> {
  showToast(content, kind, kind === 'error' ? ERROR_TOAST_MS : TOAST_MS);
  return Promise.resolve();
}

/**
 * Asks yes or no; true on OK. `content` may hold a field (a reason to type), which then gets the focus;
 * otherwise Cancel does. Escape answers no.
 */
export async function confirm(content: ReactNode, title?: string): Promise<boolean> {
  const { confirmDialog } = await load();
  return confirmDialog({ content, title });
}
