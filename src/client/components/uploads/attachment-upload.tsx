import { Trans, useLingui } from '@lingui/react/macro';
import { UPLOAD_RULES, UPLOAD_WIDGETS } from '@contract/upload-rules';
import { acceptOf, dropTarget, FilePicker, formatsOf, UploadEntries, UploadNote } from './upload-parts';
import type { UploadedValue, UploadListType } from './upload-queue';
import { defaultUploader, useUploadList, type Uploader } from './use-upload-list';
import { UserContent } from '@/components/user-content';

const RULE = UPLOAD_RULES[UPLOAD_WIDGETS.attachment.dir];

/**
 * Attachments: images, office files, PDF, text and archives in either case, 9999 files by default; a
 * pick past the limit says how many may be uploaded. Uploaded to the attachment folder, checked by their bytes.
 */
export function AttachmentUpload({
  value = [],
  onChange,
  limit = UPLOAD_WIDGETS.attachment.limit,
  fields,
  upload,
  disabled,
  listType = 'text',
  'data-testid': testId,
}: {
  value?: readonly UploadedValue[];
  onChange?: (value: UploadedValue[]) => void;
  limit?: number;
  fields?: Record<string, string>;
  upload?: Uploader;
  disabled?: boolean;
  /** The spec's list types: text (names), picture (with thumbnails) or picture card. */
  listType?: UploadListType;
  'data-testid'?: string;
}) {
  const { t } = useLingui();
  const formats = formatsOf(RULE.exts);
  const maxMb = RULE.maxMb;
  const list = useUploadList({
    value,
    rule: { exts: RULE.exts, maxMb, limit },
    dirOf: () => UPLOAD_WIDGETS.attachment.dir,
    upload: upload ?? defaultUploader(fields),
    onChange,
    texts: {
      overLimit: () => t`Only ${limit} files can be uploaded`,
      refused: (r) =>
        r.reason === 'type'
          ? t`File type error, please upload ${formats} files`
          : t`File size cannot exceed ${maxMb} M`,
      failed: () => t`Upload failed, please upload again`,
    },
  });
  const picker = (
    <FilePicker
      accept={acceptOf([...RULE.exts, ...RULE.exts.map((e) => e.toUpperCase())])}
      multiple
      onFiles={list.add}
      label={t`Add attachments`}
      disabled={disabled}
    >
      <Trans>Add attachments</Trans>
    </FilePicker>
  );
  // A picture-card list ends with the picker as a card, while more files may come.
  const card = listType === 'picture-card' && list.entries.length < limit ? picker : undefined;
  return (
    <div className="upload-widget" data-testid={testId} {...dropTarget(list.add)}>
      <div className="upload-picker">
        {listType !== 'picture-card' && picker}
        <span className="upload-hint">
          {/* The extensions are names, the same in every language. */}
          <Trans>
            JPEG, JPG, PNG, PDF and other files (<UserContent>{formats}</UserContent>), at most {maxMb} MB
            each
          </Trans>
        </span>
      </div>
      <UploadNote message={list.message} />
      <UploadEntries entries={list.entries} onRemove={list.remove} listType={listType} after={card} />
    </div>
  );
}
