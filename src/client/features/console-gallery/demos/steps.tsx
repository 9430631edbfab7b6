import { useRef, useState } from 'react';
import { Button, Input, type InputProps, List, Form, Steps } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/feedback';
import './pages.css';

/** The form's name: antd-mobile names its fields' ids `<form>_<field>`. */
const FORM = 'course-steps';
/** The fields of each step; the last step shows what was entered. */
const FIELDS = [['title', 'teacher'], ['starts', 'place'], ['fee'], []];

/**
 * Steps: antd-mobile Steps over a form in parts. Next validates only the current part; the current step carries
 * aria-current="step", and the step's heading takes the focus, so a screen reader hears where it now is.
 */
export default function StepsDemo() {
  const { t } = useLingui();
  const [form] = Form.useForm<Record<string, string>>();
  const [current, setCurrent] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const titles = [t`Basics`, t`Schedule`, t`Pricing`, t`Confirm`];
  const labels: Record<string, string> = {
    title: t`Title`,
    teacher: t`Teacher`,
    starts: t`Starts on`,
    place: t`Place`,
    fee: t`Fee (yuan)`,
  };
  const go = (step: number) => {
    setCurrent(step);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const next = async () => {
    try {
      await form.validateFields(FIELDS[current]);
      go(current + 1);
    } catch {
      const wrong = form.getFieldsError().find((f) => f.errors.length);
      if (wrong) document.getElementById([FORM, ...wrong.name].join('_'))?.focus();
    }
  };
  const field = (name: string, input?: InputProps) => {
    const label = labels[name];
    return (
      <Form.Item
        key={name}
        name={name}
        label={label}
        rules={[{ required: true, whitespace: true, message: t`Please fill in ${label}` }]}
      >
        <Input {...input} />
      </Form.Item>
    );
  };
  const values = (current === 3 ? form.getFieldsValue(true) : {}) as Record<string, string | undefined>;
  const step = current + 1;
  const steps = titles.length;
  const title = titles[current];

  return (
    <div className="gallery-pages">
      <Steps current={current}>
        {titles.map((name, i) => (
          <Steps.Step
            key={name}
            aria-current={i === current ? 'step' : undefined}
            title={
              <>
                {name}
                {i < current && <span className="visually-hidden"> {t`(done)`}</span>}
              </>
            }
          />
        ))}
      </Steps>
      <h2 ref={heading} tabIndex={-1} className="gallery-p-subtitle">
        <Trans>
          Step {step} of {steps}: {title}
        </Trans>
      </h2>
      <Form name={FORM} form={form} layout="horizontal">
        {current === 0 && [field('title'), field('teacher')]}
        {current === 1 && [field('starts', { type: 'date' }), field('place')]}
        {current === 2 && field('fee', { inputMode: 'decimal' })}
      </Form>
      {current === 3 && (
        <List>
          {Object.entries(labels).map(([name, label]) => (
            <List.Item key={name} extra={values[name]}>
              {label}
            </List.Item>
          ))}
        </List>
      )}
      <div className="gallery-p-actions">
        <Button disabled={current === 0} onClick={() => go(current - 1)}>
          <Trans>Previous step</Trans>
        </Button>
        {current < 3 ? (
          <Button color="primary" onClick={next}>
            <Trans>Next step</Trans>
          </Button>
        ) : (
          <Button
            color="primary"
            onClick={() => void toast(t`Saved (a demonstration: nothing is sent)`, 'success')}
          >
            <Trans>Submit</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
