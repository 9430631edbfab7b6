import type { ReactNode } from 'react';
import { langOf } from '@/components/user-content';

/** A drawer's fields as label and value, those without a value left out; the values are shown as written. */
export function DetailList({ fields }: { fields: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="detail-list">
      {fields
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd translate="no" lang={langOf(v)}>
              {v}
            </dd>
          </div>
        ))}
    </dl>
  );
}
