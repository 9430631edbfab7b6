import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Space } from '@/components/ui/space';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Permission } from '@contract/permissions';
import { Auth } from './auth-gates';
import { ConfirmButton } from './confirm-button';
import { Drawer } from './drawer';
import { toast } from '@/lib/feedback';

/**
 * A table page's add, edit and delete: which row the drawer edits ('new' for a new one), the save (create or
 * update) and the delete, each refreshing the page's queries under `queryKey` and saying so.
 */
export function useCrud<T, F>(opts: {
  queryKey: QueryKey;
  create: (fields: F) => Promise<unknown>;
  update: (row: T, fields: F) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: opts.queryKey });
  const save = useMutation({
    mutationFn: (fields: F) =>
      editing && editing !== 'new' ? opts.update(editing, fields) : opts.create(fields),
    onSuccess: async () => {
      setEditing(null);
      void toast(t`Saved`, 'success');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: opts.remove,
    onSuccess: () => (toast(t`Deleted`, 'success'), refresh()),
  });
  return { editing, setEditing, save, remove, refresh };
}

/** The side drawer of such a page: its form for a new row or for the row being edited. */
export function EditDrawer<T>({
  editing,
  onClose,
  keyOf,
  title,
  testId,
  children,
}: {
  editing: T | 'new' | null;
  onClose: () => void;
  keyOf: (row: T) => string;
  title: (isNew: boolean) => ReactNode;
  testId: string;
  children: (row: T | undefined) => ReactNode;
}) {
  return (
    <Drawer open={editing !== null} onClose={onClose} title={title(editing === 'new')} data-testid={testId}>
      {editing !== null && (
        <div key={editing === 'new' ? 'new' : keyOf(editing)}>
          {children(editing === 'new' ? undefined : editing)}
        </div>
      )}
    </Drawer>
  );
}

/**
 * A table row's actions: Edit and Delete (after a confirm), each shown only to holders of its permission, with
 * any other actions of the page between them. Test ids are `<testId>-edit` and `<testId>-delete`.
 */
export function RowActions({
  testId,
  edit,
  remove,
  children,
}: {
  testId: string;
  edit?: { permission: Permission; onEdit: () => void };
  /** Absent: the row cannot be deleted (a built-in one). */
  remove?: { permission: Permission; question: string; onConfirm: () => void };
  children?: ReactNode;
}) {
  return (
    <Space wrap>
      {edit && (
        <Auth value={edit.permission}>
          <Button size="mini" onClick={edit.onEdit} data-testid={`${testId}-edit`}>
            <Trans>Edit</Trans>
          </Button>
        </Auth>
      )}
      {children}
      {remove && (
        <Auth value={remove.permission}>
          <ConfirmButton
            question={remove.question}
            onConfirm={remove.onConfirm}
            data-testid={`${testId}-delete`}
          >
            <Trans>Delete</Trans>
          </ConfirmButton>
        </Auth>
      )}
    </Space>
  );
}
