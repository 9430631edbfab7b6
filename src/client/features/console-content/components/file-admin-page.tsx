import { Button } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { UPLOAD_RULES } from '@contract/upload-rules';
import { FILE_NAME_MAX, UNGROUPED, type FileRecord } from '@contract/file';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ChoiceGroup } from '@/components/choice-group';
import { Drawer } from '@/components/drawer';
import { NotAllowed } from '@/components/not-allowed';
import { Pager } from '@/components/pager';
import { useColumnSettings } from '@/components/column-settings';
import { DocumentUpload } from '@/components/uploads/document-upload';
import { confirm, toast } from '@/lib/feedback';
import { useAuth } from '@/lib/permissions';
import { pageParams, type PagedSearch } from '@/lib/paged-search';
import { usePagedTable } from '@/lib/use-paged-table';
import {
  filesQuery,
  groupsQuery,
  useDeleteFiles,
  useMoveFiles,
  useRefreshFiles,
  useRenameFile,
} from '../api/files';
import { FileGrid } from './file-grid';
import { flatten, FileGroups, NameForm } from './file-groups';
import { askToDownload, FilePreview } from './file-preview';
import './console-content.css';
import { UserContent } from '@/components/user-content';

const PAGE_SIZE = 20;
const IMAGE_TYPES = UPLOAD_RULES.image.types ?? [];

/** The files page's call: the address's page and filters, 20 to a page unless the address says otherwise. */
export const fileParams = (search: PagedSearch) => ({
  ...pageParams(search),
  size: search.size ?? PAGE_SIZE,
});

/**
 * Console › System › Files (pig's 文件管理, the material library): folders on the left; the chosen folder's files
 * as thumbnails or a table, searched by name; upload into the folder (images stay images, so a course can use
 * them as covers), preview, rename, move the ticked files to a folder, delete with confirmation.
 */
export function FileAdminPage() {
  const { t } = useLingui();
  const canView = useAuth(PERMISSIONS.fileView);
  const table = usePagedTable<{ groupId: string; original: string }>();
  const search: PagedSearch = useSearch({ strict: false });
  const group = table.filter.groupId ?? '';
  const [view, setView] = useState<'grid' | 'table'>('grid');
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState(UNGROUPED);
  const [uploading, setUploading] = useState(false);
  const [renaming, setRenaming] = useState<FileRecord | null>(null);
  const [previewing, setPreviewing] = useState<FileRecord | null>(null);
  const groups = useQuery({ ...groupsQuery(), enabled: canView });
  const list = useQuery({ ...filesQuery(fileParams(search)), enabled: canView });
  const files = list.data?.records ?? [];
  const folders = flatten(groups.data ?? []);

  const refresh = useRefreshFiles();
  const done = (message: string) => ({
    onSuccess: () => (setSelected([]), void toast(message, 'success')),
  });
  const remove = useDeleteFiles();
  const move = useMoveFiles();
  const rename = useRenameFile();
  const open = (file: FileRecord) =>
    file.preview === 'download'
      ? void askToDownload(file, t`This file cannot be previewed. Download ${file.original}?`)
      : setPreviewing(file);
  const choose = (id: string) => (table.setFilter({ groupId: id }), setSelected([]));
  const columnSettings = useColumnSettings('files');
  if (!canView)
    return <NotAllowed testId="file-admin">{t`You do not have permission to view the files.`}</NotAllowed>;

  return (
    <section className="console-page content-split" data-testid="file-admin">
      <aside className="content-side">
        <FileGroups tree={groups.data ?? []} chosen={group} onChoose={choose} />
      </aside>
      <div className="content-main">
        <div className="console-toolbar">
          <SearchField
            className="toolbar-search"
            placeholder={t`Search by name`}
            defaultValue={table.filter.original}
            onSearch={(v) => table.setFilter({ original: v.trim() })}
            onClear={() => table.setFilter({ original: undefined })}
            data-testid="file-search"
          />
          <ChoiceGroup
            aria-label={t`Show as`}
            value={view}
            onChange={(v) => setView(v ?? 'grid')}
            options={[
              { label: t`Thumbnails`, value: 'grid' as const },
              { label: t`Table`, value: 'table' as const },
            ]}
            data-testid="file-view"
          />
          <Auth value={PERMISSIONS.fileDel}>
            <Button color="primary" size="small" onClick={() => setUploading(true)} data-testid="file-upload">
              <Trans>Upload</Trans>
            </Button>
          </Auth>
        </div>
        <Auth value={PERMISSIONS.fileDel}>
          <div className="console-toolbar" data-testid="file-bulk">
            <span>
              <Trans>{selected.length} ticked</Trans>
            </span>
            <label className="file-move">
              <Trans>Move to</Trans>{' '}
              <select
                value={target}
                onChange={(e) => setTarget(e.currentTarget.value)}
                data-testid="file-move-target"
              >
                <option value={UNGROUPED}>{t`Not in a folder`}</option>
                {folders.map(({ node, depth }) => (
                  <option key={node.id} value={node.id} translate="no">
                    {'\u00a0\u00a0'.repeat(depth)}
                    {node.name}
                  </option>
                ))}
              </select>
            </label>
            <Button
              size="small"
              disabled={!selected.length}
              onClick={() => move.mutate({ ids: selected, groupId: target }, done(t`Moved`))}
              data-testid="file-move"
            >
              <Trans>Move ({selected.length})</Trans>
            </Button>
            <Button
              size="small"
              color="danger"
              disabled={!selected.length}
              onClick={async () => {
                if (await confirm(t`Delete the ${selected.length} ticked files?`))
                  remove.mutate(selected, done(t`Deleted`));
              }}
              data-testid="file-delete-ticked"
            >
              <Trans>Delete ticked ({selected.length})</Trans>
            </Button>
          </div>
        </Auth>
        <FileGrid
          files={files}
          view={view}
          selected={selected}
          setSelected={setSelected}
          onOpen={open}
          onRename={setRenaming}
          onDelete={(f) => remove.mutate([f.id], done(t`Deleted`))}
          sort={table.sort}
          onSort={table.toggleSort}
          columnSettings={columnSettings}
        />
        {list.isSuccess && files.length === 0 && (
          <p className="console-hint">
            <Trans>No files here.</Trans>
          </p>
        )}
        <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      </div>
      <Drawer
        open={uploading}
        onClose={() => (setUploading(false), void refresh())}
        title={<Trans>Upload files</Trans>}
        data-testid="upload-drawer"
      >
        <p className="console-hint">
          {group && group !== UNGROUPED ? (
            <Trans>
              Into the folder <UserContent>{folders.find((f) => f.node.id === group)?.node.name}</UserContent>
            </Trans>
          ) : (
            <Trans>Into no folder</Trans>
          )}
        </p>
        {uploading && (
          <DocumentUpload
            fields={group && group !== UNGROUPED ? { groupId: group } : undefined}
            dirOf={(file) => (IMAGE_TYPES.includes(file.type) ? 'image' : 'doc')}
            onChange={() => void refresh()}
            // Thumbnails: staff see which picture went up, as the library's grid shows them.
            listType="picture"
            data-testid="library-upload"
          />
        )}
      </Drawer>
      <Drawer open={renaming !== null} onClose={() => setRenaming(null)} title={<Trans>Rename file</Trans>}>
        {renaming && (
          <NameForm
            value={renaming.original}
            label={t`File name`}
            max={FILE_NAME_MAX}
            busy={rename.isPending}
            onSubmit={(name) =>
              rename.mutate(
                { id: renaming.id, name },
                { onSuccess: () => (setRenaming(null), done(t`Saved`).onSuccess()) },
              )
            }
          />
        )}
      </Drawer>
      <FilePreview file={previewing} onClose={() => setPreviewing(null)} />
    </section>
  );
}
