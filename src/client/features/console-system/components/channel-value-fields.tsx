import { Input, Switch } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import type { ChannelType } from '@contract/channel';
import { Form } from '@/components/form';
import { FormChoice } from '@/components/form-choice';

/** The settings' fields of the channel form (each kind's own; `smsSupplier` and `hookSupplier` are `supplier`). */
export type ValueFields = {
  smsSupplier: string;
  hookSupplier: string;
  url: string;
  secretHeader: string;
  accessKeySecret: string;
  smtpServer: string;
  port: string;
  username: string;
  password: string;
  from: string;
  isSSL: boolean;
  tokenId: string;
  sign: string;
};

/** http(s), a host, then anything without spaces; the server holds it to https (or http to its own machine). */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\S*$/;
const PORT = /^\d{1,5}$/;
const HEADER = /^[A-Za-z0-9-]{1,64}$/;

/** A secret's field: answered masked, sent back as it is unless typed over (empty clears it). */
function SecretItem({ name, label, testId }: { name: keyof ValueFields; label: string; testId: string }) {
  const { t } = useLingui();
  return (
    <Form.Item
      name={name}
      label={label}
      description={t`Shown masked. Leave it as it is to keep the stored secret; empty it to clear it.`}
      rules={[{ max: 1000, message: t`At most 1000 characters` }]}
    >
      <Input autoComplete="off" data-testid={testId} />
    </Form.Item>
  );
}

/**
 * A channel's own settings, by its kind. SMS: the supplier (a webhook to the association's gateway, or the
 * server's outbox file to try it), the gateway's address, the header carrying the secret, the secret. E-mail: the
 * SMTP server (none: the outbox file), port, account, sender, SSL. Webhook: the platform, its address or a
 * robot's token, the signing secret.
 */
export function ChannelValueFields({
  type,
  supplier,
  storedSupplier,
}: {
  type: ChannelType;
  supplier: string;
  /** A stored SMS supplier of pig's that this server cannot send through: still offered, as it was saved. */
  storedSupplier: string;
}) {
  const { t } = useLingui();
  const urlRule = { pattern: WEB_ADDRESS, message: t`A web address starting with http:// or https://` };
  if (type === 'sms') {
    const suppliers = [
      { value: 'webhook', label: t`Webhook gateway` },
      { value: 'outbox', label: t`Outbox file (trying only)` },
    ];
    if (!suppliers.some((s) => s.value === storedSupplier))
      suppliers.push({ value: storedSupplier, label: storedSupplier });
    return (
      <>
        <Form.Item name="smsSupplier" label={t`Supplier`}>
          <FormChoice label={t`Supplier`} keep options={suppliers} data-testid="channel-sms-supplier" />
        </Form.Item>
        <Form.Item
          name="url"
          label={t`Gateway URL`}
          description={t`Each text is posted there as JSON.`}
          rules={[{ required: supplier === 'webhook', message: t`Please enter the URL` }, urlRule]}
        >
          <Input placeholder="https://sms.example.com/send" data-testid="channel-url" />
        </Form.Item>
        <Form.Item
          name="secretHeader"
          label={t`Secret header`}
          rules={[{ pattern: HEADER, message: t`Letters, digits and -; at most 64` }]}
        >
          <Input placeholder="X-Sms-Secret" autoComplete="off" data-testid="channel-secret-header" />
        </Form.Item>
        <SecretItem name="accessKeySecret" label={t`Secret`} testId="channel-secret" />
      </>
    );
  }
  if (type === 'email')
    return (
      <>
        <Form.Item
          name="smtpServer"
          label={t`SMTP server`}
          description={t`Empty: mails go to the server's outbox file (trying only).`}
        >
          <Input placeholder="smtp.example.com" autoComplete="off" data-testid="channel-smtp-server" />
        </Form.Item>
        <Form.Item
          name="port"
          label={t`Port`}
          rules={[{ pattern: PORT, message: t`A port from 1 to 65535` }]}
        >
          <Input inputMode="numeric" placeholder="465" data-testid="channel-port" />
        </Form.Item>
        <Form.Item name="username" label={t`Username`}>
          <Input autoComplete="off" data-testid="channel-username" />
        </Form.Item>
        <SecretItem name="password" label={t`Password`} testId="channel-password" />
        <Form.Item name="from" label={t`From address`}>
          <Input autoComplete="off" data-testid="channel-from" />
        </Form.Item>
        <Form.Item name="isSSL" label={t`Use SSL`} valuePropName="checked">
          <Switch aria-label={t`Use SSL`} tabIndex={0} data-testid="channel-ssl" />
        </Form.Item>
      </>
    );
  const robot = supplier !== 'webhook';
  return (
    <>
      <Form.Item name="hookSupplier" label={t`Platform`}>
        <FormChoice
          label={t`Platform`}
          keep
          data-testid="channel-hook-supplier"
          options={[
            { value: 'webhook', label: t`Generic webhook` },
            { value: 'ding_talk', label: t`DingTalk` },
            { value: 'byte_talk', label: t`Feishu` },
            { value: 'we_talk', label: t`WeCom` },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="url"
        label={t`Webhook URL`}
        description={robot ? t`A robot's whole address, or leave it empty and give its token.` : undefined}
        rules={[{ required: !robot, message: t`Please enter the URL` }, urlRule]}
      >
        <Input placeholder="https://hooks.example.com/…" data-testid="channel-url" />
      </Form.Item>
      {robot && <SecretItem name="tokenId" label={t`Access token`} testId="channel-token" />}
      <SecretItem name="sign" label={t`Signing secret`} testId="channel-sign" />
    </>
  );
}
