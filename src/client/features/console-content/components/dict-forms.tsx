import { Button, Input } from 'antd-mobile';
import { caseCode } from '@contract/value-formats';
import { formRule, useRuleText } from '@/components/form-rules';
import { TextArea } from '@/components/text-area';
import { Form } from '@/components/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { DICT_TYPE, type Dict, type DictItemAdmin } from '@contract/dict';
import type { DictFields, ItemFields } from '../api/dicts';

export type { DictFields, ItemFields };

/** Add or edit a dictionary; a built-in one keeps its type (pages ask for it by that name). */
export function DictForm({
  dict,
  busy,
  onSubmit,
}: {
  dict?: Dict;
  busy: boolean;
  onSubmit: (fields: DictFields) => void;
}) {
  const { t } = useLingui();
  const builtIn = dict?.systemFlag === '1';
  return (
    <Form
      layout="vertical"
      initialValues={{
        dictType: dict?.dictType ?? '',
        description: dict?.description ?? '',
        remarks: dict?.remarks ?? '',
      }}
      onFinish={(v: DictFields) =>
        onSubmit({ dictType: v.dictType.trim(), description: v.description.trim(), remarks: v.remarks ?? '' })
      }
      data-testid="dict-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="dict-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item
        name="dictType"
        label={t`Type`}
        description={
          builtIn
            ? t`Built in: pages read it by this type.`
            : t`Letters, digits and _, starting with a letter`
        }
        rules={[
          { required: true, message: t`Please enter the type` },
          { pattern: DICT_TYPE, message: t`Letters, digits and _, starting with a letter` },
        ]}
      >
        <Input disabled={builtIn} data-testid="dict-type" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t`Name`}
        rules={[
          { required: true, whitespace: true, message: t`Please enter the name` },
          { max: 128, message: t`At most 128 characters` },
        ]}
      >
        <Input data-testid="dict-description" />
      </Form.Item>
      <Form.Item name="remarks" label={t`Remarks`} rules={[{ max: 255, message: t`At most 255 characters` }]}>
        <TextArea maxLength={255} />
      </Form.Item>
    </Form>
  );
}

/** Add or edit an item: its value (unique in the dictionary) and its label in both languages. */
export function ItemForm({
  item,
  busy,
  onSubmit,
}: {
  item?: DictItemAdmin;
  busy: boolean;
  onSubmit: (fields: ItemFields) => void;
}) {
  const { t } = useLingui();
  const ruleText = useRuleText();
  return (
    <Form
      layout="vertical"
      initialValues={{
        value: item?.value ?? '',
        label: item?.label ?? '',
        labelEn: item?.labelEn ?? '',
        description: item?.description ?? '',
        remarks: item?.remarks ?? '',
      }}
      onFinish={(v: ItemFields) =>
        onSubmit({
          value: v.value.trim(),
          label: v.label.trim(),
          labelEn: (v.labelEn ?? '').trim(),
          description: (v.description ?? '').trim(),
          remarks: v.remarks ?? '',
        })
      }
      data-testid="item-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="item-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item
        name="value"
        label={t`Item value`}
        description={t`Unique in this dictionary: a number, or letters all upper-case or all lower-case with _`}
        rules={[
          { required: true, whitespace: true, message: t`Please enter the value` },
          { max: 64, message: t`At most 64 characters` },
          formRule(caseCode, ruleText),
        ]}
      >
        <Input data-testid="item-value" />
      </Form.Item>
      <Form.Item
        name="label"
        label={t`Label (Chinese)`}
        rules={[
          { required: true, whitespace: true, message: t`Please enter the label` },
          { max: 128, message: t`At most 128 characters` },
        ]}
      >
        <Input data-testid="item-label" />
      </Form.Item>
      <Form.Item
        name="labelEn"
        label={t`Label (English)`}
        description={t`Shown to English readers; left empty, they see the Chinese label`}
        rules={[{ max: 128, message: t`At most 128 characters` }]}
      >
        <Input data-testid="item-label-en" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t`Description`}
        rules={[{ max: 128, message: t`At most 128 characters` }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="remarks" label={t`Remarks`} rules={[{ max: 255, message: t`At most 255 characters` }]}>
        <TextArea maxLength={255} />
      </Form.Item>
    </Form>
  );
}
