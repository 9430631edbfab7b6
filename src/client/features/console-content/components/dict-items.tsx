import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Space } from '@/components/ui/space';
import { Tag } from '@/components/ui/tag';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dict, DictItemAdmin } from '@contract/dict';
import { PERMISSIONS } from '@contract/permissions';
import { sharedKeys } from '@/api/keys';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { moved, useSortableRows } from '@/components/sortable-rows';
import { toast } from '@/lib/feedback';
import { useAuth } from '@/lib/permissions';
import { consoleContentKeys } from '../api/keys';
import { createItem, deleteItem, exportDict, itemsQuery, sortItems, updateItem } from '../api/dicts';
import { ItemForm, type ItemFields } from './dict-forms';

/**
 * The chosen dictionary's items in their order: add, edit, delete, and a new order by dragging a row (mouse) or
 * by its move up / move down buttons (keyboard). What is saved is what pages read next: the portal's course
 * categories too.
 */
export function DictItems({ dict }: { dict: Dict }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const canEdit = useAuth(PERMISSIONS.dictEdit);
  const items = useQuery(itemsQuery(dict.id));
  // A new order shows at once, until the saved one comes back (or the save fails).
  const [draft, setDraft] = useState<DictItemAdmin[] | null>(null);
  const order = draft ?? items.data ?? [];
  const [editing, setEditing] = useState<DictItemAdmin | 'new' | null>(null);

  // Pages reading the dictionary (the portal's category strip, the course form) fetch it again.
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: consoleContentKeys.items() }),
      client.invalidateQueries({ queryKey: sharedKeys.catalog.categories() }),
    ]);
  const save = useMutation({
    mutationFn: (f: ItemFields) => {
      const fields = {
        ...f,
        labelEn: f.labelEn || null,
        description: f.description || null,
        remarks: f.remarks || null,
      };
      return editing && editing !== 'new'
        ? updateItem({ ...fields, id: editing.id })
        : createItem({ ...fields, dictId: dict.id, dictType: dict.dictType });
    },
    onSuccess: async () => {
      setEditing(null);
      void toast(t`Saved`, 'success');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteItem,
    onSuccess: () => (toast(t`Deleted`, 'success'), refresh()),
  });
  const reorder = useMutation({
    mutationFn: (next: DictItemAdmin[]) =>
      sortItems(
        dict.id,
        next.map((i) => i.id),
      ),
    onMutate: (next) => setDraft(next),
    onSuccess: async () => {
      void toast(t`Order saved`, 'success');
      await refresh();
      setDraft(null);
    },
    onError: () => setDraft(null),
  });
  const sortable = useSortableRows(order, (next) => reorder.mutate(next), canEdit && !reorder.isPending);
  const move = (index: number, by: -1 | 1) => reorder.mutate(moved(order, index, index + by));

  return (
    <section className="dict-items" aria-labelledby="dict-items-title" data-testid="dict-items">
      <div className="console-toolbar">
        <h2 id="dict-items-title">
          <span translate="no">{dict.description}</span> <code translate="no">{dict.dictType}</code>
        </h2>
        <Auth value={PERMISSIONS.dictAdd}>
          <Button size="small" color="primary" onClick={() => setEditing('new')} data-testid="item-new">
            <Trans>New item</Trans>
          </Button>
        </Auth>
        <Button size="small" onClick={() => void exportDict(dict)} data-testid="dict-export">
          <Trans>Export</Trans>
        </Button>
      </div>
      {canEdit && (
        <p className="console-hint">
          <Trans>Drag a row to change the order, or use its move up and move down buttons.</Trans>
        </p>
      )}
      <DataTable
        rows={order}
        rowKey={(i) => i.id}
        rowTestId="item-row"
        rowProps={sortable.rowProps}
        columns={[
          { key: 'order', title: t`Order`, render: (i) => order.indexOf(i) + 1 },
          { key: 'value', title: t`Item value`, render: (i) => <code translate="no">{i.value}</code> },
          { key: 'label', title: t`Label (Chinese)`, render: (i) => i.label, userContent: true },
          { key: 'labelEn', title: t`Label (English)`, render: (i) => i.labelEn ?? '—', userContent: true },
          {
            key: 'description',
            title: t`Description`,
            render: (i) => i.description ?? '',
            userContent: true,
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (i) => {
              const index = order.indexOf(i);
              return (
                <Space wrap>
                  <Auth value={PERMISSIONS.dictEdit}>
                    <Button
                      size="mini"
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                      aria-label={t`Move ${i.label} up`}
                      data-testid="item-up"
                    >
                      ↑
                    </Button>
                    <Button
                      size="mini"
                      disabled={index === order.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                      aria-label={t`Move ${i.label} down`}
                      data-testid="item-down"
                    >
                      ↓
                    </Button>
                    <Button size="mini" onClick={() => setEditing(i)} data-testid="item-edit">
                      <Trans>Edit</Trans>
                    </Button>
                  </Auth>
                  <Auth value={PERMISSIONS.dictDel}>
                    <ConfirmButton
                      question={t`Delete the item ${i.label}?`}
                      onConfirm={() => remove.mutate(i.id)}
                      data-testid="item-delete"
                    >
                      <Trans>Delete</Trans>
                    </ConfirmButton>
                  </Auth>
                </Space>
              );
            },
          },
        ]}
      />
      {items.isSuccess && order.length === 0 && (
        <p className="console-hint">
          <Tag color="default">{t`No items yet`}</Tag>
        </p>
      )}
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? <Trans>New item</Trans> : <Trans>Edit item</Trans>}
        data-testid="item-drawer"
      >
        {editing !== null && (
          <ItemForm
            key={editing === 'new' ? 'new' : editing.id}
            item={editing === 'new' ? undefined : editing}
            busy={save.isPending}
            onSubmit={(f) => save.mutate(f)}
          />
        )}
      </Drawer>
    </section>
  );
}
