import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Permission } from '@contract/permissions';
import { Auth } from './auth-gates';
import { ConfirmButton } from './confirm-button';
import { Drawer } from './drawer';
import { GridActions } from './grid-actions';
import { toast } from '@/lib/feedback';

/** A write as useCrud calls it: a feature api's mutation hook's result (`useSaveX()`, `useDeleteX()`). */
export type CrudMutation<V> = {
  mutate: (variables: V, options?: { onSuccess?: () => void }) => void;
  isPending: boolean;
};

type Crud<T, V> = {
  editing: T | 'new' | null;
  setEditing: (row: T | 'new' | null) => void;
  save: CrudMutation<V>;
  remove: CrudMutation<string>;
};

/**
 * A table page's add, edit and delete: which row the drawer edits ('new' for a new one), the save and the delete
 * (the feature api's hooks, which refresh the page's queries), each saying so; a save closes the drawer. The
 * save's variables say whether it creates or updates (the row's id), as the api's save mutation reads them.
 */
export function useCrud<T, V>(opts: { save: CrudMutation<V>; remove: CrudMutation<string> }): Crud<T, V> {
  const { t } = useLingui();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const saved = () => (setEditing(null), void toast(t`Saved`, 'success'));
  const deleted = () => void toast(t`Deleted`, 'success');
  return {
    editing,
    setEditing,
    save: {
      isPending: opts.save.isPending,
      mutate: (variables: V) => opts.save.mutate(variables, { onSuccess: saved }),
    },
    remove: {
      isPending: opts.remove.isPending,
      mutate: (id: string) => opts.remove.mutate(id, { onSuccess: deleted }),
    },
  };
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
    <GridActions>
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
    </GridActions>
  );
}
