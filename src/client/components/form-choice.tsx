import { ChoiceGroup, type Choice } from './choice-group';

/**
 * ChoiceGroup as the child of an antd-mobile Form.Item, which passes `value` and `onChange`. `keep`: a tap on
 * the chosen option keeps it (the field always has a value) instead of clearing it.
 */
export function FormChoice<T extends string>(props: {
  value?: T;
  onChange?: (value: T | undefined) => void;
  options: readonly Choice<T>[];
  label: string;
  keep?: boolean;
  'data-testid'?: string;
}) {
  return (
    <ChoiceGroup
      aria-label={props.label}
      options={props.options}
      value={props.value}
      onChange={(v) => props.onChange?.(v ?? (props.keep ? props.value : undefined))}
      data-testid={props['data-testid']}
    />
  );
}
