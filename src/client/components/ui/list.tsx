import type { ReactNode } from 'react';
import 'antd-mobile/es/components/list/list.css';

/** antd-mobile's List (its class names and styles) for rows of a label and a value, without its runtime. */
export function List({
  header,
  children,
  'data-testid': testId,
}: {
  header?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className="adm-list adm-list-default" data-testid={testId}>
      {header && <div className="adm-list-header">{header}</div>}
      <div className="adm-list-body">
        <div className="adm-list-body-inner">{children}</div>
      </div>
    </div>
  );
}

/** A row: its label (children), an optional line below it, and a value at the end. */
export function ListItem({
  extra,
  description,
  children,
}: {
  extra?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="adm-list-item">
      <div className="adm-list-item-content">
        <div className="adm-list-item-content-main">
          {children}
          {description && <div className="adm-list-item-description">{description}</div>}
        </div>
        {extra !== undefined && extra !== null && extra !== false && (
          <div className="adm-list-item-content-extra">{extra}</div>
        )}
      </div>
    </div>
  );
}
