import { useEffect, useId, useRef } from 'react';
import { Button, Input, Form } from 'antd-mobile';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { mobile } from '@contract/validators';
import { toast } from '@/lib/feedback';
import './pages.css';

type Attendee = { name?: string; mobile?: string };
const MAX = 5;
const FORM = 'attendees-form';
/** The id antd-mobile's Form.Item gives its field: the form's name and the field's path, joined by `_`. */
const fieldId = (...path: (string | number)[]) => [FORM, ...path].join('_');

/**
 * Dynamic form: attendees added and removed at run time (antd-mobile Form.Array), each field validated. Add and
 * Remove are buttons; focus goes to the new attendee's first field, or back to Add after a removal.
 */
export default function DynamicFormDemo() {
  const { t } = useLingui();
  const [form] = Form.useForm<{ attendees: Attendee[] }>();
  const count = (Form.useWatch('attendees', form) as Attendee[] | undefined)?.length ?? 1;
  const addId = useId();
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const add = () => {
    form.setFieldValue('attendees', [...((form.getFieldValue('attendees') as Attendee[]) ?? []), {}]);
    focusNext.current = fieldId('attendees', count, 'name');
  };

  return (
    <div className="gallery-pages">
      <Form
        name={FORM}
        form={form}
        layout="horizontal"
        initialValues={{ attendees: [{}] }}
        onFinish={({ attendees }: { attendees: Attendee[] }) => {
          const n = attendees.length;
          void toast(plural(n, { one: '# attendee is valid', other: '# attendees are valid' }), 'success');
        }}
        onFinishFailed={({ errorFields }) =>
          document.getElementById(fieldId(...(errorFields[0]?.name ?? [])))?.focus()
        }
        footer={
          <div className="gallery-p-actions">
            <Button id={addId} onClick={add} disabled={count >= MAX}>
              <Trans>Add an attendee</Trans>
            </Button>
            <Button type="submit" color="primary">
              <Trans>Check and save</Trans>
            </Button>
          </div>
        }
      >
        <Form.Array
          name="attendees"
          renderHeader={({ index }, { remove }) => (
            <span className="gallery-p-row-head">
              <Trans>Attendee {index + 1}</Trans>
              <Button
                size="mini"
                disabled={count <= 1}
                aria-label={t`Remove attendee ${index + 1}`}
                onClick={() => {
                  focusNext.current = addId;
                  remove(index);
                }}
              >
                <Trans>Remove</Trans>
              </Button>
            </span>
          )}
        >
          {(fields) =>
            fields.map(({ index, key }) => (
              <div key={key}>
                <Form.Item
                  name={[index, 'name']}
                  label={t`Name`}
                  rules={[{ required: true, whitespace: true, message: t`Please enter the full name` }]}
                >
                  <Input />
                </Form.Item>
                <Form.Item
                  name={[index, 'mobile']}
                  label={t`Mobile number`}
                  validateFirst
                  rules={[
                    { required: true, message: t`Please enter the mobile number` },
                    {
                      validator: async (_, v?: string) => {
                        if (mobile(v)) throw new Error(t`Mobile number format error`);
                      },
                    },
                  ]}
                >
                  <Input inputMode="tel" />
                </Form.Item>
              </div>
            ))
          }
        </Form.Array>
      </Form>
      <p className="gallery-p-muted">
        <Trans>At most {MAX} attendees.</Trans>
      </p>
    </div>
  );
}
