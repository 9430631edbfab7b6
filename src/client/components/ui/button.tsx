import { useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import 'antd-mobile/es/components/button/button.css';
import 'antd-mobile/es/components/dot-loading/dot-loading.css';
import { DotLoading } from './dot-loading';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'type' | 'onClick'> & {
  color?: 'default' | 'primary' | 'success' | 'warning' | 'danger';
  fill?: 'solid' | 'outline' | 'none';
  size?: 'mini' | 'small' | 'middle' | 'large';
  shape?: 'default' | 'rounded' | 'rectangular';
  block?: boolean;
  /** `'auto'`: loading while the promise onClick returns is pending. */
  loading?: boolean | 'auto';
  loadingText?: ReactNode;
  type?: 'submit' | 'reset' | 'button';
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * antd-mobile's Button, its markup and styles, as a plain button of ours: the portal's first visit carried
 * antd-mobile's component runtime (its config, helpers and hooks) for a button. Same props as
 * antd-mobile's (colour, fill, size, shape, block, loading, `loading="auto"`), so the console uses it too.
 */
export function Button({
  color = 'default',
  fill = 'solid',
  size = 'middle',
  shape = 'default',
  block,
  loading = false,
  loadingText,
  type = 'button',
  disabled,
  onClick,
  className,
  children,
  ...native
}: ButtonProps) {
  const [pending, setPending] = useState(false);
  const busy = loading === 'auto' ? pending : loading;
  const cls = [
    'adm-button',
    `adm-button-${color}`,
    block && 'adm-button-block',
    (disabled || busy) && 'adm-button-disabled',
    fill !== 'solid' && `adm-button-fill-${fill}`,
    size !== 'middle' && `adm-button-${size}`,
    busy && 'adm-button-loading',
    `adm-button-shape-${shape}`,
    className,
  ];
  const click = async (e: MouseEvent<HTMLButtonElement>) => {
    const result = onClick?.(e);
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      {...native}
      type={type}
      className={cls.filter(Boolean).join(' ')}
      disabled={disabled || busy}
      onClick={(e) => void click(e)}
    >
      {busy ? (
        <div className="adm-button-loading-wrapper">
          <DotLoading color="currentColor" />
          {loadingText}
        </div>
      ) : (
        <span>{children}</span>
      )}
    </button>
  );
}
