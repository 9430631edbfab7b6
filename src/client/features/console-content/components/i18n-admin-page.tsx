import { Button, Input } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { Form } from '@/components/form';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { I18N_KEY, I18N_TEXT_MAX, type I18nEntry, type I18nInput, type I18nSortField } from '@contract/i18n';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { EditDrawer, RowActions, useCrud } from '@/components/crud-page';
import { DataTable } from '@/components/data-table';
import { NotAllowed } from '@/components/not-allowed';
import { firstRowNumber, Pager } from '@/components/pager';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { exportEntries, i18nQuery, useDeleteEntry, useSaveEntry } from '../api/i18n';
import './console-content.css';

/** Add or edit a translation: its key, and its Chinese and English texts. */
function EntryForm({
  entry,
  busy,
  onSubmit,
}: {
  entry?: I18nEntry;
  busy: boolean;
  onSubmit: (e: I18nInput) => void;
}) {
  const { t } = useLingui();
  const text = (label: string) => [
    { required: true, whitespace: true, message: t`Please enter the ${label} text` },
    { max: I18N_TEXT_MAX, message: t`At most ${I18N_TEXT_MAX} characters` },
  ];
  return (
    <Form
      layout="vertical"
      initialValues={{ name: entry?.name ?? '', zhCn: entry?.zhCn ?? '', en: entry?.en ?? '' }}
      onFinish={(v: I18nInput) => onSubmit({ name: v.name.trim(), zhCn: v.zhCn.trim(), en: v.en.trim() })}
      data-testid="i18n-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="i18n-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item
        name="name"
        label={t`Translation key`}
        description={t`What the apps ask for, e.g. router.home`}
        rules={[
          { required: true, message: t`Please enter the key` },
          { pattern: I18N_KEY, message: t`Letters, digits, _ . - ; starting with a letter; at most 128` },
        ]}
      >
        <Input data-testid="i18n-key" />
      </Form.Item>
      <Form.Item name="zhCn" label={t`Chinese`} rules={text(t`Chinese`)}>
        <Input data-testid="i18n-zh" />
      </Form.Item>
      <Form.Item name="en" label={t`English`} rules={text(t`English`)}>
        <Input data-testid="i18n-en" />
      </Form.Item>
    </Form>
  );
}

/**
 * Console › System › Translations (pig's 国际化管理): the server's texts the apps show (the console's title,
 * route names) in both languages. The platform's own administrators manage them; a change shows in every app on
 * its next start, and in this console at once.
 */
export function I18nAdminPage() {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.i18nEdit);
  const canView = useAuth(PERMISSIONS.i18nView);
  const table = usePagedTable<{ text: string }>();
  const { text } = table.filter;
  const list = useQuery({ ...i18nQuery(table.params), enabled: canView });
  // The console's own chrome reads them from the site configuration: fetched again, shown at once.
  const { editing, setEditing, save, remove } = useCrud<I18nEntry, I18nInput & { id?: string }>({
    save: useSaveEntry(),
    remove: useDeleteEntry(),
  });
  if (!canView)
    return (
      <NotAllowed testId="i18n-admin">{t`You do not have permission to view the translations.`}</NotAllowed>
    );

  return (
    <section className="console-page" data-testid="i18n-admin">
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Search by key or text`}
          defaultValue={text}
          onSearch={(v) => table.setFilter({ text: v.trim() })}
          onClear={() => table.setFilter({ text: undefined })}
          data-testid="i18n-search"
        />
        <Auth value={PERMISSIONS.i18nAdd}>
          <Button color="primary" onClick={() => setEditing('new')} data-testid="i18n-new">
            <Trans>New translation</Trans>
          </Button>
        </Auth>
        <Auth value={PERMISSIONS.i18nExport}>
          <Button
            onClick={() => void exportEntries({ text }, t`translations.xlsx`)}
            data-testid="i18n-export"
          >
            <Trans>Export</Trans>
          </Button>
        </Auth>
      </div>
      <DataTable
        onOpen={canEdit ? setEditing : undefined}
        name="i18n"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(e) => e.id}
        rowTestId="i18n-row"
        sort={table.sort}
        onSort={table.toggleSort}
        columns={[
          {
            key: 'key',
            title: t`Translation key`,
            render: (e) => <code translate="no">{e.name}</code>,
            sortField: 'name' satisfies I18nSortField,
          },
          {
            key: 'zh',
            title: t`Chinese`,
            render: (e) => e.zhCn,
            userContent: true,
            sortField: 'zhCn' satisfies I18nSortField,
          },
          {
            key: 'en',
            title: t`English`,
            render: (e) => e.en,
            userContent: true,
            sortField: 'en' satisfies I18nSortField,
          },
          {
            key: 'time',
            title: t`Updated`,
            render: (e) => e.updateTime ?? e.createTime,
            sortField: 'updateTime' satisfies I18nSortField,
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (e) => (
              <RowActions
                testId="i18n"
                edit={{ permission: PERMISSIONS.i18nEdit, onEdit: () => setEditing(e) }}
                remove={{
                  permission: PERMISSIONS.i18nDel,
                  question: t`Delete the translation ${e.name}?`,
                  onConfirm: () => remove.mutate(e.id),
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
        keyOf={(row) => row.id}
        title={(isNew) => (isNew ? <Trans>New translation</Trans> : <Trans>Edit translation</Trans>)}
        testId="i18n-drawer"
      >
        {(row) => (
          <EntryForm entry={row} busy={save.isPending} onSubmit={(e) => save.mutate({ ...e, id: row?.id })} />
        )}
      </EditDrawer>
    </section>
  );
}
