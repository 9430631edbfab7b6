import { useEffect } from 'react';
import { Button, Input, Form } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { email, mobile } from '@contract/validators';
import { LanguageSwitch } from '@/components/language-switch';
import { toast } from '@/lib/feedback';
import './pages.css';

type Values = { name?: string; mobile?: string; email?: string };

/**
 * Form i18n: labels, placeholders and messages are Lingui messages, so they follow the language. Lingui has one
 * active language for the whole console: the switch here is the console's own, and the whole console follows it.
 * Messages already shown are checked again in the new language.
 */
export default function FormI18nDemo() {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    const wrong = form
      .getFieldsError()
      .filter((f) => f.errors.length)
      .map((f) => f.name);
    if (wrong.length) form.validateFields(wrong).catch(() => undefined);
  }, [i18n.locale, form]);
  const check = (rule: (v?: string) => string | null, message: string) => ({
    validator: async (_: unknown, v?: string) => {
      if (rule(v)) throw new Error(message);
    },
  });
  const fee = i18n.number(1280, { style: 'currency', currency: 'CNY' });
  const starts = i18n.date(new Date(2025, 8, 1), { dateStyle: 'full' });

  return (
    <div className="gallery-pages">
      <p className="gallery-p-muted">
        <Trans>Language of the console:</Trans> <LanguageSwitch />
      </p>
      <p className="gallery-p-muted">
        <Trans>
          Lingui has one language at a time for the whole app, so this is the console&apos;s own switch: the
          whole console changes language, and this form with it.
        </Trans>
      </p>
      <p>
        <Trans>
          Fee {fee}, starting {starts}
        </Trans>
      </p>
      <Form
        form={form}
        layout="horizontal"
        onFinish={() => void toast(t`Saved (a demonstration: nothing is sent)`, 'success')}
        footer={
          <Button type="submit" color="primary">
            <Trans>Sign up</Trans>
          </Button>
        }
      >
        <Form.Item
          name="name"
          label={t`Name`}
          rules={[{ required: true, whitespace: true, message: t`Please enter your name` }]}
        >
          <Input placeholder={t`As on your identity card`} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t`Mobile number`}
          validateFirst
          rules={[
            { required: true, message: t`Please enter the mobile number` },
            check(mobile, t`Mobile number format error`),
          ]}
        >
          <Input placeholder={t`11 digits`} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="email" label={t`Email`} rules={[check(email, t`Mailbox format error`)]}>
          <Input placeholder={t`Optional`} type="email" autoComplete="email" />
        </Form.Item>
      </Form>
    </div>
  );
}
