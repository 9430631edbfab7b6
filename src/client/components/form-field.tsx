import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { FieldError, invalidInputRef } from '@/components/field-errors';

/**
 * A portal form's field: its label, the control in a `.field` box (named by `testId`), and its error under it.
 * The control takes `id` and, while there is an error, `invalidInputRef(id, error)` as its ref.
 */
export function FormField(props: {
  id: string;
  label: ReactNode;
  testId: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <div className="field" data-testid={props.testId}>
        {props.children}
      </div>
      <FieldError fieldId={props.id} message={props.error} />
    </>
  );
}

/**
 * A password in a FormField: masked, and named for the browser's password manager (`current-password` to sign
 * in with, `new-password` for one being chosen), so every form fills and saves passwords the same way.
 */
export function PasswordField(props: {
  id: string;
  label: ReactNode;
  testId: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
}) {
  return (
    <FormField id={props.id} label={props.label} testId={props.testId} error={props.error}>
      <Input
        id={props.id}
        value={props.value}
        onChange={props.onChange}
        type="password"
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        ref={invalidInputRef(props.id, props.error)}
      />
    </FormField>
  );
}
