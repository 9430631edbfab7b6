import { useEffect, useState } from 'react';
import { Button, Form, Input, Selector, Tabs, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { getTenantId } from '@/lib/storage';
import { loginWithPassword } from '@/lib/account';
import { tenantListQuery } from '../api/tenants';

type Values = { username: string; password: string };

export function LoginPage({ title, onLoggedIn }: { title: string; onLoggedIn: () => void }) {
  const { t } = useLingui();
  const [tenantId, setTenant] = useState(getTenantId());
  const [submitting, setSubmitting] = useState(false);
  const [visible, setVisible] = useState(false);
  const tenants = useQuery(tenantListQuery());

  useEffect(() => {
    if (tenants.isError) Toast.show({ content: t`Failed to get tenant list` });
  }, [tenants.isError, t]);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await loginWithPassword({ ...values, tenantId });
      Toast.show({ content: t`Login successful` });
      onLoggedIn();
    } catch (err) {
      Toast.show({ content: err instanceof Error && err.message ? err.message : t`System error, please contact the administrator`, duration: 2000 });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="login-page">
      <h1 className="login-title">{title}</h1>
      <Tabs defaultActiveKey="account">
        <Tabs.Tab title={t`Account login`} key="account">
          <Form
            layout="vertical"
            onFinish={submit}
            footer={
              <Button block type="submit" color="primary" size="large" loading={submitting} data-testid="login-submit">
                <Trans>Log in</Trans>
              </Button>
            }
          >
            <Form.Item name="username" label={t`Username`} rules={[{ required: true, message: t`Please enter your username` }]} data-testid="login-username">
              <Input placeholder={t`Username`} autoComplete="username" clearable />
            </Form.Item>
            <Form.Item
              name="password"
              label={t`Password`}
              rules={[{ required: true, message: t`Please enter your password` }]}
              data-testid="login-password"
              extra={
                <button type="button" className="link-button" onClick={() => setVisible((v) => !v)}>
                  {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
                </button>
              }
            >
              <Input placeholder={t`Password`} type={visible ? 'text' : 'password'} autoComplete="current-password" />
            </Form.Item>
            <Form.Item label={t`Organisation`} data-testid="login-tenant">
              <Selector
                columns={1}
                value={[tenantId]}
                onChange={(v) => v[0] && setTenant(v[0])}
                options={(tenants.data ?? []).map((tn) => ({ label: tn.name, value: tn.id }))}
              />
            </Form.Item>
          </Form>
        </Tabs.Tab>
        <Tabs.Tab title={t`SMS login`} key="sms" disabled />
        <Tabs.Tab title={t`Social login`} key="social" disabled />
        <Tabs.Tab title={t`Create account`} key="register" disabled />
      </Tabs>
      <p className="browser-tip">
        <Trans>For the best experience use the latest Chrome, Edge or Safari.</Trans>
      </p>
    </main>
  );
}
