/**
 * The control last focused or pressed, from the app's start: a toast usually answers a request, and by then its
 * button may have lost the focus (disabled while loading) or never had it (Safari does not focus a pressed
 * button). lib/toast keeps clear of it; small, so the toast itself can load on first use.
 */
let last: Element | null = null;
const TOAST = '.toast-host';

if (typeof window !== 'undefined') {
  const remember = (e: Event) => {
    if (e.target instanceof Element && !e.target.closest(TOAST)) last = e.target;
  };
  window.addEventListener('pointerdown', remember, true);
  window.addEventListener('focusin', remember, true);
}

export const lastControl = (): Element | null => last;
