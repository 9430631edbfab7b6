/**
 * antd-mobile's Switch is a `div role="switch"`: given `tabIndex={0}` the keyboard reaches it, but only a click
 * flips it. Space or Enter on a focused switch clicks it, as they would a button (WCAG 2.1.1), for every Switch
 * on every page, from one listener.
 */
export function installSwitchKeys(doc: Document = document) {
  doc.addEventListener('keydown', (e) => {
    const el = e.target;
    if (
      !(el instanceof HTMLElement) ||
      el.getAttribute('role') !== 'switch' ||
      el instanceof HTMLButtonElement
    )
      return;
    if (e.key !== ' ' && e.key !== 'Enter') return;
    e.preventDefault(); // Space would scroll the page
    el.click();
  });
}
