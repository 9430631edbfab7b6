import 'antd-mobile/es/components/switch/switch.css';

/**
 * An on/off switch with antd-mobile's look, built on a real button: antd's Switch is a div that Tab skips.
 * Props match Switch's (`checked`, `onChange(checked)`), so `Form.Item valuePropName="checked"` drives it, and
 * the Form.Item's label names it through the `id` the item passes down.
 */
export function Toggle({
  checked = false,
  onChange,
  disabled,
  id,
  'aria-label': label,
  'data-testid': testId,
}: {
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  const cls = ['adm-switch', 'toggle', checked && 'adm-switch-checked', disabled && 'adm-switch-disabled'];
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      className={cls.filter(Boolean).join(' ')}
      onClick={() => onChange?.(!checked)}
      data-testid={testId}
    >
      <span className="adm-switch-checkbox">
        <span className="adm-switch-handle" />
        <span className="adm-switch-inner" />
      </span>
    </button>
  );
}
