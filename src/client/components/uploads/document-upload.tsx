import { Trans, useLingui } from '@lingui/react/macro';
import { UPLOAD_RULES, UPLOAD_WIDGETS, type UploadDir } from '@contract/upload-rules';
import { acceptOf, dropTarget, FilePicker, formatsOf, UploadEntries, UploadNote } from './upload-parts';
import type { UploadedValue, UploadListType } from './upload-queue';
import { defaultUploader, useUploadList, type Uploader } from './use-upload-list';

const DOC = UPLOAD_RULES[UPLOAD_WIDGETS.document.dir];

/**
 * Documents: png, jpg, jpeg, doc, xls, ppt, txt, pdf, docx, xlsx, pptx by default, at most 5 MB each and
 * 5 files; a pick past the count is refused with a warning, a wrong type or size with its message. `dirOf`
 * lets a page keep images among them as images (the material library); `fields` go with each upload.
 */
export function DocumentUpload({
  value = [],
  onChange,
  limit = UPLOAD_WIDGETS.document.limit,
  exts = DOC.exts,
  maxMb = DOC.maxMb,
  dirOf = () => UPLOAD_WIDGETS.document.dir,
  fields,
  upload,
  disabled,
  listType = 'text',
  'data-testid': testId,
}: {
  value?: readonly UploadedValue[];
  onChange?: (value: UploadedValue[]) => void;
  limit?: number;
  exts?: readonly string[];
  maxMb?: number;
  dirOf?: (file: File) => UploadDir;
  fields?: Record<string, string>;
  upload?: Uploader;
  disabled?: boolean;
  /** The spec's list types: text (names), picture (with thumbnails) or picture card. */
  listType?: UploadListType;
  'data-testid'?: string;
}) {
  const { t } = useLingui();
  const formats = formatsOf(exts);
  const list = useUploadList({
    value,
    rule: { exts, maxMb, limit },
    dirOf,
    upload: upload ?? defaultUploader(fields),
    onChange,
    texts: {
      overLimit: () => t`Upload limit exceeded. Maximum ${limit} files allowed`,
      refused: (r) =>
        r.reason === 'type'
          ? t`File type error, please upload ${formats} files`
          : t`File size cannot exceed ${maxMb} M`,
      failed: () => t`Upload failed, please upload again`,
    },
  });
  const picker = (
    <FilePicker
      accept={acceptOf(exts)}
      multiple
      onFiles={list.add}
      label={t`Choose files`}
      disabled={disabled}
    >
      <Trans>Choose files</Trans>
    </FilePicker>
  );
  // A picture-card list ends with the picker as a card, while more files may come.
  const card = listType === 'picture-card' && list.entries.length < limit ? picker : undefined;
  return (
    <div className="upload-widget" data-testid={testId} {...dropTarget(list.add)}>
      <div className="upload-picker">
        {listType !== 'picture-card' && picker}
        <span className="upload-hint">
          <Trans>
            Files of at most {maxMb} MB in {formats} format, up to {limit}; or drop them here
          </Trans>
        </span>
      </div>
      <UploadNote message={list.message} />
      <UploadEntries entries={list.entries} onRemove={list.remove} listType={listType} after={card} />
    </div>
  );
}
