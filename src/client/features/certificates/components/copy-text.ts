/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (a secure context that allows it),
 * else the older way, a selected text area and the copy command, which some in-app browsers and pages over plain
 * http still allow. Whether it was copied; the focus goes back where it was.
 */
export async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, the document not focused): the older way below may still work.
    }
  }
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.focus();
  area.select();
  let copied = false;
  try {
    // Deprecated, and still the one way where the Clipboard API is not allowed.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    area.remove();
    before?.focus();
  }
  return copied;
}
