import { Children, type CSSProperties, type ReactNode } from 'react';
import 'antd-mobile/es/components/space/space.css';

/** antd-mobile's Space (its class names, styles and props), without its runtime. */
export function Space({
  direction = 'horizontal',
  align,
  justify,
  wrap,
  block,
  className,
  style,
  children,
  'data-testid': testId,
}: {
  direction?: 'horizontal' | 'vertical';
  align?: 'start' | 'end' | 'center' | 'baseline';
  justify?: 'start' | 'end' | 'center' | 'between' | 'around' | 'evenly' | 'stretch';
  wrap?: boolean;
  block?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  const cls = [
    'adm-space',
    wrap && 'adm-space-wrap',
    block && 'adm-space-block',
    `adm-space-${direction}`,
    align && `adm-space-align-${align}`,
    justify && `adm-space-justify-${justify}`,
    className,
  ];
  return (
    <div className={cls.filter(Boolean).join(' ')} style={style} data-testid={testId}>
      {Children.map(children, (child) =>
        child === null || child === undefined ? null : <div className="adm-space-item">{child}</div>,
      )}
    </div>
  );
}
