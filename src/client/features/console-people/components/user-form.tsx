import { useState } from 'react';
import { Button, Input, Space, Tag, Switch, Checkbox } from 'antd-mobile';
import { Form } from '@/components/form';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MOBILE_PATTERN } from '@contract/validators';
import { USERNAME_MAX, USERNAME_MIN } from '@contract/constants';
import { isStrongEnough } from '@contract/password';
import type { DeptNode } from '@contract/dept';
import type { UserVo } from '@contract/user';
import { chineseEnglishDigitUnderscore, email } from '@contract/validators';
import { RecordChooser } from '@/components/record-chooser';
import { StrengthMeter } from '@/components/strength-meter';
import {
  deptTreeQuery,
  flatten,
  postListQuery,
  rolesQuery,
  userExists,
  type UserFields,
} from '../api/people-admin';
import { UserContent } from '@/components/user-content';

export type { UserFields };

/** The chosen departments as tags (the main one first, highlighted) and the button that opens the chooser. */
function DeptTags({
  value = [],
  names,
  onChoose,
}: {
  value?: string[];
  names: Map<string, string>;
  onChoose: () => void;
}) {
  return (
    <div>
      <Space wrap>
        {value.map((id, i) => (
          <Tag key={id} color={i === 0 ? 'primary' : 'default'} data-testid="user-dept">
            <UserContent>{names.get(id) ?? id}</UserContent>
          </Tag>
        ))}
      </Space>{' '}
      <Button size="mini" onClick={onChoose} data-testid="user-choose-depts">
        <Trans>Choose departments</Trans>
      </Button>
    </div>
  );
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Departments for the chooser: the branch chosen in its tree, the search, a page of 20. */
function deptSource(tree: DeptNode[]) {
  const all = flatten(tree);
  return async (q: { text?: string; treeId?: string; current: number; size: number }) => {
    const branch = q.treeId ? flatten(all.find((d) => d.id === q.treeId)?.children ?? []) : all;
    const rows = [...(q.treeId ? all.filter((d) => d.id === q.treeId) : []), ...branch].filter(
      (d) => !q.text || d.name.includes(q.text),
    );
    const records = rows.slice((q.current - 1) * q.size, q.current * q.size);
    const total = rows.length;
    return {
      records,
      total: String(total),
      size: String(q.size),
      current: String(q.current),
      pages: String(Math.ceil(total / q.size)),
    };
  };
}

/**
 * Add or edit a user: the username (new users only) and the phone are checked with the server as they are typed;
 * a new user's password shows its strength; roles and posts are ticked; departments come from the chooser, the
 * first one being the main department.
 */
export function UserForm({
  user,
  busy,
  onSubmit,
}: {
  user?: UserVo;
  busy: boolean;
  onSubmit: (f: UserFields) => void;
}) {
  const { t } = useLingui();
  const [form] = Form.useForm<UserFields>();
  const roles = useQuery(rolesQuery());
  const posts = useQuery(postListQuery());
  const tree = useQuery(deptTreeQuery());
  const [choosing, setChoosing] = useState(false);
  const password = Form.useWatch('password', form) ?? '';
  const deptIds: string[] = Form.useWatch('deptIds', form) ?? user?.deptList.map((d) => d.deptId) ?? [];
  const names = new Map(flatten(tree.data ?? []).map((d) => [d.id, d.name]));
  const taken = (field: 'username' | 'phone', message: string, original?: string | null) => ({
    validator: async (_: unknown, v?: string) => {
      if (!v || v === original) return;
      await pause(300);
      if (form.getFieldValue(field) !== v) return;
      if (await userExists({ [field]: v })) throw new Error(message);
    },
  });
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        username: user?.username ?? '',
        phone: user?.phone ?? '',
        nickname: user?.nickname ?? '',
        name: user?.name ?? '',
        email: user?.email ?? '',
        role: user?.roleList.map((r) => r.roleId) ?? [],
        post: user?.postList.map((p) => p.postId) ?? [],
        deptIds: user?.deptList.map((d) => d.deptId) ?? [],
        locked: user?.lockFlag === '9',
      }}
      onFinish={onSubmit}
      data-testid="user-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="user-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item
        name="username"
        label={t`Username`}
        disabled={!!user}
        validateFirst
        rules={
          user
            ? []
            : [
                { required: true, message: t`Please enter the username` },
                { min: USERNAME_MIN, max: USERNAME_MAX, message: t`The username must be 5 to 20 characters` },
                {
                  validator: async (_: unknown, v?: string) => {
                    if (v && chineseEnglishDigitUnderscore(v))
                      throw new Error(t`Chinese, English letters, digits and underscores only`);
                  },
                },
                taken('username', t`This username is already taken`),
              ]
        }
      >
        <Input data-testid="user-username" autoComplete="off" />
      </Form.Item>
      {!user && (
        <Form.Item
          name="password"
          label={t`Password`}
          description={<StrengthMeter password={password} />}
          validateFirst
          rules={[
            { required: true, message: t`Please enter the password` },
            { min: 6, max: 20, message: t`The password must be 6 to 20 characters` },
            {
              validator: async (_: unknown, v?: string) => {
                if (v && !isStrongEnough(v)) throw new Error(t`Password strength is too low`);
              },
            },
          ]}
        >
          <Input type="password" data-testid="user-password" autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item
        name="phone"
        label={t`Mobile number`}
        validateFirst
        rules={[
          { required: true, message: t`Please enter the mobile number` },
          { pattern: MOBILE_PATTERN, message: t`Mobile number format error` },
          taken('phone', t`This mobile number is already taken`, user?.phone),
        ]}
      >
        <Input data-testid="user-phone" inputMode="tel" />
      </Form.Item>
      <Form.Item name="name" label={t`Name`} rules={[{ max: 64 }]}>
        <Input data-testid="user-name" />
      </Form.Item>
      <Form.Item name="nickname" label={t`Nickname`} rules={[{ max: 64 }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="email"
        label={t`Email`}
        rules={[
          {
            validator: async (_: unknown, v?: string) => {
              if (v && email(v)) throw new Error(t`Mailbox format error`);
            },
          },
        ]}
      >
        <Input type="email" />
      </Form.Item>
      <Form.Item
        name="role"
        label={t`Roles`}
        rules={[{ required: true, type: 'array', min: 1, message: t`Please choose a role` }]}
      >
        <Checkbox.Group>
          <Space wrap>
            {(roles.data ?? []).map((r) => (
              <Checkbox className="tick-choice" key={r.roleId} value={r.roleId} data-testid="user-role">
                <UserContent>{r.roleName}</UserContent>
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </Form.Item>
      <Form.Item name="post" label={t`Posts`}>
        <Checkbox.Group>
          <Space wrap>
            {(posts.data ?? []).map((p) => (
              <Checkbox className="tick-choice" key={p.postId} value={p.postId} data-testid="user-post">
                <UserContent>{p.postName}</UserContent>
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </Form.Item>
      <Form.Item
        name="deptIds"
        label={t`Departments (the first is the main one)`}
        rules={[{ required: true, type: 'array', min: 1, message: t`Please choose a department` }]}
      >
        <DeptTags names={names} onChoose={() => setChoosing(true)} />
      </Form.Item>
      <Form.Item name="locked" label={t`Locked`} valuePropName="checked" childElementPosition="right">
        <Switch tabIndex={0} aria-label={t`Locked`} />
      </Form.Item>
      <RecordChooser
        open={choosing}
        onClose={() => setChoosing(false)}
        title={t`Choose departments`}
        multiple
        tree={tree.data}
        load={deptSource(tree.data ?? [])}
        rowKey={(d) => d.id}
        initial={flatten(tree.data ?? []).filter((d) => deptIds.includes(d.id))}
        columns={[{ key: 'name', title: t`Department`, render: (d) => d.name, userContent: true }]}
        onConfirm={(rows) => {
          form.setFieldValue(
            'deptIds',
            rows.map((r) => r.id),
          );
          setChoosing(false);
        }}
      />
    </Form>
  );
}
