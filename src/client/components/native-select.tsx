/** A native select as a Form.Item child (keyboard and screen readers know it): the form sets value and onChange. */
export function NativeSelect({
  value,
  onChange,
  options,
  id,
  disabled,
  testId,
}: {
  value?: string;
  onChange?: (v: string) => void;
  options: { id: string; label: string }[];
  id?: string;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <select
      id={id}
      className="native-select"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange?.(e.target.value)}
      data-testid={testId}
    >
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
