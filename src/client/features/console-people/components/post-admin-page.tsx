import { useState } from 'react';
import { Button, Input, Stepper } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { Form } from '@/components/form';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Post, PostSortField } from '@contract/post';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { EditDrawer, RowActions } from '@/components/crud-page';
import { DataTable } from '@/components/data-table';
import { ImportDialog, type ImportState } from '@/components/import-dialog';
import { NotAllowed } from '@/components/not-allowed';
import { firstRowNumber, Pager } from '@/components/pager';
import { useSelectColumn } from '@/components/select-column';
import { TableToolbar } from '@/components/table-toolbar';
import { toast } from '@/lib/feedback';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import {
  downloadPostTemplate,
  exportPosts,
  importPosts,
  postsQuery,
  useDeletePosts,
  useRefreshPosts,
  useSavePost,
  type PostFields,
} from '../api/people-admin';

function PostForm({
  post,
  busy,
  onSubmit,
}: {
  post?: Post;
  busy: boolean;
  onSubmit: (f: PostFields) => void;
}) {
  const { t } = useLingui();
  return (
    <Form
      layout="vertical"
      initialValues={{
        postCode: post?.postCode ?? '',
        postName: post?.postName ?? '',
        postSort: post?.postSort ?? 0,
        remark: post?.remark ?? '',
      }}
      onFinish={(v: PostFields) => onSubmit({ ...v, remark: v.remark || null })}
      data-testid="post-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="post-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item
        name="postName"
        label={t`Post name`}
        rules={[{ required: true, whitespace: true, max: 64, message: t`Please enter the post name` }]}
      >
        <Input data-testid="post-name" />
      </Form.Item>
      <Form.Item
        name="postCode"
        label={t`Post code`}
        rules={[{ required: true, whitespace: true, max: 64, message: t`Please enter the post code` }]}
      >
        <Input data-testid="post-code" />
      </Form.Item>
      <Form.Item name="postSort" label={t`Sort order`}>
        <Stepper min={0} max={1_000_000} digits={0} />
      </Form.Item>
      <Form.Item name="remark" label={t`Description`} rules={[{ max: 255 }]}>
        <Input />
      </Form.Item>
    </Form>
  );
}

/** Console › System › Posts (pig's 岗位管理): search by name, add, edit, delete (not one a user holds), export, import. */
export function PostAdminPage() {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.postEdit);
  const canView = useAuth(PERMISSIONS.postView);
  const table = usePagedTable<{ postName: string }>();
  const { postName } = table.filter;
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Post | 'new' | null>(null);
  const [importing, setImporting] = useState<ImportState>('closed');
  const list = useQuery({ ...postsQuery(table.params), enabled: canView });
  const rows = list.data?.records ?? [];
  const refresh = useRefreshPosts();
  const save = useSavePost();
  const remove = useDeletePosts();
  const removed = { onSuccess: () => (setSelected([]), void toast(t`Deleted`, 'success')) };
  const selectColumn = useSelectColumn(rows, (p) => p.postId, selected, setSelected);
  if (!canView)
    return <NotAllowed testId="post-admin">{t`You do not have permission to view posts.`}</NotAllowed>;
  return (
    <section className="console-page" data-testid="post-admin">
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Post name`}
          defaultValue={postName}
          onSearch={(v) => table.setFilter({ postName: v || undefined })}
          onClear={() => table.setFilter({ postName: undefined })}
          data-testid="post-search"
        />
      </div>
      <TableToolbar
        selection={{ count: selected.length, onClear: () => setSelected([]) }}
        onRefresh={() => void refresh()}
        exportPermission={PERMISSIONS.postExport}
        onExport={() => void exportPosts({ postName, ids: selected.length ? selected : undefined })}
      >
        <Auth value={PERMISSIONS.postAdd}>
          <Button color="primary" size="small" onClick={() => setEditing('new')} data-testid="post-new">
            <Trans>New post</Trans>
          </Button>
          <Button size="small" onClick={() => setImporting('open')} data-testid="post-import">
            <Trans>Import</Trans>
          </Button>
        </Auth>
        <Auth value={PERMISSIONS.postDel}>
          <ConfirmButton
            size="small"
            fill="outline"
            disabled={!selected.length}
            question={t`Delete the ${selected.length} selected posts?`}
            onConfirm={() => remove.mutate(selected, removed)}
          >
            <Trans>Delete selected ({selected.length})</Trans>
          </ConfirmButton>
        </Auth>
      </TableToolbar>
      <DataTable
        onOpen={canEdit ? setEditing : undefined}
        name="post"
        numberFrom={firstRowNumber(list.data)}
        rows={rows}
        rowKey={(p) => p.postId}
        rowTestId="post-row"
        sort={table.sort}
        onSort={table.toggleSort}
        columns={[
          selectColumn,
          {
            key: 'name',
            title: t`Post name`,
            render: (p) => p.postName,
            userContent: true,
            sortField: 'postName' satisfies PostSortField,
          },
          {
            key: 'code',
            title: t`Post code`,
            render: (p) => <code translate="no">{p.postCode}</code>,
            sortField: 'postCode' satisfies PostSortField,
          },
          {
            key: 'sort',
            title: t`Sort order`,
            render: (p) => p.postSort,
            sortField: 'postSort' satisfies PostSortField,
          },
          {
            key: 'remark',
            title: t`Description`,
            render: (p) => p.remark ?? '',
            userContent: true,
            sortField: 'remark' satisfies PostSortField,
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (p) => (
              <RowActions
                testId="post"
                edit={{ permission: PERMISSIONS.postEdit, onEdit: () => setEditing(p) }}
                remove={{
                  permission: PERMISSIONS.postDel,
                  question: t`Delete this post?`,
                  onConfirm: () => remove.mutate([p.postId], removed),
                }}
              />
            ),
          },
        ]}
      />
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      <EditDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        keyOf={(row) => row.postId}
        title={(isNew) => (isNew ? <Trans>New post</Trans> : <Trans>Edit post</Trans>)}
        testId="post-drawer"
      >
        {(row) => (
          <PostForm
            post={row}
            busy={save.isPending}
            onSubmit={(f) =>
              save.mutate(
                { ...f, postId: row?.postId },
                { onSuccess: () => (setEditing(null), void toast(t`Saved`, 'success')) },
              )
            }
          />
        )}
      </EditDrawer>
      <ImportDialog
        state={importing}
        onState={setImporting}
        title={t`Import posts`}
        upload={importPosts}
        downloadTemplate={downloadPostTemplate}
        onImported={() => void refresh()}
      />
    </section>
  );
}
