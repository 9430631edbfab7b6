import { Button } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { FEEDBACK_ATTACHMENTS_MAX } from '@contract/enterprise-rules';
import { UPLOAD_RULES } from '@contract/upload-rules';
import type { UploadedValue } from '@/components/uploads/upload-queue';
import { defaultUploader, useUploadList } from '@/components/uploads/use-upload-list';
import { UserContent } from '@/components/user-content';

const DOC = UPLOAD_RULES.doc;

/**
 * A feedback's attachments: the document rules (their types, at most 5 MB each and 5 files) with its
 * messages, uploaded at once to /admin/sys-file/upload. Offline nothing can be uploaded, and the screen says so.
 */
export function Attachments({
  id,
  value,
  onChange,
  online,
}: {
  id: string;
  value: readonly UploadedValue[];
  onChange: (value: UploadedValue[]) => void;
  online: boolean;
}) {
  const { t } = useLingui();
  const limit = FEEDBACK_ATTACHMENTS_MAX;
  const maxMb = DOC.maxMb;
  const formats = DOC.exts.join('/');
  const list = useUploadList({
    value,
    rule: { exts: DOC.exts, maxMb, limit },
    dirOf: () => 'doc',
    upload: defaultUploader(),
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
  return (
    <div className="field feedback-attachments" data-testid="feedback-attachments">
      <input
        id={id}
        type="file"
        multiple
        accept={DOC.exts.map((e) => `.${e}`).join(',')}
        disabled={!online}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
        data-testid="feedback-attachment-input"
        onChange={(e) => {
          list.add([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Button size="small" disabled={!online} onClick={() => document.getElementById(id)?.click()}>
        <Trans>Add files</Trans>
      </Button>{' '}
      <span className="upload-hint">
        {online ? (
          <Trans>
            Up to {limit} files of at most {maxMb} MB each: images, PDF, office documents or text files
          </Trans>
        ) : (
          <Trans>
            Attachments cannot be uploaded offline. You can send the text now and add files later.
          </Trans>
        )}
      </span>
      {list.message && (
        <p className="field-error" role="alert" data-testid="feedback-attachment-message">
          {list.message.text}
        </p>
      )}
      <ul className="feedback-files">
        {list.entries.map((e) => (
          <Entry key={e.uid} name={e.name} status={e.status} onRemove={() => list.remove(e.uid)} />
        ))}
      </ul>
    </div>
  );
}

function Entry({ name, status, onRemove }: { name: string; status: string; onRemove: () => void }) {
  const { t } = useLingui();
  return (
    <li data-testid="feedback-attachment">
      <UserContent>{name}</UserContent>{' '}
      {status === 'uploading' ? <Trans>uploading…</Trans> : status === 'fail' ? <Trans>failed</Trans> : null}{' '}
      <Button size="mini" fill="none" onClick={onRemove} aria-label={t`Remove ${name}`}>
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}
