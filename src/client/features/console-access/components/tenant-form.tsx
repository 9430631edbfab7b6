import { Button, DotLoading, Input } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { Form } from '@/components/form';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '@contract/permissions';
import { PLATFORM_TENANT_ID, TENANT_CODE, type Tenant } from '@contract/tenant';
import { FormChoice } from '@/components/form-choice';
import { useAuth } from '@/lib/permissions';
import { packageMenusQuery, type TenantFields } from '../api/access-admin';
import { CheckTree, checkedLeaves, grantOf } from './check-tree';
import { menuItems } from './menu-items';

type Values = {
  name: string;
  code: string;
  startDate: string;
  endDate: string;
  status: '0' | '9';
  username?: string;
  password?: string;
};

const day = (wire: string | null | undefined) => wire?.slice(0, 10) ?? '';

/**
 * Add or edit a tenant: name, code (fixed once made), the dates it may be used (the end date's whole day
 * counts), status, its menu package (with its own permission), and on creation its first administrator.
 */
export function TenantForm({
  tenant,
  onSubmit,
  busy,
}: {
  tenant?: Tenant;
  onSubmit: (fields: TenantFields) => void;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<Values>();
  const platform = tenant?.id === PLATFORM_TENANT_ID;
  const canPackage = useAuth(PERMISSIONS.tenantMenu) && !platform;
  const menus = useQuery({ ...packageMenusQuery(), enabled: canPackage });
  const roots = useMemo(() => menuItems(menus.data ?? [], i18n.locale), [menus.data, i18n.locale]);
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const shown = picked ?? checkedLeaves(roots, tenant?.menuId?.split(',') ?? []);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        name: tenant?.name ?? '',
        code: tenant?.code ?? '',
        startDate: day(tenant?.startTime) || today,
        endDate: day(tenant?.endTime),
        status: tenant?.status === '9' ? '9' : '0',
        username: 'admin',
        password: '',
      }}
      onFinish={(v: Values) =>
        onSubmit({
          name: v.name.trim(),
          code: v.code.trim(),
          startTime: `${v.startDate} 00:00:00`,
          endTime: `${v.endDate} 23:59:59`,
          status: v.status,
          menuId:
            canPackage && (picked || !tenant) ? grantOf(roots, shown).join(',') : (tenant?.menuId ?? ''),
          ...(tenant ? {} : { username: v.username?.trim(), password: v.password }),
        })
      }
      data-testid="tenant-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="tenant-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item
        name="name"
        label={t`Tenant name`}
        rules={[{ required: true, whitespace: true, message: t`Please enter the tenant name` }]}
      >
        <Input data-testid="tenant-name" />
      </Form.Item>
      <Form.Item
        name="code"
        label={t`Tenant code`}
        description={tenant ? t`Fixed once the tenant is made.` : t`Letters, digits, _ and -.`}
        rules={[
          { required: true, message: t`Please enter the tenant code` },
          { pattern: TENANT_CODE, message: t`Letters, digits, _ and -.` },
        ]}
      >
        <Input disabled={!!tenant} data-testid="tenant-code" />
      </Form.Item>
      <Form.Item
        name="startDate"
        label={t`Valid from`}
        rules={[{ required: true, message: t`Please choose a date` }]}
      >
        <Input type="date" data-testid="tenant-start" />
      </Form.Item>
      <Form.Item
        name="endDate"
        label={t`Valid until`}
        description={t`After this day its users are told the tenant has expired.`}
        rules={[
          { required: true, message: t`Please choose a date` },
          {
            validator: async (_, value: string) => {
              if (value && value < form.getFieldValue('startDate'))
                throw new Error(t`The end must come after the start`);
            },
          },
        ]}
      >
        <Input type="date" disabled={platform} data-testid="tenant-end" />
      </Form.Item>
      <Form.Item name="status" label={t`Status`}>
        <FormChoice
          label={t`Status`}
          keep
          data-testid="tenant-status"
          options={[
            { value: '0', label: t`In service` },
            ...(platform ? [] : [{ value: '9' as const, label: t`Frozen` }]),
          ]}
        />
      </Form.Item>
      {!tenant && (
        <>
          <Form.Item
            name="username"
            label={t`Administrator’s username`}
            rules={[{ required: true, min: 5, max: 20, message: t`5 to 20 characters` }]}
          >
            <Input data-testid="tenant-admin-username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t`Administrator’s password`}
            description={t`6 to 20 characters, with two of letters, digits and symbols.`}
            rules={[{ required: true, min: 6, max: 20, message: t`6 to 20 characters` }]}
          >
            <Input type="password" autoComplete="new-password" data-testid="tenant-admin-password" />
          </Form.Item>
        </>
      )}
      {canPackage && (
        <Form.Item label={t`Menu package`} description={t`The menus this tenant’s roles may be granted.`}>
          {menus.isPending ? (
            <DotLoading className="loading-dots" />
          ) : (
            <CheckTree roots={roots} checked={shown} onChange={setPicked} data-testid="tenant-package" />
          )}
        </Form.Item>
      )}
    </Form>
  );
}
