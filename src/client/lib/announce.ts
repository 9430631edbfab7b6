/**
 * What screen readers are told without moving the focus, through live regions kept in the page: `status`
 * (polite: read after what is being read) and `alert` (read at once). A region is made on first use and kept,
 * since one that arrives together with its text is not read by every screen reader; the text goes in a moment
 * after the region is emptied, so that the same words twice are read twice. Toasts, which are also shown, are
 * lib/toast's.
 */
export const ANNOUNCE_DELAY_MS = 100;

type Role = 'status' | 'alert';
const regions = new Map<string, HTMLElement>();

function region(role: Role): HTMLElement {
  let el = regions.get(role);
  if (!el?.isConnected) {
    el = document.createElement('div');
    el.setAttribute('role', role);
    el.className = 'visually-hidden';
    el.dataset.testid = `live-${role}`;
    document.body.append(el);
    regions.set(role, el);
  }
  return el;
}

function empty(el: HTMLElement) {
  el.replaceChildren();
  clearTimeout(Number(el.dataset.timer));
}

function fill(el: HTMLElement, put: () => void) {
  empty(el);
  el.dataset.timer = String(setTimeout(put, ANNOUNCE_DELAY_MS));
}

/** Read, not shown (form errors after a failed submit: lib/invalid-fields). */
export function announce(text: string, urgent = false) {
  if (typeof document === 'undefined' || !text) return;
  const el = region(urgent ? 'alert' : 'status');
  fill(el, () => (el.textContent = text));
}
