import { useId, useRef, type DragEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { confirm } from '@/lib/feedback';
import { extensionOf, thumbnailOf, type UploadEntry, type UploadListType } from './upload-queue';
import type { UploadMessage } from './use-upload-list';
import './uploads.css';
import { UserContent, langOf } from '@/components/user-content';

/**
 * A button that opens the file picker (a real button: keyboard reachable), with the input it stands for kept
 * in the page for assistive technology and tests. Files dropped on `dropTarget`s are taken too. Plain elements:
 * the widgets are light enough for any page, a phone's too.
 */
export function FilePicker({
  accept,
  multiple,
  disabled,
  onFiles,
  label,
  children,
}: {
  accept: string;
  multiple: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  label: string;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        className="upload-input"
        accept={accept}
        multiple={multiple}
        aria-label={label}
        tabIndex={-1}
        disabled={disabled}
        onChange={(e) => {
          onFiles([...(e.currentTarget.files ?? [])]);
          e.currentTarget.value = '';
        }}
      />
      <button
        type="button"
        className="upload-button"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children}
      </button>
    </>
  );
}

/** Props that make an element take dropped files. */
export const dropTarget = (onFiles: (files: File[]) => void) => ({
  onDragOver: (e: DragEvent) => e.preventDefault(),
  onDrop: (e: DragEvent) => {
    e.preventDefault();
    onFiles([...e.dataTransfer.files]);
  },
});

/** What the widget last said: errors and warnings as alerts, a success as a status. */
export function UploadNote({ message }: { message: UploadMessage | null }) {
  if (!message) return null;
  return (
    <p
      className={`upload-note upload-note-${message.kind}`}
      role={message.kind === 'success' ? 'status' : 'alert'}
      data-testid="upload-message"
    >
      {message.text}
    </p>
  );
}

/** An entry's thumbnail: the picture itself once uploaded, else its extension on a tile. */
function Thumbnail({ entry }: { entry: UploadEntry }) {
  const src = thumbnailOf(entry);
  if (src) return <img className="upload-thumb" src={src} alt="" loading="lazy" />;
  return (
    <span className="upload-thumb upload-thumb-ext" aria-hidden="true">
      {extensionOf(entry.name).toUpperCase() || '?'}
    </span>
  );
}

/**
 * The files of a list widget, as `listType` says (text lines, lines with thumbnails, or picture cards): name,
 * how far along, a remove button that asks first. `after` ends the list (a picture-card list's picker card).
 */
export function UploadEntries({
  entries,
  onRemove,
  listType = 'text',
  after,
}: {
  entries: readonly UploadEntry[];
  onRemove: (uid: string) => void;
  listType?: UploadListType;
  after?: ReactNode;
}) {
  const { t } = useLingui();
  const listId = useId();
  if (!entries.length && !after) return null;
  return (
    <ul className={`upload-entries upload-list-${listType}`} id={listId} data-list-type={listType}>
      {entries.map((e) => (
        <li
          key={e.uid}
          className={`upload-entry upload-${e.status}`}
          data-testid="upload-entry"
          data-status={e.status}
        >
          {listType !== 'text' && <Thumbnail entry={e} />}
          {e.value ? (
            <a
              className="upload-entry-name"
              href={e.value.url}
              target="_blank"
              rel="noreferrer"
              translate="no"
              lang={langOf(e.name)}
              title={e.name}
            >
              {e.name}
            </a>
          ) : (
            <span className="upload-entry-name" title={e.name}>
              <UserContent>{e.name}</UserContent>
            </span>
          )}
          {e.status === 'uploading' || e.status === 'ready' ? (
            <progress
              className="upload-progress"
              max={100}
              value={e.percentage}
              aria-label={t`Uploading ${e.name}`}
            />
          ) : (
            <button
              type="button"
              className="upload-button upload-remove"
              aria-label={t`Delete ${e.name}`}
              onClick={() =>
                void confirm(t`Delete this attachment?`).then((yes) => {
                  if (yes) onRemove(e.uid);
                })
              }
            >
              <Trans>Delete</Trans>
            </button>
          )}
        </li>
      ))}
      {after && <li className="upload-entry upload-card-picker">{after}</li>}
    </ul>
  );
}

/** Extensions as a picker's accept list and as people read them. */
export const acceptOf = (exts: readonly string[]) => exts.map((e) => `.${e}`).join(',');
export const formatsOf = (exts: readonly string[]) => exts.join('/');
