import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import 'antd-mobile/es/components/tag/tag.css';

const COLORS: Record<string, string> = {
  default: 'var(--adm-color-text-secondary, #666666)',
  primary: 'var(--adm-color-primary, #0958d9)',
  success: 'var(--adm-color-success, #237804)',
  warning: 'var(--adm-color-warning, #ff8f1f)',
  danger: 'var(--adm-color-danger, #cf1322)',
};

/** antd-mobile's Tag (its class names, styles and props), without its runtime. */
export function Tag({
  color = 'default',
  fill = 'solid',
  round,
  className,
  style,
  children,
  ...native
}: Omit<HTMLAttributes<HTMLSpanElement>, 'color'> & {
  color?: 'default' | 'primary' | 'success' | 'warning' | 'danger' | (string & {});
  fill?: 'solid' | 'outline';
  round?: boolean;
  children?: ReactNode;
}) {
  const c = COLORS[color] ?? color;
  const vars = {
    '--border-color': c,
    '--text-color': fill === 'outline' ? c : '#ffffff',
    '--background-color': fill === 'outline' ? 'transparent' : c,
  } as CSSProperties;
  return (
    <span
      {...native}
      style={{ ...vars, ...style }}
      className={['adm-tag', round && 'adm-tag-round', className].filter(Boolean).join(' ')}
    >
      {children}
    </span>
  );
}
