import { Trans, useLingui } from '@lingui/react/macro';
import { UPLOAD_RULES, UPLOAD_WIDGETS } from '@contract/upload-rules';
import { confirm } from '@/lib/feedback';
import { dropTarget, FilePicker, UploadNote } from './upload-parts';
import { defaultUploader, useUploadList, type Uploader } from './use-upload-list';

const RULE = UPLOAD_RULES[UPLOAD_WIDGETS.image.dir];
const FORMATS = 'JPG/PNG/GIF';

/**
 * One image: image/jpeg, image/png or image/gif up to 5 MB, shown as a `size` px square (150 by
 * default); picking another replaces it once it is uploaded. Its messages: wrong format, "image size
 * cannot exceed N M", "image uploaded successfully", "upload failed, please upload again".
 */
export function ImageUpload({
  value,
  onChange,
  size = 150,
  fields,
  upload,
  disabled,
  'data-testid': testId,
}: {
  value?: string | null;
  onChange?: (url: string | null) => void;
  size?: number;
  fields?: Record<string, string>;
  upload?: Uploader;
  disabled?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useLingui();
  const maxMb = RULE.maxMb;
  const list = useUploadList({
    value: value ? [{ url: value, name: '' }] : [],
    // One image: a new one replaces the old one once it is uploaded (a refused pick leaves the old one).
    rule: { exts: RULE.exts, types: RULE.types, maxMb, limit: 1 },
    replace: true,
    dirOf: () => UPLOAD_WIDGETS.image.dir,
    upload: upload ?? defaultUploader(fields),
    onChange: (v) => onChange?.(v.at(-1)?.url ?? null),
    texts: {
      overLimit: () => t`Only one image can be uploaded`,
      refused: (r) =>
        r.reason === 'type'
          ? t`Incorrect file format, please upload a ${FORMATS} image`
          : t`Image size cannot exceed ${maxMb} M`,
      failed: () => t`Upload failed, please upload again`,
      succeeded: () => t`Image uploaded successfully`,
    },
  });
  const shown = list.entries.find((e) => e.status === 'success')?.value?.url;
  const uploading = list.pending > 0;
  const pick = (files: File[]) => list.add(files.slice(0, 1));
  return (
    <div className="upload-widget" data-testid={testId} {...dropTarget(pick)}>
      <div className="upload-image" style={{ width: size, height: size }}>
        {shown ? (
          <img src={shown} alt={t`Uploaded image`} width={size} height={size} />
        ) : (
          <span className="upload-image-empty">
            {uploading ? <Trans>Uploading…</Trans> : <Trans>No image</Trans>}
          </span>
        )}
      </div>
      <div className="upload-picker">
        <FilePicker
          accept={RULE.types?.join(',') ?? ''}
          multiple={false}
          onFiles={pick}
          label={t`Upload image`}
          disabled={disabled || uploading}
        >
          {shown ? <Trans>Replace image</Trans> : <Trans>Upload image</Trans>}
        </FilePicker>
        {shown && (
          <button
            type="button"
            className="upload-button upload-remove"
            onClick={() =>
              void confirm(t`Remove this image?`).then((yes) => {
                if (yes) list.entries.forEach((e) => list.remove(e.uid));
              })
            }
          >
            <Trans>Remove</Trans>
          </button>
        )}
      </div>
      <span className="upload-hint">
        <Trans>
          {FORMATS}, at most {maxMb} MB
        </Trans>
      </span>
      <UploadNote message={list.message} />
    </div>
  );
}
