import type { InputRef } from 'antd-mobile';

/**
 * antd-mobile's Input gives its `<input>` only `aria-label` (and the `aria-value*` ones) and puts every other
 * `aria-*` prop on its wrapper div. A field's invalid state and its description belong to the `<input>`: this
 * ref (the Input's documented `InputRef.nativeElement`) sets them there, and takes them away when they go.
 */
export const inputAria =
  ({ invalid, describedBy }: { invalid: boolean; describedBy?: string }) =>
  (ref: InputRef | null) => {
    const el = ref?.nativeElement;
    if (!el) return;
    if (invalid) el.setAttribute('aria-invalid', 'true');
    else el.removeAttribute('aria-invalid');
    if (describedBy) el.setAttribute('aria-describedby', describedBy);
    else el.removeAttribute('aria-describedby');
  };
