import { useState, type ReactNode } from 'react';
import { useModalKeys } from '@/lib/modal-keys';

/**
 * The frame's modal dialogs (menu search, settings): a mask that closes on a click outside, a dialog named by its
 * heading; Tab stays inside, Escape closes, and the focus goes back to what opened it.
 */
export function FrameDialog({
  className,
  labelledBy,
  onClose,
  initial,
  children,
}: {
  className: string;
  labelledBy: string;
  onClose: () => void;
  initial?: (panel: HTMLElement) => HTMLElement | null | undefined;
  children: ReactNode;
}) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  useModalKeys(panel, onClose, initial);
  return (
    <div className="frame-mask" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={setPanel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        className={className}
        data-testid={className}
      >
        {children}
      </div>
    </div>
  );
}
