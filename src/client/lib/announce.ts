/**
 * What screen readers are told without moving the focus, through live regions kept in the page: `status`
 * (polite: read after what is being read) and `alert` (read at once). A region is made on first use and kept,
 * since one that arrives together with its text is not read by every screen reader; the text goes in a moment
 * after the region is emptied, so that the same words twice are read twice.
 */
export const ANNOUNCE_DELAY_MS = 100;

type Role = 'status' | 'alert';
const regions = new Map<string, HTMLElement>();

function region(role: Role, className: string): HTMLElement {
  const key = `${role} ${className}`;
  let el = regions.get(key);
  if (!el?.isConnected) {
    el = document.createElement('div');
    el.setAttribute('role', role);
    el.className = className;
    el.dataset.testid = className === 'toast-region' ? `toast-${role}` : `live-${role}`;
    document.body.append(el);
    regions.set(key, el);
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
  const el = region(urgent ? 'alert' : 'status', 'visually-hidden');
  fill(el, () => (el.textContent = text));
}

/**
 * A toast: shown for `ms` and read (errors at once). Not antd-mobile's Toast, whose mask is `aria-hidden`: what
 * it showed no screen reader read. A new toast replaces the one showing, as antd's did.
 */
export function showToast(text: string, kind: 'info' | 'error' | 'success', ms: number) {
  if (typeof document === 'undefined' || !text) return;
  for (const other of regions.values()) if (other.classList.contains('toast-region')) empty(other);
  const el = region(kind === 'error' ? 'alert' : 'status', 'toast-region');
  fill(el, () => {
    const box = document.createElement('div');
    box.className = 'toast';
    box.dataset.kind = kind;
    const words = document.createElement('span');
    words.textContent = text;
    box.append(words);
    el.replaceChildren(box);
    setTimeout(() => box.remove(), ms);
  });
}
