import { Button, Space } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FileRecord, FileSortField } from '@contract/file';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import type { useColumnSettings } from '@/components/column-settings';
import { DataTable } from '@/components/data-table';
import type { Sort } from '@/lib/paged-search';
import { useSelectColumn } from '@/components/select-column';
import { extensionOf, formatBytes, thumbnailOf } from './file-format';
import { UserContent, langOf } from '@/components/user-content';

type Actions = {
  onOpen: (file: FileRecord) => void;
  onRename: (file: FileRecord) => void;
  onDelete: (file: FileRecord) => void;
};

/** A file's picture: an image's smallest fitting copy, else its extension on a badge. */
function Thumb({ file, size }: { file: FileRecord; size: number }) {
  return file.preview === 'image' ? (
    <img
      src={thumbnailOf(file, size)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="file-thumb-img"
    />
  ) : (
    <span
      className={`file-badge file-badge-${file.preview}`}
      style={{ width: size, height: size }}
      translate="no"
    >
      {extensionOf(file)}
    </span>
  );
}

function FileActions({ file, onOpen, onRename, onDelete }: { file: FileRecord } & Actions) {
  const { t } = useLingui();
  return (
    <Space wrap>
      <Button size="mini" onClick={() => onOpen(file)} data-testid="file-open">
        <Trans>Preview</Trans>
      </Button>
      <Auth value={PERMISSIONS.fileDel}>
        <Button size="mini" onClick={() => onRename(file)} data-testid="file-rename">
          <Trans>Rename</Trans>
        </Button>
        <ConfirmButton
          question={t`Delete the file ${file.original}?`}
          onConfirm={() => onDelete(file)}
          data-testid="file-delete"
        >
          <Trans>Delete</Trans>
        </ConfirmButton>
      </Auth>
    </Space>
  );
}

/**
 * The files of the chosen folder as a grid of thumbnails or as a table; either way each can be ticked. The table's
 * headers sort the list (`sort`, `onSort`) and its columns follow the page's column settings.
 */
export function FileGrid({
  files,
  view,
  selected,
  setSelected,
  sort,
  onSort,
  columnSettings,
  ...actions
}: {
  files: FileRecord[];
  view: 'grid' | 'table';
  selected: string[];
  setSelected: (ids: string[]) => void;
  sort?: Sort;
  onSort: (field: string) => void;
  columnSettings: ReturnType<typeof useColumnSettings>;
} & Actions) {
  const { t } = useLingui();
  const selectColumn = useSelectColumn(files, (f) => f.id, selected, setSelected);
  if (view === 'table') {
    const sortable = (field: FileSortField) => field;
    const [columns, columnControl] = columnSettings.apply<FileRecord>([
      selectColumn,
      { key: 'thumb', fixed: true, render: (f) => <Thumb file={f} size={40} /> },
      {
        key: 'name',
        title: t`Name`,
        render: (f) => f.original,
        userContent: true,
        sortField: sortable('original'),
      },
      {
        key: 'type',
        title: t`Type`,
        render: (f) => <UserContent>{f.type}</UserContent>,
        sortField: sortable('type'),
      },
      {
        key: 'size',
        title: t`Size`,
        render: (f) => formatBytes(f.fileSize),
        sortField: sortable('fileSize'),
      },
      { key: 'time', title: t`Uploaded`, render: (f) => f.createTime, sortField: sortable('createTime') },
      {
        key: 'actions',
        title: t`Actions`,
        fixed: true,
        render: (f) => <FileActions file={f} {...actions} />,
      },
    ]);
    return (
      <>
        <div className="console-toolbar file-table-settings">{columnControl}</div>
        <DataTable
          name="file-grid"
          rows={files}
          rowKey={(f) => f.id}
          rowTestId="file-row"
          columns={columns}
          sort={sort}
          onSort={onSort}
        />
      </>
    );
  }
  return (
    <ul className="file-cards" data-testid="file-grid">
      {files.map((f) => {
        const ticked = selected.includes(f.id);
        return (
          <li
            key={f.id}
            className={ticked ? 'file-card file-card-ticked' : 'file-card'}
            data-testid="file-card"
          >
            <button
              type="button"
              className="file-thumb"
              onClick={() => actions.onOpen(f)}
              aria-label={t`Preview ${f.original}`}
            >
              <Thumb file={f} size={120} />
            </button>
            <label className="file-name">
              <input
                type="checkbox"
                checked={ticked}
                onChange={(e) =>
                  setSelected(
                    e.currentTarget.checked ? [...selected, f.id] : selected.filter((id) => id !== f.id),
                  )
                }
                data-testid="file-select"
              />
              <span translate="no" lang={langOf(f.original)} title={f.original}>
                {f.original}
              </span>
            </label>
            <FileActions file={f} {...actions} />
          </li>
        );
      })}
    </ul>
  );
}
