import '@/components/drawer.css';
import { useId, type ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';

/** A bottom sheet for a form on the phone: titled, closed by its button or a tap outside. */
export function Sheet({
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
  'data-testid': string;
}) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Popup visible={open} onMaskClick={onClose} destroyOnClose bodyClassName="records-sheet">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <div className="drawer-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="drawer-close"
            aria-label={t`Close`}
            onClick={onClose}
            data-testid="sheet-close"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open && children}
      </div>
    </Popup>
  );
}
