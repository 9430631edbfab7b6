import { Button, Input, Switch } from 'antd-mobile';
import { useState } from 'react';
import { Form } from '@/components/form';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MENU_PATH,
  MENU_ROOT,
  MENU_TYPES,
  PERMISSION_STRING,
  type MenuTreeNode,
  type MenuType,
} from '@contract/menu';
import { link } from '@contract/value-formats';
import { formRule, useRuleText } from '@/components/form-rules';
import { FormChoice } from '@/components/form-choice';
import type { MenuFields } from '../api/access-admin';
import { IconPicker } from '@/components/menu-icons';
import { menuLabel } from './menu-items';
import { NativeSelect } from '@/components/native-select';

/** What the form starts from: a menu to edit, or where a new one goes and what it is. */
export type MenuDraft = Partial<MenuTreeNode> & { parentId: string; menuType: MenuType };

type Values = {
  menuType: MenuType;
  parentId: string;
  name: string;
  nameEn?: string;
  path?: string;
  permission?: string;
  icon?: string | null;
  sortOrder: string;
  visible: boolean;
  keepAlive: boolean;
  embedded: boolean;
};

/** The places a menu may go: the root and every page or top menu, indented, never a button nor the menu itself. */
function parents(nodes: MenuTreeNode[], self: string | undefined, locale: string, depth = 0) {
  const out: { id: string; label: string }[] = [];
  for (const n of nodes) {
    if (n.menuType === MENU_TYPES.button || n.id === self) continue;
    out.push({ id: n.id, label: `${'\u00a0\u00a0'.repeat(depth)}${menuLabel(n, locale)}` });
    out.push(...parents(n.children ?? [], self, locale, depth + 1));
  }
  return out;
}

/** Add or edit a menu, a top menu or a button, with the rules the server applies. */
export function MenuForm({
  draft,
  tree,
  onSubmit,
  busy,
}: {
  draft: MenuDraft;
  tree: MenuTreeNode[];
  onSubmit: (fields: MenuFields) => void;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const ruleText = useRuleText();
  const [form] = Form.useForm<Values>();
  const [type, setType] = useState<MenuType>(draft.menuType);
  const [path, setPath] = useState(draft.path ?? '');
  const isButton = type === MENU_TYPES.button;
  const options = [{ id: MENU_ROOT, label: t`(Root)` }, ...parents(tree, draft.menuId, i18n.locale)];
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        menuType: draft.menuType,
        parentId: draft.parentId,
        name: draft.name ?? '',
        nameEn: draft.nameEn ?? '',
        path: draft.path ?? '',
        permission: draft.permission ?? '',
        icon: draft.icon ?? null,
        sortOrder: String(draft.sortOrder ?? 0),
        visible: (draft.visible ?? '1') === '1',
        keepAlive: draft.keepAlive === '1',
        embedded: draft.embedded === '1',
      }}
      onValuesChange={(changed: Partial<Values>) => {
        if (changed.menuType) setType(changed.menuType);
        if (changed.path !== undefined) setPath(changed.path);
      }}
      onFinish={(v: Values) =>
        onSubmit({
          menuType: v.menuType,
          parentId: v.menuType === MENU_TYPES.top ? MENU_ROOT : v.parentId,
          name: v.name.trim(),
          nameEn: v.nameEn?.trim() || null,
          path: isButton ? null : v.path?.trim() || null,
          permission: isButton ? v.permission?.trim() || null : null,
          icon: isButton ? null : (v.icon ?? null),
          sortOrder: Number(v.sortOrder) || 0,
          visible: v.visible ? '1' : '0',
          keepAlive: v.keepAlive ? '1' : '0',
          embedded: v.embedded ? '1' : '0',
        })
      }
      data-testid="menu-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="menu-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item name="menuType" label={t`Type`}>
        <FormChoice
          label={t`Type`}
          keep
          data-testid="menu-type"
          options={[
            { value: MENU_TYPES.menu, label: t`Menu` },
            { value: MENU_TYPES.button, label: t`Button` },
            { value: MENU_TYPES.top, label: t`Top menu` },
          ]}
        />
      </Form.Item>
      {type !== MENU_TYPES.top && (
        <Form.Item name="parentId" label={t`Parent`}>
          <NativeSelect options={options} testId="menu-parent" />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t`Name (Chinese)`}
        rules={[
          { required: true, whitespace: true, message: t`Please enter the name` },
          { max: 64, message: t`At most 64 characters` },
        ]}
      >
        <Input data-testid="menu-name" />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={t`Name (English)`}
        rules={[{ max: 64, message: t`At most 64 characters` }]}
      >
        <Input data-testid="menu-name-en" />
      </Form.Item>
      {isButton ? (
        <Form.Item
          name="permission"
          label={t`Permission string`}
          description={t`What the server checks, e.g. sys_user_add; used by one button only.`}
          rules={[
            { required: true, message: t`Please enter the permission string` },
            {
              pattern: PERMISSION_STRING,
              message: t`Letters, digits and _ : . -, starting with a letter; at most 64`,
            },
          ]}
        >
          <Input data-testid="menu-permission" />
        </Form.Item>
      ) : (
        <>
          <Form.Item
            name="path"
            label={t`Path`}
            description={t`A console path such as /admin/system/user/index, or a web address.`}
            rules={[
              { required: true, message: t`Please enter the path` },
              { pattern: MENU_PATH, message: t`A path starting with / or an http(s) address` },
              formRule(link, ruleText),
            ]}
          >
            <Input data-testid="menu-path" />
          </Form.Item>
          <Form.Item name="icon" label={t`Icon`}>
            <IconPicker />
          </Form.Item>
          <Form.Item name="visible" label={t`Shown in the menu`} valuePropName="checked">
            <Switch aria-label={t`Shown in the menu`} tabIndex={0} data-testid="menu-visible" />
          </Form.Item>
          <Form.Item name="keepAlive" label={t`Keep the page when leaving it`} valuePropName="checked">
            <Switch aria-label={t`Keep the page when leaving it`} tabIndex={0} />
          </Form.Item>
          {path.startsWith('http') && (
            <Form.Item name="embedded" label={t`Open inside the console`} valuePropName="checked">
              <Switch aria-label={t`Open inside the console`} tabIndex={0} />
            </Form.Item>
          )}
        </>
      )}
      <Form.Item
        name="sortOrder"
        label={t`Order`}
        rules={[{ pattern: /^\d{1,5}$/, message: t`A whole number from 0 to 99999` }]}
      >
        <Input type="number" min={0} data-testid="menu-order" />
      </Form.Item>
    </Form>
  );
}
