import { renderAsync } from 'docx-preview';
import DOMPurify from 'dompurify';

/**
 * A Word document as markup the page can show, drawn on the device (loaded only when a preview opens). A document
 * is anyone's upload, so what docx-preview builds is cleaned before it is shown: its "alt chunks" are raw HTML
 * it would put in an unsandboxed iframe (turned off, and iframes refused), a hyperlink's target is written as
 * given (`javascript:` links are dropped by DOMPurify), and nothing else scripted survives the cleaning. Pictures
 * become data: URLs; the document's fonts are not loaded. The page's Content-Security-Policy (no inline script,
 * nothing from another origin) is the second wall.
 */
export async function renderDocx(bytes: ArrayBuffer): Promise<string> {
  // Built in a document of its own that shows nothing and runs nothing.
  const inert = document.implementation.createHTMLDocument('');
  const body = inert.createElement('div');
  const styles = inert.createElement('div');
  await renderAsync(bytes, body, styles, {
    className: 'docx',
    inWrapper: false,
    // The text flows to the width it has (a phone's, a drawer's) rather than an A4 page's.
    ignoreWidth: true,
    ignoreHeight: true,
    ignoreFonts: true,
    renderAltChunks: false,
    renderComments: false,
    renderChanges: false,
    useBase64URL: true,
  });
  return cleanDocumentHtml(styles.innerHTML + body.innerHTML);
}

const purifier = DOMPurify();
// Links leave the preview for a new tab, and tell the page they go to nothing about it.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')?.startsWith('#') === false) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Markup made from a document, without anything that runs, loads another page or takes input. */
export function cleanDocumentHtml(html: string): string {
  return purifier.sanitize(html, {
    // The document's <style> (docx-preview scopes it to `.docx`) leads the markup and must not be dropped.
    FORCE_BODY: true,
    ADD_ATTR: ['target'],
    FORBID_TAGS: [
      'iframe',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'object',
      'embed',
      'base',
      'meta',
    ],
  });
}
