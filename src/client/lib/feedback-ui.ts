import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Dialog, unstableSetRender } from 'antd-mobile';
import { antdTexts } from './antd-locale';
import { focusables, trapFocus } from './modal-keys';

// antd-mobile's imperative Dialog renders nothing on React 19 without this. It is set
// here, where they are first used, so a first visit does not load antd-mobile's render helpers.
unstableSetRender((node, container) => {
  const c = container as Element & { _reactRoot?: Root };
  c._reactRoot ??= createRoot(container);
  c._reactRoot.render(node);
  return async () => {
    await new Promise((r) => setTimeout(r, 0));
    c._reactRoot?.unmount();
  };
});

/* eslint-disable lingui/no-unlocalized-strings -- attribute names and selectors, not text */
const CONTENT = 'data-dialog-content';
const CANCEL = 'data-dialog-cancel';
const DIALOG = '[role="dialog"]';
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * Dialog.confirm made usable by keyboard: focus starts on the first field of the content, else on Cancel (the
 * least destructive choice); Tab stays inside, Escape answers no, and focus returns to the opener. Button
 * texts are antd-mobile's own, in the app's language.
 */
export function confirmDialog({ content, title }: { content: ReactNode; title?: string }): Promise<boolean> {
  const locale = antdTexts();
  const opener = document.activeElement;
  // Our own container, so the keyboard trap knows which dialog is this one.
  const host = document.createElement('div');
  document.body.append(host);
  return new Promise((resolve) => {
    let release: (() => void) | undefined;
    let answered = false;
    const answer = (ok: boolean) => {
      if (answered) return;
      answered = true;
      release?.();
      handler.close();
      resolve(ok);
    };
    // Marked by a data attribute, which antd-mobile passes to the action's button.
    const cancel = Object.assign(
      { key: 'cancel', text: locale.common.cancel, onClick: () => answer(false) },
      {
        [CANCEL]: '',
      },
    );
    const handler = Dialog.show({
      title,
      content: createElement('div', { [CONTENT]: '' }, content),
      getContainer: host,
      'aria-label': title ?? (typeof content === 'string' ? content : undefined),
      actions: [
        [cancel, { key: 'confirm', text: locale.common.confirm, bold: true, onClick: () => answer(true) }],
      ],
      afterShow: () => {
        if (answered) return;
        // antd puts role="dialog" on the popup's wrap; the content is in our own box; Cancel is marked by us.
        host.querySelector(DIALOG)?.setAttribute('aria-modal', 'true');
        const box = host.querySelector(`[${CONTENT}]`);
        const field = box && focusables(box)[0];
        const cancelButton = host.querySelector(`[${CANCEL}]`);
        const initial = field ?? (cancelButton instanceof HTMLElement ? cancelButton : null);
        release = trapFocus(host, () => answer(false), { initial, opener });
      },
      afterClose: () => host.remove(),
    });
  });
}
