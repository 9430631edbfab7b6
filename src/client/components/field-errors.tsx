import { useEffect, useEffectEvent, useState } from 'react';
import { inputAria } from '@/lib/input-aria';
import { reportInvalid } from '@/lib/invalid-fields';

/** A form's messages about what to fix, one line each, under its fields (those no one field owns). */
export function FieldErrors({ messages }: { messages: readonly string[] }) {
  return (
    <>
      {messages.map((m) => (
        <p key={m} className="field-error">
          {m}
        </p>
      ))}
    </>
  );
}

/** The id of the error text of the field whose id is `fieldId`. */
const errorId = (fieldId: string) => `${fieldId}-error`;

/** The error of one field, under it, named so that the field can point at it (`invalidProps`). */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string | null | false }) {
  return message ? (
    <p className="field-error" id={errorId(fieldId)}>
      {message}
    </p>
  ) : null;
}

/** A native field's aria-invalid and aria-describedby while it has an error (`FieldError` beside it). */
export function invalidProps(fieldId: string, message?: string | null | false) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': errorId(fieldId) } : {};
}

/** The same for an antd-mobile Input, as its ref: passed as props they would land on its wrapper div. */
export function invalidInputRef(fieldId: string, message?: string | null | false) {
  return inputAria({ invalid: !!message, describedBy: message ? errorId(fieldId) : undefined });
}

/**
 * A portal form's report of a failed submit (`setForm` is the form's ref): call `failed()` when the submit found
 * errors; once they have rendered, focus goes to the first invalid field of the form and the errors are read
 * (lib/invalid-fields).
 */
export function useInvalidFocus() {
  const [form, setForm] = useState<HTMLElement | null>(null);
  const [failures, setFailures] = useState(0);
  // An effect event: a form mounted again (another tab and back) is not a new failure.
  const report = useEffectEvent(() => reportInvalid(form));
  useEffect(() => {
    if (failures) report();
  }, [failures]);
  return { setForm, failed: () => setFailures((n) => n + 1) };
}

/**
 * Each field's first message, from a validator's issues (in its order) and the field each issue is about: what
 * `FieldError` shows under each field after a submit.
 */
export function firstByField<I extends string, F extends string>(
  issues: readonly I[],
  fieldOf: Record<I, F>,
  messages: Record<I, string>,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) found[fieldOf[issue]] ??= messages[issue];
  return found;
}
