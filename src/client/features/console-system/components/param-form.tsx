import { Button, Input, Switch } from 'antd-mobile';
import { Form } from '@/components/form';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Param } from '@contract/param';
import { PARAM_KEY, PARAM_RULES, PARAM_VALUE_MAX, paramValueProblem } from '@contract/param-rules';
import { formatProblem, isValueFormat, type ValueFormat } from '@contract/value-formats';
import { FormChoice } from '@/components/form-choice';
import { useRuleText } from '@/components/form-rules';
import { TextArea } from '@/components/text-area';
import { paramTypesQuery, type ParamFields } from '../api/system-admin';

type Values = Omit<ParamFields, 'status' | 'publicType' | 'validateCode'> & {
  inForce: boolean;
  publicType?: string;
  format?: ValueFormat | 'text';
};

/**
 * Add or edit a parameter. A value the platform reads (a switch, a choice, a number of days) is checked here by
 * the rule the server applies (@contract/param-rules); a built-in parameter keeps its key.
 */
export function ParamForm({
  param,
  onSubmit,
  busy,
}: {
  param?: Param;
  onSubmit: (fields: ParamFields) => void;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<Values>();
  const types = useQuery(paramTypesQuery());
  const ruleText = useRuleText();
  const key = Form.useWatch('publicKey', form) ?? param?.publicKey ?? '';
  const format = Form.useWatch('format', form);
  const rule = PARAM_RULES[key];
  const builtIn = param?.systemFlag === '1';
  const allowed = !rule
    ? null
    : rule.kind === 'boolean'
      ? t`true or false`
      : rule.kind === 'choice'
        ? rule.values.join(' / ')
        : t`a whole number from ${rule.min} to ${rule.max}`;

  // pig's validate code names the value's format here; a code pig's console stored that names none is kept.
  const keptCode = isValueFormat(param?.validateCode) ? null : (param?.validateCode ?? null);
  const finish = (v: Values) =>
    onSubmit({
      publicName: v.publicName.trim(),
      publicKey: v.publicKey.trim(),
      publicValue: v.publicValue ?? '',
      status: v.inForce ? '0' : '1',
      publicType: v.publicType ?? '0',
      validateCode: v.format && v.format !== 'text' ? v.format : keptCode,
    });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        publicName: param?.publicName ?? '',
        publicKey: param?.publicKey ?? '',
        publicValue: param?.publicValue ?? '',
        inForce: param ? param.status === '0' : true,
        publicType: param?.publicType ?? '0',
        format: isValueFormat(param?.validateCode) ? param.validateCode : 'text',
      }}
      onFinish={finish}
      data-testid="param-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="param-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item
        name="publicName"
        label={t`Name`}
        rules={[
          { required: true, whitespace: true, message: t`Please enter the name` },
          { max: 128, message: t`At most 128 characters` },
        ]}
      >
        <Input data-testid="param-name" />
      </Form.Item>
      <Form.Item
        name="publicKey"
        label={t`Key`}
        description={builtIn ? t`Built in: the platform reads it by this key.` : undefined}
        rules={[
          { required: true, message: t`Please enter the key` },
          { pattern: PARAM_KEY, message: t`Letters, digits, _ . - ; starting with a letter; at most 64` },
        ]}
      >
        <Input disabled={builtIn} data-testid="param-key" />
      </Form.Item>
      <Form.Item
        name="format"
        label={t`Value format`}
        description={t`The value is checked against it here and on the server.`}
      >
        <FormChoice
          label={t`Value format`}
          keep
          data-testid="param-format"
          options={[
            { value: 'text', label: t`Any text` },
            { value: 'number', label: t`Number` },
            { value: 'url', label: t`URL` },
            { value: 'json', label: t`JSON` },
            { value: 'upper', label: t`Upper-case and _` },
            { value: 'lower', label: t`Lower-case and _` },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="publicValue"
        label={t`Value`}
        description={allowed ? t`Allowed: ${allowed}` : undefined}
        dependencies={['format']}
        rules={[
          { max: PARAM_VALUE_MAX, message: t`At most ${PARAM_VALUE_MAX} characters` },
          {
            validator: async (_, value: string | undefined) => {
              const problem = formatProblem(format, value ?? '');
              if (problem) throw new Error(ruleText(problem));
              if (paramValueProblem(key, value ?? '')) throw new Error(t`Allowed: ${allowed}`);
            },
          },
        ]}
      >
        <TextArea maxLength={PARAM_VALUE_MAX} data-testid="param-value" />
      </Form.Item>
      <Form.Item name="publicType" label={t`Type`}>
        <FormChoice
          label={t`Type`}
          keep
          data-testid="param-type"
          options={(types.data ?? []).map((d) => ({
            label: i18n.locale === 'en' ? (d.labelEn ?? d.label) : d.label,
            value: d.value,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="inForce"
        label={t`In force`}
        valuePropName="checked"
        description={t`A parameter not in force reads as if it were not set.`}
      >
        <Switch aria-label={t`In force`} tabIndex={0} data-testid="param-in-force" />
      </Form.Item>
    </Form>
  );
}
