import type { InputRef } from 'antd-mobile';

/**
 * antd-mobile's Input puts every `aria-*` prop on its wrapper div (a div named by `aria-label` is an axe
 * violation), and gives its `<input>` only `aria-label`. A field's name, invalid state and description belong
 * to the `<input>` alone: this ref (the Input's documented `InputRef.nativeElement`) sets them there, and takes
 * them away when they go. Without `invalid` the state is left to others (a console Form.Item's errors).
 */
export const inputAria =
  ({ label, invalid, describedBy }: { label?: string; invalid?: boolean; describedBy?: string }) =>
  (ref: InputRef | null) => {
    const el = ref?.nativeElement;
    if (!el) return;
    if (label) el.setAttribute('aria-label', label);
    if (invalid === undefined) return;
    if (invalid) el.setAttribute('aria-invalid', 'true');
    else el.removeAttribute('aria-invalid');
    if (describedBy) el.setAttribute('aria-describedby', describedBy);
    else el.removeAttribute('aria-describedby');
  };
