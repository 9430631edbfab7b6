/**
 * Toasts and confirms through antd-mobile, loaded on first use: its Toast and Dialog bring an animation
 * library that a first visit should not pay for before anything needs saying.
 */
import type { ReactNode } from 'react';
import { ERROR_TOAST_MS, TOAST_MS } from '@contract/constants';

const load = () => import('./feedback-ui');

export async function toast(content: string, kind: 'info' | 'error' | 'success' = 'info') {
  const { Toast } = await load();
  Toast.show({
    content,
    icon: kind === 'success' ? 'success' : undefined,
    duration: kind === 'error' ? ERROR_TOAST_MS : TOAST_MS,
  });
}

/**
 * Asks yes or no; true on OK. `content` may hold a field (a reason to type), which then gets the focus;
 * otherwise Cancel does. Escape answers no.
 */
export async function confirm(content: ReactNode, title?: string): Promise<boolean> {
  const { confirmDialog } = await load();
  return confirmDialog({ content, title });
}
