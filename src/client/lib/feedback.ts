/**
 * Toasts and confirms through antd-mobile, loaded on first use: its Toast and Dialog bring an animation
 * library that a first visit should not pay for before anything needs saying.
 */
import { ERROR_TOAST_MS, TOAST_MS } from '@contract/constants';

const load = () => import('./feedback-ui');

export async function toast(content: string, kind: 'info' | 'error' | 'success' = 'info') {
  const { Toast } = await load();
  Toast.show({ content, icon: kind === 'success' ? 'success' : undefined, duration: kind === 'error' ? ERROR_TOAST_MS : TOAST_MS });
}

export async function confirm(content: string): Promise<boolean> {
  const { Dialog } = await load();
  return Dialog.confirm({ content });
}
