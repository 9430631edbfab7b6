import { useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import 'antd-mobile/es/components/input/input.css';
import { ClearIcon } from './icons';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'defaultValue'>;

export type InputProps = NativeInput & {
  value?: string;
  defaultValue?: string;
  /** The new text (antd-mobile's signature, so its Form.Item drives it). */
  onChange?: (value: string) => void;
  clearable?: boolean;
  onClear?: () => void;
  onEnterPress?: (e: KeyboardEvent<HTMLInputElement>) => void;
  'data-testid'?: string;
};

/**
 * antd-mobile's Input (its class names, styles and props: `onChange(value)`, `clearable`, `onEnterPress`), without
 * its runtime: the field is the `<input>`, and the clear control a real button with a name. `className`, `style`
 * and `data-testid` name the wrapper, as antd-mobile's do; the rest go to the input.
 */
export function Input({
  value,
  defaultValue = '',
  onChange,
  clearable,
  onClear,
  onEnterPress,
  onKeyDown,
  className,
  style,
  disabled,
  'data-testid': testId,
  ...native
}: InputProps) {
  const { t } = useLingui();
  const [own, setOwn] = useState(defaultValue);
  const text = value ?? own;
  const set = (v: string) => {
    if (value === undefined) setOwn(v);
    onChange?.(v);
  };
  return (
    <div
      className={['adm-input', disabled && 'adm-input-disabled', className].filter(Boolean).join(' ')}
      style={style}
      data-testid={testId}
    >
      <input
        {...native}
        className="adm-input-element"
        value={text}
        disabled={disabled}
        onChange={(e) => set(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) onEnterPress?.(e);
          onKeyDown?.(e);
        }}
      />
      {clearable && text && !disabled && (
        <button
          type="button"
          className="adm-input-clear input-clear"
          aria-label={t`Clear`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            set('');
            onClear?.();
          }}
        >
          <ClearIcon />
        </button>
      )}
    </div>
  );
}
