import type { CSSProperties, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BackIcon } from './icons';

/**
 * A screen's top bar, ours (styles.css `.nav-bar`, sized with antd-mobile's font variables): antd-mobile's NavBar
 * puts its back control, an unnamed div the keyboard cannot reach, inside a `role="button"` box, so neither a
 * real button nor a name fits there. Here the back control is a real button with a name, the title in the
 * middle, `right` at the end. The title is the page's one h1, unless the page has its own (`ownHeading`).
 */
export function NavBar({
  onBack,
  back,
  backLabel,
  right,
  left,
  className,
  style,
  ownHeading = false,
  children,
}: {
  onBack?: () => void;
  /** Text beside the arrow; `null` draws no back control. */
  back?: ReactNode | null;
  /** The back button's name for screen readers (default "Back"). */
  backLabel?: string;
  right?: ReactNode;
  left?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** The page shows its own h1: the title is then plain text. */
  ownHeading?: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const Title = ownHeading ? 'div' : 'h1';
  return (
    <div className={['nav-bar', className].filter(Boolean).join(' ')} style={style}>
      <div className="nav-bar-left">
        {back !== null && (
          <button type="button" className="nav-bar-back" onClick={onBack} aria-label={backLabel ?? t`Back`}>
            <span className="nav-bar-back-arrow">
              <BackIcon />
            </span>
            {back && <span aria-hidden="true">{back}</span>}
          </button>
        )}
        {left}
      </div>
      <Title className="nav-bar-title">{children}</Title>
      <div className="nav-bar-right">{right}</div>
    </div>
  );
}
