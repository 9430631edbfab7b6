import { Button, Input, Switch } from 'antd-mobile';
import { Form } from '@/components/form';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CLIENT_ID,
  GRANT_TYPES,
  TOKEN_VALIDITY_MAX,
  type GrantType,
  type OauthClient,
} from '@contract/client';
import { urlList } from '@contract/value-formats';
import { formRule, useRuleText } from '@/components/form-rules';
import { TagList } from '@/components/tag-list';
import type { ClientFields } from '../api/access-admin';

type Values = {
  clientId: string;
  clientSecret: string;
  scope: string[];
  authorizedGrantTypes: GrantType[];
  accessTokenValidity: string;
  refreshTokenValidity: string;
  webServerRedirectUri?: string;
  captcha: boolean;
  encrypted: boolean;
  onlyOneSession: boolean;
};

/** The grants as checkboxes (a Form.Item child). */
function GrantBoxes({ value = [], onChange }: { value?: GrantType[]; onChange?: (v: GrantType[]) => void }) {
  const { t } = useLingui();
  const names: Record<GrantType, string> = {
    password: t`Password`,
    refresh_token: t`Refresh token`,
    mobile: t`Mobile code and social login`,
    authorization_code: t`Authorization code`,
    client_credentials: t`Client credentials`,
  };
  return (
    <div role="group" aria-label={t`Grant types`} className="grant-boxes" data-testid="client-grants">
      {GRANT_TYPES.map((g) => (
        <label key={g}>
          <input
            type="checkbox"
            checked={value.includes(g)}
            onChange={(e) => onChange?.(e.target.checked ? [...value, g] : value.filter((x) => x !== g))}
          />
          {names[g]} <code translate="no">{g}</code>
        </label>
      ))}
    </div>
  );
}

const seconds = { pattern: /^\d{1,9}$/, message: '' };

/**
 * Add or edit an OAuth client: its id (unique) and secret (on edit, left empty to keep it: no page shows a
 * secret), grants, token lifetimes in seconds, and pig's flags: a puzzle before password logins, the password
 * sent encrypted, one session per user.
 */
export function ClientForm({
  client,
  onSubmit,
  busy,
}: {
  client?: OauthClient;
  onSubmit: (fields: ClientFields) => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const ruleText = useRuleText();
  const [form] = Form.useForm<Values>();
  const whole = { ...seconds, message: t`Seconds: a whole number from 1 to ${TOKEN_VALIDITY_MAX}` };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        clientId: client?.clientId ?? '',
        clientSecret: '',
        // pig keeps scopes comma-separated; the form shows them as a tag list.
        scope: (client?.scope ?? 'server')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        authorizedGrantTypes: (client?.authorizedGrantTypes ?? ['password', 'refresh_token']) as GrantType[],
        accessTokenValidity: String(client?.accessTokenValidity ?? 43200),
        refreshTokenValidity: String(client?.refreshTokenValidity ?? 2592001),
        webServerRedirectUri: client?.webServerRedirectUri ?? '',
        captcha: (client?.captchaFlag ?? '1') === '1',
        encrypted: (client?.encFlag ?? '1') === '1',
        onlyOneSession: client?.onlineQuantity === '0',
      }}
      onFinish={(v: Values) =>
        onSubmit({
          clientId: v.clientId.trim(),
          clientSecret: v.clientSecret.trim(),
          scope: v.scope.join(','),
          authorizedGrantTypes: v.authorizedGrantTypes,
          accessTokenValidity: Number(v.accessTokenValidity),
          refreshTokenValidity: Number(v.refreshTokenValidity),
          webServerRedirectUri: v.webServerRedirectUri?.trim() || null,
          authorities: client?.authorities ?? null,
          autoapprove: client?.autoapprove ?? 'true',
          captchaFlag: v.captcha ? '1' : '0',
          encFlag: v.encrypted ? '1' : '0',
          onlineQuantity: v.onlyOneSession ? '0' : '1',
        })
      }
      data-testid="client-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="client-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item
        name="clientId"
        label={t`Client ID`}
        rules={[
          { required: true, message: t`Please enter the client ID` },
          { pattern: CLIENT_ID, message: t`Letters, digits, _ and -; at most 64` },
        ]}
      >
        <Input data-testid="client-id" />
      </Form.Item>
      <Form.Item
        name="clientSecret"
        label={t`Client secret`}
        description={client ? t`Leave empty to keep the current secret.` : undefined}
        rules={client ? [] : [{ required: true, message: t`Please enter the secret` }]}
      >
        <Input type="password" autoComplete="new-password" data-testid="client-secret" />
      </Form.Item>
      <Form.Item
        name="scope"
        label={t`Scope`}
        rules={[{ required: true, type: 'array', min: 1, message: t`Please enter the scope` }]}
      >
        <TagList label={t`Scope`} data-testid="client-scope" />
      </Form.Item>
      <Form.Item
        name="authorizedGrantTypes"
        label={t`Grant types`}
        rules={[{ required: true, type: 'array', min: 1, message: t`Choose at least one grant` }]}
      >
        <GrantBoxes />
      </Form.Item>
      <Form.Item name="accessTokenValidity" label={t`Access token lifetime (seconds)`} rules={[whole]}>
        <Input type="number" min={1} data-testid="client-access-ttl" />
      </Form.Item>
      <Form.Item name="refreshTokenValidity" label={t`Refresh token lifetime (seconds)`} rules={[whole]}>
        <Input type="number" min={1} data-testid="client-refresh-ttl" />
      </Form.Item>
      <Form.Item
        name="webServerRedirectUri"
        label={t`Redirect address`}
        description={t`Web addresses such as https://example.com/callback, separated by commas.`}
        rules={[{ max: 255, message: t`At most 255 characters` }, formRule(urlList, ruleText)]}
      >
        <Input data-testid="client-redirect" />
      </Form.Item>
      <Form.Item
        name="captcha"
        label={t`Puzzle before a password login`}
        valuePropName="checked"
        description={t`Takes effect on the next login (when the site’s captcha is on).`}
      >
        <Switch aria-label={t`Puzzle before a password login`} tabIndex={0} data-testid="client-captcha" />
      </Form.Item>
      <Form.Item name="encrypted" label={t`Password sent encrypted`} valuePropName="checked">
        <Switch aria-label={t`Password sent encrypted`} tabIndex={0} data-testid="client-enc" />
      </Form.Item>
      <Form.Item
        name="onlyOneSession"
        label={t`One session per user`}
        valuePropName="checked"
        description={t`A new login ends the user’s other sessions.`}
      >
        <Switch aria-label={t`One session per user`} tabIndex={0} data-testid="client-online" />
      </Form.Item>
    </Form>
  );
}
