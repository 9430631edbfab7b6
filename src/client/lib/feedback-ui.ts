import type { ReactNode } from 'react';
import { Dialog } from 'antd-mobile';
import { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { focusables, trapFocus } from './modal-keys';

export { Toast } from 'antd-mobile';

/**
 * Dialog.confirm made usable by keyboard: focus starts on the first field of the content, else on Cancel (the
 * least destructive choice); Tab stays inside, Escape answers no, and focus returns to the opener. Button
 * texts come from antd-mobile's default config, which follows the app's language.
 */
export function confirmDialog({ content, title }: { content: ReactNode; title?: string }): Promise<boolean> {
  const { locale } = getDefaultConfig();
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
