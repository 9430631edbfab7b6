/**
 * The toast (spec §4, §8: on a timer, closable, Escape closes it). Not antd-mobile's Toast, whose mask is
 * `aria-hidden`: what it showed no screen reader read. One box, made on first use and kept, holds two live
 * regions (`status`, and `alert` for errors, read at once) and a close button outside them, so the button's name
 * is not read with the message. The box sits at the top (as Element Plus's message, pig-ui's toast), or at the
 * bottom when the control that made it is up there: a toast never covers what was just pressed. A new toast
 * replaces the one showing; pointing at it or focusing its button holds it until the pointer or focus leaves.
 */
import { t } from '@lingui/core/macro';
import { ANNOUNCE_DELAY_MS } from './announce';
import { lastControl } from './last-control';
import './toast.css';

export type ToastKind = 'info' | 'error' | 'success';

type Parts = { host: HTMLElement; status: HTMLElement; alert: HTMLElement; close: HTMLButtonElement };
let parts: Parts | null = null;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let shownMs = 0;
let held = false;
/** Where focus goes back to when the toast closes from its own button. */
let opener: HTMLElement | null = null;
/* eslint-disable lingui/no-unlocalized-strings -- selectors, not text */
const CONTROL = 'button, a, input, select, textarea, [role="button"], [tabindex]';
/* eslint-enable lingui/no-unlocalized-strings */

function region(role: 'status' | 'alert'): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('role', role);
  el.className = 'toast-text';
  el.dataset.testid = `toast-${role}`;
  return el;
}

function build(): Parts {
  const host = document.createElement('div');
  host.className = 'toast-host';
  host.dataset.testid = 'toast';
  const box = document.createElement('div');
  box.className = 'toast';
  const body = document.createElement('div');
  body.className = 'toast-body';
  const status = region('status');
  const alert = region('alert');
  body.append(status, alert);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  close.hidden = true;
  const cross = document.createElement('span');
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = '×';
  close.append(cross);
  close.addEventListener('click', () => hideToast(true));
  box.append(body, close);
  host.append(box);
  host.addEventListener('pointerenter', () => hold(true));
  host.addEventListener('pointerleave', () => hold(false));
  host.addEventListener('focusin', () => hold(true));
  host.addEventListener('focusout', () => hold(false));
  document.body.append(host);
  host.addEventListener('keydown', onEscapeInside);
  window.addEventListener('keydown', onEscapeLeft);
  return { host, status, alert, close };
}

function ensure(): Parts {
  if (!parts?.host.isConnected) parts = build();
  return parts;
}

/** Escape pressed in the toast (its close button holds the focus) is the toast's. */
function onEscapeInside(e: KeyboardEvent) {
  if (e.key !== 'Escape' || e.isComposing) return;
  e.preventDefault();
  e.stopPropagation();
  hideToast(true);
}

/**
 * Otherwise Escape is first for what one works in (a dialog, a menu, a column list, a full-screen page): those
 * take it with preventDefault, or stop it before the window. Whatever Escape is left over closes a showing toast.
 * Window listeners run in the order they were added, so the check waits until every listener has had the key.
 */
function onEscapeLeft(e: KeyboardEvent) {
  if (e.key !== 'Escape' || e.isComposing || !parts?.host.classList.contains('shown')) return;
  setTimeout(() => {
    if (!e.defaultPrevented) hideToast(true);
  });
}

function hold(on: boolean) {
  held = on;
  clearTimeout(hideTimer);
  if (!on && parts?.host.classList.contains('shown')) hideTimer = setTimeout(() => hideToast(), shownMs);
}

const overlaps = (a: DOMRect, b: DOMRect, gap = 8) =>
  a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;

/** The control the toast answers: the focused element, else the last one focused or pressed. */
function currentOpener(host: HTMLElement): HTMLElement | null {
  const active = document.activeElement;
  const el = active && active !== document.body && !host.contains(active) ? active : lastControl();
  // A pressed label or icon inside a button stands for the button.
  const control = el?.closest(CONTROL) ?? el;
  return control instanceof HTMLElement && control.isConnected ? control : null;
}

/** At the top, unless that covers the control that made the toast; then at the bottom. */
function placeToast(host: HTMLElement, control: Element | null) {
  host.dataset.place = 'top';
  if (!control) return;
  const rect = control.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return;
  if (overlaps(host.getBoundingClientRect(), rect)) host.dataset.place = 'bottom';
}

/** Shows `text` for `ms` and has it read (errors at once). */
export function showToast(text: string, kind: ToastKind, ms: number) {
  if (typeof document === 'undefined' || !text) return;
  const p = ensure();
  const control = currentOpener(p.host);
  hideToast();
  opener = control;
  showTimer = setTimeout(() => {
    // Text goes into a region already in the page, a moment after it was emptied, so repeated words are read.
    (kind === 'error' ? p.alert : p.status).textContent = text;
    p.host.dataset.kind = kind;
    p.host.classList.add('shown');
    p.close.hidden = false;
    p.close.setAttribute('aria-label', t`Close`);
    placeToast(p.host, control);
    shownMs = ms;
    if (!held) hideTimer = setTimeout(() => hideToast(), ms);
  }, ANNOUNCE_DELAY_MS);
}

/** Closes the toast; closed by the user from inside it, focus goes back to the control that made it. */
export function hideToast(byUser = false) {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  if (!parts) return;
  const hadFocus = parts.host.contains(document.activeElement);
  parts.status.textContent = '';
  parts.alert.textContent = '';
  parts.host.classList.remove('shown');
  parts.close.hidden = true;
  held = false;
  if (byUser && hadFocus && opener?.isConnected) opener.focus();
}
