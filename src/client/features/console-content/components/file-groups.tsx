import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { Form } from '@/components/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { GROUP_NAME_MAX, UNGROUPED, type FileGroupNode } from '@contract/file';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { Drawer } from '@/components/drawer';
import { toast } from '@/lib/feedback';
import { useDeleteGroup, useSaveGroup } from '../api/files';

/** One name to type: a new folder, a folder's or a file's new name. */
export function NameForm({
  value,
  label,
  max,
  busy,
  onSubmit,
}: {
  value: string;
  label: string;
  max: number;
  busy: boolean;
  onSubmit: (name: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Form
      layout="vertical"
      initialValues={{ name: value }}
      onFinish={(v: { name: string }) => onSubmit(v.name.trim())}
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="name-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item
        name="name"
        label={label}
        rules={[
          { required: true, whitespace: true, message: t`Please enter the name` },
          { max, message: t`At most ${max} characters` },
        ]}
      >
        <Input data-testid="name-input" />
      </Form.Item>
    </Form>
  );
}

/** Folders as a flat list in tree order, each with its depth (the tree, the move-to list). */
export function flatten(nodes: FileGroupNode[], depth = 0): { node: FileGroupNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children ?? [], depth + 1)]);
}

type Editing = { mode: 'add'; parent?: FileGroupNode } | { mode: 'rename'; node: FileGroupNode } | null;

/**
 * The library's folders (pig's 分组): all files, the files in no folder, and the tree; add a folder (at the top
 * or inside the chosen one), rename, delete (its files and folders move up a level).
 */
export function FileGroups({
  tree,
  chosen,
  onChoose,
}: {
  tree: FileGroupNode[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSaveGroup();
  const remove = useDeleteGroup();
  const picked = flatten(tree).find((f) => f.node.id === chosen)?.node;
  const entry = (id: string, label: string, depth: number, testId = 'group-entry') => (
    <li
      key={id || 'all'}
      style={{ paddingInlineStart: depth * 16 }}
      aria-current={chosen === id ? 'true' : undefined}
    >
      <button type="button" className="content-pick" onClick={() => onChoose(id)} data-testid={testId}>
        <span translate={id && id !== UNGROUPED ? 'no' : undefined}>{label}</span>
      </button>
    </li>
  );

  return (
    <nav className="file-groups" aria-label={t`Folders`} data-testid="file-groups">
      <ul className="content-list">
        {entry('', t`All files`, 0, 'group-all')}
        {entry(UNGROUPED, t`Not in a folder`, 0, 'group-none')}
        {flatten(tree).map(({ node, depth }) => entry(node.id, node.name, depth))}
      </ul>
      <Auth value={PERMISSIONS.fileDel}>
        <div className="file-group-actions">
          <Button
            size="small"
            onClick={() => setEditing({ mode: 'add', parent: picked })}
            data-testid="group-new"
          >
            {picked ? <Trans>New folder inside</Trans> : <Trans>New folder</Trans>}
          </Button>
          {picked && (
            <>
              <Button
                size="small"
                onClick={() => setEditing({ mode: 'rename', node: picked })}
                data-testid="group-rename"
              >
                <Trans>Rename folder</Trans>
              </Button>
              <ConfirmButton
                size="small"
                question={t`Delete the folder ${picked.name}? Its files and folders move up a level.`}
                onConfirm={() =>
                  remove.mutate(picked.id, {
                    onSuccess: () => (onChoose(''), void toast(t`Deleted`, 'success')),
                  })
                }
                data-testid="group-delete"
              >
                <Trans>Delete folder</Trans>
              </ConfirmButton>
            </>
          )}
        </div>
      </Auth>
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'rename' ? <Trans>Rename folder</Trans> : <Trans>New folder</Trans>}
        data-testid="group-drawer"
      >
        {editing && (
          <NameForm
            value={editing.mode === 'rename' ? editing.node.name : ''}
            label={t`Folder name`}
            max={GROUP_NAME_MAX}
            busy={save.isPending}
            onSubmit={(name) =>
              save.mutate(
                editing.mode === 'rename'
                  ? { id: editing.node.id, name }
                  : { name, parentId: editing.parent?.id },
                {
                  onSuccess: (node) => {
                    setEditing(null);
                    onChoose(node.id);
                    void toast(t`Saved`, 'success');
                  },
                },
              )
            }
          />
        )}
      </Drawer>
    </nav>
  );
}
