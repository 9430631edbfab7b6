/**
 * Toasts (our own, with live regions: lib/toast) and confirms through antd-mobile, each loaded on first use (precached,
 * so offline too): antd-mobile's Dialog brings an animation library, and neither is needed before something is said.
 */
import type { ReactNode } from 'react';
import { ERROR_TOAST_MS, TOAST_MS } from '@contract/constants';
import type { ToastKind } from './toast';
// From the start, so the first toast knows what made it.
import './last-control';

const load = () => import('./feedback-ui');

/** Shows a message for a moment (closable, Escape closes it), and screen readers read it (errors at once). */
export function toast(content: string, kind: ToastKind = 'info'): Promise<void> {
  const ms = kind === 'error' ? ERROR_TOAST_MS : TOAST_MS;
  return import('./toast').then(({ showToast }) => showToast(content, kind, ms));
}

/**
 * Asks yes or no; true on OK. `content` may hold a field (a reason to type), which then gets the focus;
 * otherwise Cancel does. Escape answers no.
 */
export async function confirm(content: ReactNode, title?: string): Promise<boolean> {
  const { confirmDialog } = await load();
  return confirmDialog({ content, title });
}
