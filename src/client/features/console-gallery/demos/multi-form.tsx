import { useState, type ReactNode } from 'react';
import { Button, Input, Form, type FormProps } from 'antd-mobile';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import './pages.css';

type Values = Record<string, string | undefined>;

/** One of the forms: a titled section whose Form has a name, so its fields' ids are `<name>_<field>`. */
function Part({
  name,
  form,
  title,
  children,
}: {
  name: string;
  form: FormProps['form'];
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="gallery-p-part" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className="gallery-p-subtitle">
        {title}
      </h2>
      <Form name={name} form={form} layout="horizontal">
        {children}
      </Form>
    </section>
  );
}

/**
 * Multi-form validation: three forms (basics, schedule, pricing) and one Save that validates them all, shows
 * every error at once and puts the focus on the first field to correct.
 */
export default function MultiFormDemo() {
  const { t } = useLingui();
  const [basics] = Form.useForm<Values>();
  const [schedule] = Form.useForm<Values>();
  const [pricing] = Form.useForm<Values>();
  const [wrong, setWrong] = useState(0);
  const [saved, setSaved] = useState<Values | null>(null);
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  const pattern = (re: RegExp, message: string) => ({ pattern: re, message });

  const save = async () => {
    const parts = { 'course-basics': basics, 'course-schedule': schedule, 'course-pricing': pricing };
    const results = await Promise.allSettled(Object.values(parts).map((f) => f.validateFields()));
    const failed = Object.entries(parts).flatMap(([name, form]) =>
      form
        .getFieldsError()
        .filter((f) => f.errors.length)
        .map((f) => [name, ...f.name].join('_')),
    );
    setWrong(failed.length);
    const values = results.reduce<Values>(
      (all, r) => (r.status === 'fulfilled' ? { ...all, ...r.value } : all),
      {},
    );
    setSaved(failed.length ? null : values);
    if (failed[0]) document.getElementById(failed[0])?.focus();
  };

  return (
    <div className="gallery-pages">
      <Part name="course-basics" form={basics} title={t`Basics`}>
        <Form.Item name="title" label={t`Title`} rules={required(t`Please enter the title`)}>
          <Input />
        </Form.Item>
        <Form.Item name="teacher" label={t`Teacher`} rules={required(t`Please enter the teacher`)}>
          <Input />
        </Form.Item>
      </Part>
      <Part name="course-schedule" form={schedule} title={t`Schedule`}>
        <Form.Item name="starts" label={t`Starts on`} rules={required(t`Please choose a date`)}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="ends"
          label={t`Ends on`}
          dependencies={['starts']}
          rules={[
            ...required(t`Please choose a date`),
            ({ getFieldValue }) => ({
              validator: async (_, ends?: string) => {
                const starts = getFieldValue('starts') as string | undefined;
                if (starts && ends && ends < starts)
                  throw new Error(t`The course cannot end before it starts`);
              },
            }),
          ]}
        >
          <Input type="date" />
        </Form.Item>
      </Part>
      <Part name="course-pricing" form={pricing} title={t`Pricing`}>
        <Form.Item
          name="fee"
          label={t`Fee (yuan)`}
          rules={[
            ...required(t`Please enter the fee`),
            pattern(/^\d+(\.\d{1,2})?$/, t`An amount such as 80 or 79.50`),
          ]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="seats"
          label={t`Seats`}
          rules={[pattern(/^[1-9]\d{0,2}$/, t`A whole number from 1 to 999`)]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
      </Part>
      <Button color="primary" onClick={save}>
        <Trans>Save all three</Trans>
      </Button>
      <p role="status" className={wrong ? 'field-error' : 'gallery-p-muted'}>
        {wrong > 0 && <Plural value={wrong} one="# field to correct" other="# fields to correct" />}
        {saved && <Trans>All three forms are valid: this is what would be saved.</Trans>}
      </p>
      {saved && <pre className="gallery-p-output">{JSON.stringify(saved, null, 2)}</pre>}
    </div>
  );
}
