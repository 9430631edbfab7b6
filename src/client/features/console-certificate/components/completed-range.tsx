import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The completion days to list, from and to (both included), as the browser's own date fields: a day typed or
 * picked whole is a filter; an emptied field drops it.
 */
export function CompletedRange({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange: (change: { completedFrom?: string; completedTo?: string }) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const field = (key: 'completedFrom' | 'completedTo', label: string, value: string | undefined) => (
    <label className="certificate-day" htmlFor={`${id}-${key}`}>
      {label}
      <input
        id={`${id}-${key}`}
        type="date"
        defaultValue={value ?? ''}
        onChange={(e) => {
          const day = e.target.value;
          if (!day || DAY.test(day)) onChange({ [key]: day || undefined });
        }}
        data-testid={`certificate-${key}`}
      />
    </label>
  );
  return (
    <div className="certificate-days" role="group" aria-label={t`Completed between`}>
      {field('completedFrom', t`Completed from`, from)}
      {field('completedTo', t`to`, to)}
    </div>
  );
}
