import { announce } from './announce';

/* eslint-disable lingui/no-unlocalized-strings -- CSS selectors and attribute names, not text */
/**
 * A console Form.Item (components/form: our class `form-item`) and its errors: what antd-mobile renders after
 * the item's description, which ends in our `data-form-notes` mark.
 */
const ITEM = '.form-item';
const ITEM_ERROR = '[data-form-notes] ~ *';
/** What counts as a field's error text: the portal's `FieldError` and a Form.Item's errors. */
const ERROR_TEXT = `.field-error, ${ITEM_ERROR}`;
const INVALID = '[aria-invalid="true"]';
/** The attribute that remembers which ids this code put into a control's aria-describedby. */
const TIED = 'data-error-ids';
/** A Form.Item's fields that take a value: text, numbers, choices by list; else its first focusable control. */
const VALUE_CONTROLS = [
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio])',
  'textarea',
  'select',
  '[role=combobox]',
  '[role=spinbutton]',
].join(', ');
const FOCUSABLE = 'input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex="-1"])';
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * After a submit that failed validation: focus goes to the first field marked invalid, in the page's order, and
 * the error texts tied to the invalid fields are read once (a polite live region: the focused field's own
 * error is read with it first). False, doing nothing, when nothing in `root` is invalid.
 */
export function reportInvalid(root: ParentNode | null | undefined): boolean {
  const invalid = root ? [...root.querySelectorAll<HTMLElement>(INVALID)] : [];
  if (!invalid[0]) return false;
  invalid[0].focus();
  const messages = new Set<string>();
  for (const field of invalid)
    for (const id of (field.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
      const text = id && document.getElementById(id);
      if (text && text.matches(ERROR_TEXT) && text.textContent?.trim()) messages.add(text.textContent.trim());
    }
  announce([...messages].join(' '));
  return true;
}

/** The ids that name each error text of a form: made once per element, unique in the page. */
let nextId = 0;

const own = (item: Element) => (el: Element) => el.closest(ITEM) === item;

function controlsOf(item: Element): HTMLElement[] {
  const mine = own(item);
  const values = [...item.querySelectorAll<HTMLElement>(VALUE_CONTROLS)].filter(mine);
  if (values.length) return values;
  const first = [...item.querySelectorAll<HTMLElement>(FOCUSABLE)].find(mine);
  return first ? [first] : [];
}

function setTies(control: HTMLElement, ids: string[]) {
  const before = (control.getAttribute(TIED) ?? '').split(' ').filter(Boolean);
  if (before.join(' ') === ids.join(' ')) return;
  const others = (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((id) => id && !before.includes(id));
  const described = [...others, ...ids].join(' ');
  if (described) control.setAttribute('aria-describedby', described);
  else control.removeAttribute('aria-describedby');
  if (ids.length) {
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute(TIED, ids.join(' '));
  } else {
    control.removeAttribute('aria-invalid');
    control.removeAttribute(TIED);
  }
}

/**
 * antd-mobile's Form.Item shows its errors as divs with no id and leaves its field unmarked: each error gets an
 * id, and the item's field `aria-invalid="true"` and an `aria-describedby` naming it (beside any description it
 * had); both go when the error goes. Run again whenever the form's content changes (the console's `Form`
 * does, with a MutationObserver).
 */
export function tieFormItemErrors(root: ParentNode) {
  for (const item of root.querySelectorAll(ITEM)) {
    const errors = [...item.querySelectorAll<HTMLElement>(ITEM_ERROR)].filter(own(item));
    const ids = errors.map((e) => (e.id ||= `form-error-${++nextId}`));
    for (const control of controlsOf(item)) setTies(control, ids);
  }
}
