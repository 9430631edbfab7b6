import { Button, Input, Switch } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Channel, ChannelType } from '@contract/channel';
import { Form } from '@/components/form';
import { FormChoice } from '@/components/form-choice';
import type { ChannelFields } from '../api/channels';
import { ChannelValueFields, type ValueFields } from './channel-value-fields';

type Values = ValueFields & {
  configType: ChannelType;
  configName: string;
  configKey: string;
  enabled: boolean;
};

/** pig's business code: letters, digits, _ and -. */
const KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** A channel's stored settings (its JSON, secrets masked as answered); an unreadable one reads as none. */
const settingsOf = (channel?: Channel): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(channel?.configValue ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The form's fields of the stored settings: each kind's own, the others empty. */
const initialValuesOf = (channel: Channel | undefined, s: Record<string, unknown>): Values => ({
  configType: channel?.configType ?? 'sms',
  configName: channel?.configName ?? '',
  configKey: channel?.configKey ?? '',
  enabled: channel ? channel.configStatus === '1' : true,
  smsSupplier: channel?.configType === 'sms' ? text(s.supplier) || 'webhook' : 'webhook',
  hookSupplier: channel?.configType === 'webhook' ? text(s.supplier) || 'webhook' : 'webhook',
  url: text(s.url),
  secretHeader: text(s.secretHeader),
  accessKeySecret: text(s.accessKeySecret),
  smtpServer: text(s.smtpServer),
  port: text(s.port),
  username: text(s.username),
  password: text(s.password),
  from: text(s.from),
  isSSL: channel?.configType === 'email' ? text(s.isSSL) === '1' : true,
  tokenId: text(s.tokenId),
  sign: text(s.sign),
});

/**
 * The settings the form sends for its kind, over the stored ones it does not show (an SMS supplier's key id and
 * template, a mail's body): a secret left masked goes back as answered, and the server keeps the stored one.
 */
function settingsFrom(type: ChannelType, v: Values, stored: Record<string, unknown>) {
  if (type === 'sms')
    return {
      ...stored,
      supplier: v.smsSupplier,
      url: v.url,
      secretHeader: v.secretHeader,
      accessKeySecret: v.accessKeySecret,
    };
  if (type === 'email')
    return {
      ...stored,
      smtpServer: v.smtpServer,
      port: v.port,
      username: v.username,
      password: v.password,
      from: v.from,
      isSSL: v.isSSL ? '1' : '0',
    };
  return { ...stored, supplier: v.hookSupplier, url: v.url, tokenId: v.tokenId, sign: v.sign };
}

/**
 * Add or edit a message channel: its kind (fixed once saved), name, business code and whether it is in use, then
 * its kind's settings. Secrets come masked and go back as they are unless changed.
 */
export function ChannelForm({
  channel,
  onSubmit,
  busy,
}: {
  channel?: Channel;
  onSubmit: (fields: ChannelFields) => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const [form] = Form.useForm<Values>();
  const stored = settingsOf(channel);
  const initial = initialValuesOf(channel, stored);
  const chosen = Form.useWatch('configType', form);
  const type = channel?.configType ?? chosen ?? initial.configType;
  const smsSupplier = Form.useWatch('smsSupplier', form) ?? initial.smsSupplier;
  const hookSupplier = Form.useWatch('hookSupplier', form) ?? initial.hookSupplier;
  const kinds = [
    { value: 'sms' as const, label: t`Text message` },
    { value: 'email' as const, label: t`E-mail` },
    { value: 'webhook' as const, label: t`Webhook` },
  ];
  const finish = (v: Values) => {
    const kind = channel?.configType ?? v.configType;
    onSubmit({
      id: channel?.id,
      configType: kind,
      configName: v.configName.trim(),
      configKey: v.configKey.trim(),
      configStatus: v.enabled ? '1' : '0',
      configValue: JSON.stringify(settingsFrom(kind, v, channel ? stored : {})),
    });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={finish}
      data-testid="channel-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="channel-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      {channel ? (
        <Form.Item label={t`Kind`}>
          <span data-testid="channel-type-fixed">{kinds.find((k) => k.value === type)?.label}</span>
        </Form.Item>
      ) : (
        <Form.Item name="configType" label={t`Kind`}>
          <FormChoice label={t`Kind`} keep options={kinds} data-testid="channel-type" />
        </Form.Item>
      )}
      <Form.Item
        name="configName"
        label={t`Channel name`}
        rules={[
          { required: true, whitespace: true, message: t`Please enter the name` },
          { max: 255, message: t`At most 255 characters` },
        ]}
      >
        <Input data-testid="channel-name" />
      </Form.Item>
      <Form.Item
        name="configKey"
        label={t`Business code`}
        description={t`What the platform sends through this channel by; one per channel.`}
        rules={[
          { required: true, message: t`Please enter the business code` },
          { pattern: KEY, message: t`Letters, digits, _ and -; at most 64` },
        ]}
      >
        <Input autoComplete="off" data-testid="channel-key" />
      </Form.Item>
      <ChannelValueFields
        type={type}
        supplier={type === 'sms' ? smsSupplier : hookSupplier}
        storedSupplier={initial.smsSupplier}
      />
      <Form.Item name="enabled" label={t`Enabled`} valuePropName="checked">
        <Switch aria-label={t`Enabled`} tabIndex={0} data-testid="channel-enabled" />
      </Form.Item>
    </Form>
  );
}
