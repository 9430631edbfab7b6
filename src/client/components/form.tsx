import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Form as AntForm } from 'antd-mobile';
import { reportInvalid, tieFormItemErrors } from '@/lib/invalid-fields';

/**
 * antd-mobile's Form, the console's one form: the same props and statics (Form.Item, Form.useForm, …), and its
 * errors made usable without sight. Each field showing an error is marked `aria-invalid` and described by it
 * (kept in step as errors come and go, by a MutationObserver); a submit that fails validation moves the focus to
 * the first invalid field and reads the errors once (lib/invalid-fields).
 */
function TiedForm({ ref, onFinishFailed, ...props }: ComponentProps<typeof AntForm>) {
  const box = useRef<HTMLDivElement>(null);
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    const root = box.current;
    if (!root) return;
    tieFormItemErrors(root);
    const observer = new MutationObserver(() => tieFormItemErrors(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const root = box.current;
    if (!failures || !root) return;
    // The fields' errors render in the same commit as this count as a rule; a frame later if they did not.
    const report = () => (tieFormItemErrors(root), reportInvalid(root));
    if (!report()) requestAnimationFrame(report);
  }, [failures]);

  return (
    // display: contents: the box only marks where the form is, the layout is the form's.
    <div ref={box} className="form-box">
      <AntForm
        ref={ref}
        {...props}
        onFinishFailed={(info) => {
          setFailures((n) => n + 1);
          onFinishFailed?.(info);
        }}
      />
    </div>
  );
}

/**
 * antd-mobile's Form.Item with our hooks for lib/invalid-fields: the class `form-item` on the item, and an empty,
 * hidden `data-form-notes` mark at the end of its description, which antd-mobile follows with the item's errors.
 */
const FormItem: typeof AntForm.Item = ({ className, description, ...props }) =>
  props.noStyle ? (
    <AntForm.Item className={className} description={description} {...props} />
  ) : (
    <AntForm.Item
      {...props}
      className={className ? `form-item ${className}` : 'form-item'}
      description={
        <>
          {description}
          <span data-form-notes="" hidden />
        </>
      }
    />
  );

export const Form = Object.assign(TiedForm, {
  Item: FormItem,
  Subscribe: AntForm.Subscribe,
  Header: AntForm.Header,
  Array: AntForm.Array,
  useForm: AntForm.useForm,
  useWatch: AntForm.useWatch,
});
