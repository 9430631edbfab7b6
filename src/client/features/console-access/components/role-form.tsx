import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { TextArea } from '@/components/text-area';
import { Form } from '@/components/form';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DS_CUSTOM, ROLE_CODE, type DsType, type RoleDetail } from '@contract/role';
import { FormChoice } from '@/components/form-choice';
import { deptTreeQuery, type DeptNode, type RoleFields } from '../api/access-admin';
import { UserContent } from '@/components/user-content';

/** The data scopes' names (pigx's ds_type). */
export function useScopeNames(): Record<DsType, string> {
  const { t } = useLingui();
  return {
    '0': t`All data`,
    '1': t`Chosen departments`,
    '2': t`Own department and below`,
    '3': t`Own department`,
    '4': t`Only their own`,
  };
}

const flatten = (nodes: DeptNode[], depth = 0): { id: string; name: string; depth: number }[] =>
  nodes.flatMap((n) => [{ id: n.id, name: n.name, depth }, ...flatten(n.children ?? [], depth + 1)]);

/** The departments of a custom scope: each one a checkbox, indented under its parent. */
function DeptPicker({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const { t } = useLingui();
  const depts = useQuery(deptTreeQuery());
  if (depts.isError) return <p role="alert">{t`The department list cannot be loaded now.`}</p>;
  const rows = flatten(depts.data ?? []);
  return (
    <div role="group" aria-label={t`Departments`} className="dept-picker" data-testid="role-depts">
      {rows.map((d) => (
        <label key={d.id} style={{ paddingInlineStart: `${d.depth * 1.5}em` }}>
          <input
            type="checkbox"
            checked={value.includes(d.id)}
            onChange={(e) =>
              onChange?.(e.target.checked ? [...value, d.id] : value.filter((id) => id !== d.id))
            }
          />
          <UserContent>{d.name}</UserContent>
        </label>
      ))}
    </div>
  );
}

type Values = { roleName: string; roleCode: string; roleDesc?: string; dsType: DsType; dsScope: string[] };

/** Add or edit a role: name and code (unique in the tenant; the code fixed once made), description, data scope. */
export function RoleForm({
  role,
  onSubmit,
  busy,
}: {
  role?: RoleDetail;
  onSubmit: (fields: RoleFields) => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const [form] = Form.useForm<Values>();
  const names = useScopeNames();
  const [dsType, setDsType] = useState<DsType>(role?.dsType ?? '0');
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        roleName: role?.roleName ?? '',
        roleCode: role?.roleCode ?? '',
        roleDesc: role?.roleDesc ?? '',
        dsType: role?.dsType ?? '0',
        dsScope: role?.dsScope ? role.dsScope.split(',') : [],
      }}
      onValuesChange={(changed: Partial<Values>) => changed.dsType && setDsType(changed.dsType)}
      onFinish={(v: Values) =>
        onSubmit({
          roleName: v.roleName.trim(),
          roleCode: v.roleCode.trim(),
          roleDesc: v.roleDesc?.trim() || null,
          dsType: v.dsType,
          dsScope: v.dsType === DS_CUSTOM ? v.dsScope : [],
        })
      }
      data-testid="role-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="role-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item
        name="roleName"
        label={t`Role name`}
        rules={[
          { required: true, whitespace: true, message: t`Please enter the role name` },
          { max: 64, message: t`At most 64 characters` },
        ]}
      >
        <Input data-testid="role-name" />
      </Form.Item>
      <Form.Item
        name="roleCode"
        label={t`Role code`}
        description={
          role ? t`Fixed once the role is made.` : t`Letters, digits and _, starting with a letter.`
        }
        rules={[
          { required: true, message: t`Please enter the role code` },
          { pattern: ROLE_CODE, message: t`Letters, digits and _, starting with a letter.` },
        ]}
      >
        <Input disabled={!!role} data-testid="role-code" />
      </Form.Item>
      <Form.Item
        name="roleDesc"
        label={t`Description`}
        rules={[{ max: 255, message: t`At most 255 characters` }]}
      >
        <TextArea maxLength={255} data-testid="role-desc" />
      </Form.Item>
      <Form.Item name="dsType" label={t`Data scope`}>
        <FormChoice
          label={t`Data scope`}
          keep
          data-testid="role-scope"
          options={(Object.keys(names) as DsType[]).map((value) => ({ value, label: names[value] }))}
        />
      </Form.Item>
      {dsType === DS_CUSTOM && (
        <Form.Item
          name="dsScope"
          label={t`Departments`}
          rules={[{ required: true, type: 'array', min: 1, message: t`Choose at least one department` }]}
        >
          <DeptPicker />
        </Form.Item>
      )}
    </Form>
  );
}
