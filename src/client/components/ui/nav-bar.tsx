import type { CSSProperties, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import { BackIcon } from './icons';

/**
 * A screen's top bar with antd-mobile's NavBar look: the back control is a real button with a name (antd's is an
 * unnamed div the keyboard cannot reach), the title in the middle, `right` at the end. The title is the page's
 * one h1, unless the page has its own (`ownHeading`).
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
    <div className={['adm-nav-bar', className].filter(Boolean).join(' ')} style={style}>
      <div className="adm-nav-bar-left">
        {back !== null && (
          <button
            type="button"
            className="adm-nav-bar-back nav-bar-back"
            onClick={onBack}
            aria-label={backLabel ?? t`Back`}
          >
            <span className="adm-nav-bar-back-arrow">
              <BackIcon />
            </span>
            {back && <span aria-hidden="true">{back}</span>}
          </button>
        )}
        {left}
      </div>
      <Title className="adm-nav-bar-title">{children}</Title>
      <div className="adm-nav-bar-right">{right}</div>
    </div>
  );
}
