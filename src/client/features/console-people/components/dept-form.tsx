import { Button, Input, Stepper } from 'antd-mobile';
import { Form } from '@/components/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeptNode } from '@contract/dept';
import type { DeptFields } from '../api/people-admin';
import { UserContent } from '@/components/user-content';

/** Add or edit a department: its name, its place (the parent, fixed here) and its sort order. */
export function DeptForm({
  dept,
  parentName,
  busy,
  onSubmit,
}: {
  dept?: DeptNode;
  parentName: string;
  busy: boolean;
  onSubmit: (f: Omit<DeptFields, 'parentId'>) => void;
}) {
  const { t } = useLingui();
  return (
    <Form
      layout="vertical"
      initialValues={{ name: dept?.name ?? '', sortOrder: dept?.sortOrder ?? 0 }}
      onFinish={onSubmit}
      data-testid="dept-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="dept-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <p className="form-note">
        <Trans>Parent department:</Trans> <UserContent>{parentName}</UserContent>
      </p>
      <Form.Item
        name="name"
        label={t`Department name`}
        rules={[{ required: true, whitespace: true, max: 64, message: t`Please enter the department name` }]}
      >
        <Input data-testid="dept-name" />
      </Form.Item>
      <Form.Item name="sortOrder" label={t`Sort order`}>
        <Stepper min={0} max={1_000_000} digits={0} />
      </Form.Item>
    </Form>
  );
}
