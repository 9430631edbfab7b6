import { Button } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { LICENCE_EXTENSIONS, LICENCE_MAX_BYTES } from '@contract/enterprise-rules';
import type { UploadedValue } from '@/components/uploads/upload-queue';
import { useUploadList, type Uploader } from '@/components/uploads/use-upload-list';
import { uploadLicence } from '../api/enterprise';
import { UserContent } from '@/components/user-content';

const LICENCE_MB = LICENCE_MAX_BYTES / 1024 / 1024;
const ACCEPT = LICENCE_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * The business licence (the document rules for an image or a PDF, at most 5 MB): one file, checked before
 * it goes, uploaded at once through the public licence call; a new pick replaces it. `value` is its fileName.
 */
export function LicenceField({
  id,
  tenantId,
  value,
  onChange,
  disabled,
}: {
  id: string;
  tenantId: string;
  value: UploadedValue | null;
  onChange: (value: UploadedValue | null) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const formats = LICENCE_EXTENSIONS.join('/');
  const maxMb = LICENCE_MB;
  const upload: Uploader = async (file) => {
    const saved = await uploadLicence(file, tenantId);
    return { ...saved, id: '0', url: '', fileSize: file.size, fileType: file.type, image: null };
  };
  const list = useUploadList({
    value: value ? [value] : [],
    rule: { exts: LICENCE_EXTENSIONS, maxMb: LICENCE_MB, limit: 1 },
    dirOf: () => 'doc',
    upload,
    replace: true,
    onChange: (v) => onChange(v.at(-1) ?? null),
    texts: {
      overLimit: () => t`Please choose one file`,
      refused: (r) =>
        r.reason === 'type'
          ? t`File type error, please upload ${formats} files`
          : t`File size cannot exceed ${maxMb} M`,
      failed: () => t`Upload failed, please upload again`,
    },
  });
  const entry = list.entries.at(-1);
  return (
    <div className="field licence-field" data-testid="licence-field">
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        data-testid="licence-input"
        onChange={(e) => {
          list.add([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
      />
      <Button size="small" disabled={disabled} onClick={() => document.getElementById(id)?.click()}>
        {entry ? <Trans>Choose another file</Trans> : <Trans>Choose a file</Trans>}
      </Button>{' '}
      <span className="upload-hint">
        {entry ? (
          <span data-testid="licence-name">
            <UserContent>{entry.name}</UserContent>{' '}
            {entry.status === 'uploading' ? (
              <Trans>uploading…</Trans>
            ) : entry.status === 'success' ? (
              <Trans>uploaded</Trans>
            ) : entry.status === 'fail' ? (
              <Trans>failed</Trans>
            ) : null}
          </span>
        ) : (
          <Trans>An image (JPEG, PNG, GIF) or a PDF, at most {maxMb} MB</Trans>
        )}
      </span>
      {list.message && (
        <p className="field-error" role="alert" data-testid="licence-message">
          {list.message.text}
        </p>
      )}
    </div>
  );
}
