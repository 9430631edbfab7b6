import type { ReactNode } from 'react';
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
    const handler = Dialog.show({
      title,
      content,
      getContainer: host,
      'aria-label': title ?? (typeof content === 'string' ? content : undefined),
      actions: [
        [
          { key: 'cancel', text: locale.common.cancel, onClick: () => answer(false) },
          { key: 'confirm', text: locale.common.confirm, bold: true, onClick: () => answer(true) },
        ],
      ],
      afterShow: () => {
        if (answered) return;
        // antd puts role="dialog" on the popup's wrap; the first action button is Cancel.
        host.getElementsByClassName('adm-center-popup-wrap')[0]?.setAttribute('aria-modal', 'true');
        const content = host.getElementsByClassName('adm-dialog-content')[0];
        const field = content && focusables(content)[0];
        const cancel = host.getElementsByClassName('adm-dialog-button')[0];
        const initial = field ?? (cancel instanceof HTMLElement ? cancel : null);
        release = trapFocus(host, () => answer(false), { initial, opener });
      },
      afterClose: () => host.remove(),
    });
  });
}
