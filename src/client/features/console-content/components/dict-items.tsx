import { Button, Space, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dict, DictItemAdmin } from '@contract/dict';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { moved, useSortableRows } from '@/components/sortable-rows';
import { toast } from '@/lib/feedback';
import { useAuth } from '@/lib/permissions';
import { exportDict, itemsQuery, useDeleteItem, useSaveItem, useSortItems } from '../api/dicts';
import { ItemForm } from './dict-forms';
import { UserContent } from '@/components/user-content';

/**
 * The chosen dictionary's items in their order: add, edit, delete, and a new order by dragging a row (mouse) or
 * by its move up / move down buttons (keyboard). What is saved is what pages read next: the portal's course
 * categories too.
 */
export function DictItems({ dict }: { dict: Dict }) {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.dictEdit);
  const items = useQuery(itemsQuery(dict.id));
  // A new order shows at once, until the saved one comes back (or the save fails).
  const [draft, setDraft] = useState<DictItemAdmin[] | null>(null);
  const order = draft ?? items.data ?? [];
  const [editing, setEditing] = useState<DictItemAdmin | 'new' | null>(null);

  // Saved items refresh the pages reading the dictionary too (the portal's category strip, the course form).
  const save = useSaveItem();
  const remove = useDeleteItem();
  const reorder = useSortItems();
  const saveOrder = (next: DictItemAdmin[]) => {
    setDraft(next);
    reorder.mutate(
      { dictId: dict.id, itemIds: next.map((i) => i.id) },
      {
        onSuccess: () => (void toast(t`Order saved`, 'success'), setDraft(null)),
        onError: () => setDraft(null),
      },
    );
  };
  const sortable = useSortableRows(order, saveOrder, canEdit && !reorder.isPending);
  const move = (index: number, by: -1 | 1) => saveOrder(moved(order, index, index + by));

  return (
    <section className="dict-items" aria-labelledby="dict-items-title" data-testid="dict-items">
      <div className="console-toolbar">
        <h2 id="dict-items-title">
          <UserContent>{dict.description}</UserContent> <code translate="no">{dict.dictType}</code>
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
        inlineActions={4}
        onOpen={canEdit ? setEditing : undefined}
        name="dict-items"
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
                      onConfirm={() =>
                        remove.mutate(i.id, { onSuccess: () => void toast(t`Deleted`, 'success') })
                      }
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
            onSubmit={(f) =>
              save.mutate(
                {
                  ...f,
                  id: editing === 'new' ? undefined : editing.id,
                  dictId: dict.id,
                  dictType: dict.dictType,
                },
                { onSuccess: () => (setEditing(null), void toast(t`Saved`, 'success')) },
              )
            }
          />
        )}
      </Drawer>
    </section>
  );
}
