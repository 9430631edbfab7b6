import { useState } from 'react';
import { Switch, Button, Input, Form, TextArea } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceGroup } from '@/components/choice-group';
import { FormChoice } from '@/components/form-choice';
import { toast } from '@/lib/feedback';
import './pages.css';

type Width = 'phone' | 'tablet' | 'full';
const WIDTHS: Record<Width, string> = { phone: '360px', tablet: '560px', full: '100%' };

/**
 * Form adapt: the console's form (antd-mobile Form with our fields) in a box that is a CSS container; a
 * container query lays its items out in one, two or three columns by the box's own width, not the window's.
 */
export default function FormAdaptDemo() {
  const { t } = useLingui();
  const [width, setWidth] = useState<Width>('full');
  const whole = (v?: string) => !v || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 200);
  return (
    <div className="gallery-pages">
      <ChoiceGroup
        aria-label={t`Width of the box`}
        value={width}
        onChange={(v) => setWidth(v ?? width)}
        options={[
          { value: 'phone', label: t`Phone (360 px)` },
          { value: 'tablet', label: t`Tablet (560 px)` },
          { value: 'full', label: t`Full width` },
        ]}
      />
      <p className="gallery-p-muted">
        <Trans>One column below 440 px of box, two up to 640 px, three above.</Trans>
      </p>
      <div className="gallery-p-adapt" style={{ maxWidth: WIDTHS[width] }}>
        <Form
          layout="vertical"
          className="gallery-p-adapt-form"
          initialValues={{ hours: '8', open: true }}
          onFinish={() => void toast(t`Saved (a demonstration: nothing is sent)`, 'success')}
          footer={
            <Button type="submit" color="primary">
              <Trans>Save</Trans>
            </Button>
          }
        >
          <Form.Item
            name="title"
            label={t`Title`}
            rules={[{ required: true, message: t`Please enter the title` }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="teacher" label={t`Teacher`}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="hours"
            label={t`Hours`}
            rules={[
              {
                validator: async (_, v?: string) => {
                  if (!whole(v)) throw new Error(t`A whole number from 1 to 200`);
                },
              },
            ]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name="start"
            label={t`Starts on`}
            rules={[{ required: true, message: t`Please choose a date` }]}
          >
            <Input type="date" />
          </Form.Item>
          <Form.Item name="place" label={t`Place`}>
            <Input />
          </Form.Item>
          <Form.Item name="open" label={t`Open for sign-up`} valuePropName="checked">
            <Switch aria-label={t`Open for sign-up`} tabIndex={0} />
          </Form.Item>
          <Form.Item name="category" label={t`Category`} className="gallery-p-adapt-wide">
            <FormChoice
              label={t`Category`}
              options={[
                { value: 'it', label: t`IT skills` },
                { value: 'management', label: t`Management` },
                { value: 'safety', label: t`Safety` },
              ]}
            />
          </Form.Item>
          <Form.Item name="summary" label={t`Summary`} className="gallery-p-adapt-wide">
            <TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </div>
    </div>
  );
}
