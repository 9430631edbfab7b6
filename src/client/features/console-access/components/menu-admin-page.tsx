import { Button, Space, Tag } from 'antd-mobile';
import './console-access.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MENU_ROOT, MENU_TYPES, type MenuTreeNode } from '@contract/menu';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { FreshnessNote } from '@/components/freshness-note';
import { NotAllowed } from '@/components/not-allowed';
import { toast } from '@/lib/feedback';
import { useAuth, useAuths } from '@/lib/permissions';
import { useUser } from '@/lib/session';
import { PLATFORM_TENANT_ID } from '@contract/tenant';
import {
  menuTreeQuery,
  useClearHomePage,
  useDeleteMenu,
  useSaveMenu,
  useSetHomePage,
} from '../api/access-admin';
import { MenuForm, type MenuDraft } from './menu-form';
import { MenuIcon } from '@/components/menu-icons';
import { menuLabel } from './menu-items';

type Row = MenuTreeNode & { depth: number };
const flatten = (nodes: MenuTreeNode[], open: Set<string>, depth = 0): Row[] =>
  nodes.flatMap((n) => [
    { ...n, depth },
    ...(open.has(n.id) && n.children ? flatten(n.children, open, depth + 1) : []),
  ]);
const ids = (nodes: MenuTreeNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])]);

/**
 * Console › System › Menus (pig's 菜单管理): the menu tree with its buttons, expanded and collapsed; add a top
 * menu, a page under a menu, a button under a page; edit (names in both languages, path, icon, order,
 * visibility, permission string); delete a leaf (a menu with children is refused, as pig does). Menus are the
 * platform's: other tenants' staff see the tree of their package and cannot change it.
 */
export function MenuAdminPage() {
  const { t, i18n } = useLingui();
  const canEdit = useAuth(PERMISSIONS.menuEdit);
  const canView = useAuths([PERMISSIONS.menuAdd, PERMISSIONS.menuEdit, PERMISSIONS.menuDel]);
  const tree = useQuery({ ...menuTreeQuery(), enabled: canView });
  // Menus are the platform's: other tenants' staff see their package's tree, and the server refuses their writes.
  const platform = useUser()?.user.tenantId === PLATFORM_TENANT_ID;
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<MenuDraft | null>(null);
  const save = useSaveMenu();
  const remove = useDeleteMenu();
  const setHome = useSetHomePage();
  const clearHome = useClearHomePage();
  if (!canView)
    return <NotAllowed testId="menu-admin">{t`You do not have permission to manage menus.`}</NotAllowed>;

  const roots = tree.data ?? [];
  const typeTag = (m: MenuTreeNode) =>
    m.menuType === MENU_TYPES.button ? (
      <Tag color="warning">{t`Button`}</Tag>
    ) : m.menuType === MENU_TYPES.top ? (
      <Tag color="primary">{t`Top menu`}</Tag>
    ) : (
      <Tag color="success">{t`Menu`}</Tag>
    );
  const toggle = (id: string) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };
  return (
    <section className="console-page" data-testid="menu-admin">
      <FreshnessNote updatedAt={tree.dataUpdatedAt} />
      {!platform && (
        <p role="note">{t`Menus are the same for every tenant: only the platform tenant changes them.`}</p>
      )}
      <div className="console-toolbar">
        {platform && (
          <Auth value={PERMISSIONS.menuAdd}>
            <Button
              color="primary"
              onClick={() => setEditing({ parentId: '-1', menuType: '0' })}
              data-testid="menu-new"
            >
              <Trans>New top-level menu</Trans>
            </Button>
          </Auth>
        )}
        {/* Until the tree is here there is nothing to expand: a click then would be lost. */}
        <Button
          onClick={() => setOpen(new Set(ids(roots)))}
          disabled={!tree.data}
          data-testid="menu-expand-all"
        >
          <Trans>Expand all</Trans>
        </Button>
        <Button onClick={() => setOpen(new Set())}>
          <Trans>Collapse all</Trans>
        </Button>
      </div>
      <DataTable
        onOpen={canEdit ? setEditing : undefined}
        name="menu"
        rows={flatten(roots, open)}
        rowKey={(m) => m.id}
        rowTestId="menu-row"
        columns={[
          {
            key: 'name',
            title: t`Menu name`,
            userContent: true,
            render: (m) => (
              <span className="menu-name" style={{ paddingInlineStart: `${m.depth * 1.5}em` }}>
                {m.children?.length ? (
                  <button
                    type="button"
                    className="check-tree-expand"
                    aria-expanded={open.has(m.id)}
                    aria-label={open.has(m.id) ? t`Collapse ${m.name}` : t`Expand ${m.name}`}
                    onClick={() => toggle(m.id)}
                    data-testid="menu-toggle"
                  >
                    {open.has(m.id) ? '▾' : '▸'}
                  </button>
                ) : (
                  <span className="check-tree-expand" aria-hidden="true" />
                )}
                <MenuIcon name={m.icon} /> {menuLabel(m, i18n.locale)}
              </span>
            ),
          },
          { key: 'type', title: t`Type`, render: typeTag },
          { key: 'order', title: t`Order`, render: (m) => m.sortOrder },
          {
            key: 'target',
            title: t`Path or permission`,
            render: (m) => (
              <code translate="no">{m.menuType === MENU_TYPES.button ? m.permission : m.path}</code>
            ),
          },
          {
            key: 'visible',
            title: t`Shown`,
            render: (m) =>
              m.menuType === MENU_TYPES.button ? '' : m.visible === '1' ? t`Shown` : <Tag>{t`Hidden`}</Tag>,
          },
          {
            key: 'home',
            title: t`Home page`,
            render: (m) =>
              m.menuType !== MENU_TYPES.menu ||
              m.parentId === MENU_ROOT ||
              m.children?.some((c) => c.menuType !== MENU_TYPES.button) ? null : m.isHomePage === '1' ? (
                <Space>
                  <Tag color="primary" data-testid="menu-current-home">
                    {t`Current home`}
                  </Tag>
                  <Auth value={PERMISSIONS.menuEdit}>
                    <Button
                      size="mini"
                      fill="none"
                      onClick={() =>
                        clearHome.mutate(undefined, {
                          onSuccess: () => void toast(t`No home page now`, 'success'),
                        })
                      }
                      data-testid="menu-clear-home"
                    >
                      <Trans>Clear</Trans>
                    </Button>
                  </Auth>
                </Space>
              ) : (
                <Auth value={PERMISSIONS.menuEdit}>
                  <ConfirmButton
                    question={t`Make this page the console's home page for everyone in this organisation?`}
                    onConfirm={() =>
                      setHome.mutate(m.id, { onSuccess: () => void toast(t`Home page set`, 'success') })
                    }
                    data-testid="menu-set-home"
                  >
                    <Trans>Set as home</Trans>
                  </ConfirmButton>
                </Auth>
              ),
          },
          {
            key: 'actions',
            title: platform ? t`Actions` : undefined,
            render: (m) =>
              platform && (
                <Space wrap>
                  {m.menuType !== MENU_TYPES.button && (
                    <Auth value={PERMISSIONS.menuAdd}>
                      <Button
                        size="mini"
                        onClick={() => setEditing({ parentId: m.id, menuType: '0' })}
                        data-testid="menu-add-child"
                      >
                        <Trans>Add page</Trans>
                      </Button>
                    </Auth>
                  )}
                  {m.menuType === MENU_TYPES.menu && (
                    <Auth value={PERMISSIONS.menuAdd}>
                      <Button
                        size="mini"
                        onClick={() => setEditing({ parentId: m.id, menuType: '1' })}
                        data-testid="menu-add-button"
                      >
                        <Trans>Add button</Trans>
                      </Button>
                    </Auth>
                  )}
                  <Auth value={PERMISSIONS.menuEdit}>
                    <Button size="mini" onClick={() => setEditing(m)} data-testid="menu-edit">
                      <Trans>Edit</Trans>
                    </Button>
                  </Auth>
                  <Auth value={PERMISSIONS.menuDel}>
                    {m.children?.length ? (
                      // pig's rule, said before asking: the server refuses it anyway (菜单含有下级不能删除).
                      <Button
                        size="mini"
                        fill="none"
                        color="danger"
                        onClick={() => void toast(t`The menu has sub-menus and cannot be deleted`, 'error')}
                        data-testid="menu-delete"
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    ) : (
                      <ConfirmButton
                        question={t`Delete this menu and every role’s grant of it?`}
                        onConfirm={() =>
                          remove.mutate(m.id, { onSuccess: () => void toast(t`Deleted`, 'success') })
                        }
                        data-testid="menu-delete"
                      >
                        <Trans>Delete</Trans>
                      </ConfirmButton>
                    )}
                  </Auth>
                </Space>
              ),
          },
        ]}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.menuId ? <Trans>Edit menu</Trans> : <Trans>New menu</Trans>}
        data-testid="menu-drawer"
      >
        {editing !== null && (
          <MenuForm
            key={editing.menuId ?? `new-${editing.parentId}`}
            draft={editing}
            tree={roots}
            busy={save.isPending}
            onSubmit={(fields) =>
              save.mutate(
                { ...fields, menuId: editing.menuId },
                { onSuccess: () => (setEditing(null), void toast(t`Saved`, 'success')) },
              )
            }
          />
        )}
      </Drawer>
    </section>
  );
}
