/**
 * Keyboard rules for anything modal (drawers, confirm dialogs, pickers, the ticket sheet): focus moves in, Tab
 * and Shift+Tab stay inside, Escape closes, and focus goes back to whatever opened it. antd-mobile's popups
 * do none of this; one implementation serves React components (the hook) and imperative dialogs (the function).
 */
import { useEffect, useEffectEvent } from 'react';

/* eslint-disable lingui/no-unlocalized-strings -- CSS selectors, not text */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');
/* eslint-enable lingui/no-unlocalized-strings */

/** What Tab can reach inside `root`, in order; elements not rendered (display:none) are skipped. */
export const focusables = (root: ParentNode): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

type Trap = { container: HTMLElement; onEscape: () => void };
/** Open traps, newest last: a picker opened from a drawer takes the keys until it closes. */
const stack: Trap[] = [];

function onKey(e: KeyboardEvent) {
  const top = stack.at(-1);
  if (!top || e.isComposing) return;
  if (e.key === 'Escape') {
    e.preventDefault();
    e.stopPropagation();
    top.onEscape();
    return;
  }
  if (e.key !== 'Tab') return;
  const items = focusables(top.container);
  const active = document.activeElement;
  const inside = active instanceof Node && top.container.contains(active);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return void e.preventDefault();
  if (e.shiftKey ? active === first || !inside : active === last || !inside) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

/**
 * Traps the keyboard in `container` until the returned release is called, which also gives focus back to the
 * opener (the element focused when the trap began, unless one is given) if it is still on the page.
 */
export function trapFocus(
  container: HTMLElement,
  onEscape: () => void,
  { initial, opener }: { initial?: HTMLElement | null; opener?: Element | null } = {},
): () => void {
  const back = opener ?? document.activeElement;
  const trap = { container, onEscape };
  stack.push(trap);
  if (stack.length === 1) document.addEventListener('keydown', onKey, true);
  const target = initial ?? focusables(container)[0];
  if (target) target.focus();
  else {
    container.tabIndex = -1;
    container.focus();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    stack.splice(stack.indexOf(trap), 1);
    if (!stack.length) document.removeEventListener('keydown', onKey, true);
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };
}

/**
 * `trapFocus` for a component: active while `element` is set (pass null when the modal closes, so focus returns
 * at once rather than after the closing animation). `initial` picks the first element to focus.
 */
export function useModalKeys(
  element: HTMLElement | null,
  onEscape: () => void,
  initial?: (element: HTMLElement) => HTMLElement | null | undefined,
) {
  const escape = useEffectEvent(onEscape);
  const pick = useEffectEvent((el: HTMLElement) => initial?.(el));
  useEffect(() => {
    if (!element) return;
    return trapFocus(element, () => escape(), { initial: pick(element) });
  }, [element]);
}
