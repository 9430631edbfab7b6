import { Button, Space, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dict } from '@contract/dict';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { Drawer } from '@/components/drawer';
import { NotAllowed } from '@/components/not-allowed';
import { toast } from '@/lib/feedback';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { dictsQuery, useDeleteDict, useSaveDict, useSyncDicts } from '../api/dicts';
import { DictForm } from './dict-forms';
import { DictItems } from './dict-items';
import './console-content.css';
import { UserContent } from '@/components/user-content';

/**
 * Console › System › Dictionaries (pig's 字典管理): the dictionaries on the left (search by type or name, add,
 * edit, delete; built-in ones are kept), the chosen one's items on the right, and "refresh cache".
 */
export function DictAdminPage() {
  const { t } = useLingui();
  const canView = useAuth(PERMISSIONS.dictView);
  const table = usePagedTable<{ name: string }>();
  const name = table.filter.name ?? '';
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<Dict | 'new' | null>(null);
  const list = useQuery({ ...dictsQuery(name), enabled: canView });
  const dicts = list.data ?? [];
  const current = dicts.find((d) => d.id === chosen) ?? null;

  const save = useSaveDict();
  const remove = useDeleteDict();
  // Nothing is cached on the server; the console and the pages of this browser fetch every dictionary again.
  const sync = useSyncDicts();
  if (!canView)
    return (
      <NotAllowed testId="dict-admin">{t`You do not have permission to view the dictionaries.`}</NotAllowed>
    );

  return (
    <section className="console-page content-split" data-testid="dict-admin">
      <aside className="content-side" aria-label={t`Dictionaries`}>
        <SearchField
          placeholder={t`Search by type or name`}
          defaultValue={name}
          onSearch={(v) => table.setFilter({ name: v.trim() })}
          onClear={() => table.setFilter({ name: undefined })}
          data-testid="dict-search"
        />
        <Space wrap>
          <Auth value={PERMISSIONS.dictAdd}>
            <Button size="small" color="primary" onClick={() => setEditing('new')} data-testid="dict-new">
              <Trans>New dictionary</Trans>
            </Button>
          </Auth>
          <Auth value={PERMISSIONS.dictEdit}>
            <Button
              size="small"
              loading={sync.isPending}
              onClick={() =>
                sync.mutate(undefined, { onSuccess: () => void toast(t`Cache refreshed`, 'success') })
              }
              data-testid="dict-sync"
            >
              <Trans>Refresh cache</Trans>
            </Button>
          </Auth>
        </Space>
        <ul className="content-list" data-testid="dict-list">
          {dicts.map((d) => (
            <li key={d.id} data-testid="dict-entry" aria-current={d.id === chosen ? 'true' : undefined}>
              <button type="button" className="content-pick" onClick={() => setChosen(d.id)}>
                <UserContent>{d.description ?? d.dictType}</UserContent>
                <code translate="no">{d.dictType}</code>
              </button>
              <Space>
                {d.systemFlag === '1' && <Tag color="primary">{t`Built in`}</Tag>}
                <Auth value={PERMISSIONS.dictEdit}>
                  <Button size="mini" onClick={() => setEditing(d)} data-testid="dict-edit">
                    <Trans>Edit</Trans>
                  </Button>
                </Auth>
                {d.systemFlag !== '1' && (
                  <Auth value={PERMISSIONS.dictDel}>
                    <ConfirmButton
                      question={t`Delete the dictionary ${d.dictType} and its items?`}
                      onConfirm={() =>
                        remove.mutate(d.id, {
                          onSuccess: () => (setChosen(null), void toast(t`Deleted`, 'success')),
                        })
                      }
                      data-testid="dict-delete"
                    >
                      <Trans>Delete</Trans>
                    </ConfirmButton>
                  </Auth>
                )}
              </Space>
            </li>
          ))}
        </ul>
      </aside>
      <div className="content-main">
        {current ? (
          <DictItems key={current.id} dict={current} />
        ) : (
          <p className="console-hint">
            <Trans>Choose a dictionary to see its items.</Trans>
          </p>
        )}
      </div>
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? <Trans>New dictionary</Trans> : <Trans>Edit dictionary</Trans>}
        data-testid="dict-drawer"
      >
        {editing !== null && (
          <DictForm
            key={editing === 'new' ? 'new' : editing.id}
            dict={editing === 'new' ? undefined : editing}
            busy={save.isPending}
            onSubmit={(f) =>
              save.mutate(
                { ...f, id: editing === 'new' ? undefined : editing.id },
                {
                  onSuccess: (saved) => {
                    setEditing(null);
                    setChosen(saved.id);
                    void toast(t`Saved`, 'success');
                  },
                },
              )
            }
          />
        )}
      </Drawer>
    </section>
  );
}
