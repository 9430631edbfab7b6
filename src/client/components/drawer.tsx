import './drawer.css';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import { focusables, useModalKeys } from '@/lib/modal-keys';
import { usePortalHost } from '@/lib/portal-host';

/**
 * The console's side panel (a form to create or edit): a modal dialog titled by its heading, with a close
 * button. Opening it puts the focus on its first field; Tab stays inside, Escape closes it, and focus goes
 * back to the button that opened it.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  'data-testid': testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const host = usePortalHost();
  // Released as soon as `open` turns false, so focus returns before the closing animation ends.
  useModalKeys(open ? panel : null, onClose, () => body.current && focusables(body.current)[0]);
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      position="right"
      bodyClassName="console-drawer"
      getContainer={host}
      destroyOnClose
    >
      <div ref={setPanel} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <div className="drawer-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="drawer-close" aria-label={t`Close`} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={body}>{children}</div>
      </div>
    </Popup>
  );
}
