import { Button, Input, Switch } from 'antd-mobile';
import { Form } from '@/components/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SocialDetailsBody, SocialType } from '@contract/social';
import { FormChoice } from '@/components/form-choice';
import type { SocialDetails } from '../api/system-admin';

const TYPES: SocialType[] = ['OIDC', 'WEIXIN_CP', 'DINGTALK', 'WX'];

/** http(s), a host, then anything without spaces; the server checks it as a URL once more. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\S*$/;

/** The login page's own /authredirect on this site: what the provider sends the browser back to. */
const defaultRedirect = () => `${location.origin}/authredirect`;

/**
 * Add or edit a social login. The secret is write-only: editing, an empty secret keeps the stored one. An OpenID
 * Connect provider needs its issuer; WeCom its agent id.
 */
export function SocialForm({
  social,
  onSubmit,
  busy,
}: {
  social?: SocialDetails;
  onSubmit: (body: SocialDetailsBody) => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const [form] = Form.useForm<SocialDetailsBody>();
  const type = Form.useWatch('type', form) ?? social?.type ?? 'OIDC';
  const typeLabel: Record<SocialType, string> = {
    OIDC: t`OpenID Connect`,
    WEIXIN_CP: t`WeCom`,
    DINGTALK: t`DingTalk`,
    WX: t`WeChat scan`,
  };
  const finish = (v: SocialDetailsBody) =>
    onSubmit({
      ...v,
      appSecret: v.appSecret || undefined,
      issuer: v.type === 'OIDC' ? v.issuer || null : null,
      agentId: v.type === 'WEIXIN_CP' ? v.agentId || null : null,
    });
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        type: social?.type ?? 'OIDC',
        name: social?.name ?? '',
        appId: social?.appId ?? '',
        appSecret: '',
        issuer: social?.issuer ?? '',
        agentId: social?.agentId ?? '',
        redirectUrl: social?.redirectUrl ?? defaultRedirect(),
        enabled: social?.enabled ?? true,
      }}
      onFinish={finish}
      data-testid="social-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="social-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item name="type" label={t`Kind`}>
        <FormChoice
          label={t`Kind`}
          keep
          options={TYPES.map((v) => ({ value: v, label: typeLabel[v] }))}
          data-testid="social-type"
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t`Name on the login page`}
        rules={[{ required: true, whitespace: true, message: t`Please enter the name` }]}
      >
        <Input data-testid="social-name" />
      </Form.Item>
      <Form.Item
        name="appId"
        label={t`App ID (client ID)`}
        rules={[{ required: true, whitespace: true, message: t`Please enter the app ID` }]}
      >
        <Input data-testid="social-app-id" />
      </Form.Item>
      <Form.Item
        name="appSecret"
        label={t`Secret`}
        description={social?.appSecretSet ? t`Set. Leave empty to keep it.` : undefined}
        rules={social ? [] : [{ required: true, message: t`Please enter the secret` }]}
      >
        <Input type="password" autoComplete="new-password" data-testid="social-secret" />
      </Form.Item>
      {type === 'OIDC' && (
        <Form.Item
          name="issuer"
          label={t`Issuer URL`}
          rules={[
            { required: true, message: t`Please enter the issuer` },
            { pattern: WEB_ADDRESS, message: t`A web address starting with http:// or https://` },
          ]}
        >
          <Input placeholder="https://login.example.com" data-testid="social-issuer" />
        </Form.Item>
      )}
      {type === 'WEIXIN_CP' && (
        <Form.Item name="agentId" label={t`Agent ID`}>
          <Input data-testid="social-agent-id" />
        </Form.Item>
      )}
      <Form.Item
        name="redirectUrl"
        label={t`Redirect URL`}
        description={t`Register this address with the provider.`}
        rules={[
          { required: true, message: t`Please enter the redirect URL` },
          { pattern: WEB_ADDRESS, message: t`A web address starting with http:// or https://` },
        ]}
      >
        <Input data-testid="social-redirect" />
      </Form.Item>
      <Form.Item name="enabled" label={t`Shown on the login page`} valuePropName="checked">
        <Switch aria-label={t`Shown on the login page`} tabIndex={0} data-testid="social-enabled" />
      </Form.Item>
    </Form>
  );
}
