import type { ReactNode } from 'react';

export type Choice<T> = { label: ReactNode; value: T };

/**
 * A row of chips choosing one value, or none: pressing the chosen one again clears it, as antd-mobile's
 * Selector does. Unlike Selector (divs), each chip is a real button, so Tab reaches it and Space or Enter
 * presses it; `aria-pressed` tells a screen reader which one is on. `columns` lays the chips out in a grid.
 */
export function ChoiceGroup<T extends string>({
  options,
  value,
  onChange,
  columns,
  scroll,
  id,
  'aria-label': label,
  'data-testid': testId,
}: {
  options: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  columns?: number;
  /** One row that scrolls sideways (a category strip) instead of wrapping. */
  scroll?: boolean;
  id?: string;
  'aria-label': string;
  'data-testid'?: string;
}) {
  return (
    <div
      id={id}
      role="group"
      aria-label={label}
      className={`choice-group${columns ? ' choice-group-grid' : ''}${scroll ? ' choice-group-scroll' : ''}`}
      style={columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
      data-testid={testId}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="choice"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value === value ? undefined : o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
