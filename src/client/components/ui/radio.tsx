import { createContext, useContext, useId, type ReactNode } from 'react';
import 'antd-mobile/es/components/radio/radio.css';

const Group = createContext<{
  name: string;
  value: string | undefined;
  onChange: (v: string) => void;
} | null>(null);

/**
 * antd-mobile's Radio.Group and Radio (their class names and styles), on native radio buttons: one tab stop for
 * the group, arrow keys move the choice, and the label names each.
 */
export function RadioGroup({
  value,
  onChange,
  children,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  const name = useId();
  return <Group.Provider value={{ name, value, onChange }}>{children}</Group.Provider>;
}

export function Radio({
  value,
  block,
  disabled,
  children,
  'data-testid': testId,
}: {
  value: string;
  block?: boolean;
  disabled?: boolean;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  const group = useContext(Group);
  const checked = group?.value === value;
  const cls = [
    'adm-radio',
    checked && 'adm-radio-checked',
    disabled && 'adm-radio-disabled',
    block && 'adm-radio-block',
  ];
  return (
    <label className={cls.filter(Boolean).join(' ')} data-testid={testId}>
      <input
        type="radio"
        name={group?.name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => group?.onChange(value)}
      />
      <div className="adm-radio-icon">
        {checked && (
          <svg viewBox="0 0 40 40" aria-hidden="true">
            <path
              d="M12 20.5 17.5 26 28.5 15"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
            />
          </svg>
        )}
      </div>
      {children && <div className="adm-radio-content">{children}</div>}
    </label>
  );
}
