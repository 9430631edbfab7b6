import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FileRecord } from '@contract/file';
import { Drawer } from '@/components/drawer';
import { confirm } from '@/lib/feedback';
import { fileTextQuery } from '../api/files';
import { formatBytes } from './file-format';
import { UserContent, langOf } from '@/components/user-content';

/** Saves a file under its name, as a link with `download` does (the link opens it: public or signed). */
export function saveFile(file: FileRecord) {
  const a = document.createElement('a');
  a.href = file.url;
  a.download = file.original;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Downloading asks "download file name?" first. */
export async function askToDownload(file: FileRecord, question: string) {
  if (await confirm(question)) saveFile(file);
}

/** A text file's first part, fetched by its link (it is served as a download, never shown by the browser). */
function TextPreview({ file }: { file: FileRecord }) {
  const { t } = useLingui();
  const text = useQuery(fileTextQuery(file.url));
  if (text.isPending) return <p>{t`Loading…`}</p>;
  return (
    <pre className="file-text" translate="no" lang={langOf(text.data)} data-testid="preview-text">
      {text.data}
    </pre>
  );
}

/**
 * The preview drawer: an image shown, a PDF in the browser's own viewer, a text file as text; other files
 * (office files, archives) are offered for download instead, and a lesson's video plays only in its lesson.
 */
export function FilePreview({ file, onClose }: { file: FileRecord | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Drawer
      open={file !== null}
      onClose={onClose}
      title={<UserContent>{file?.original}</UserContent>}
      data-testid="file-preview"
    >
      {file && (
        <div className="file-preview">
          {file.preview === 'image' && (
            <img
              src={file.url}
              alt={file.original}
              className="file-preview-image"
              data-testid="preview-image"
            />
          )}
          {file.preview === 'pdf' && (
            <iframe
              src={file.url}
              title={file.original}
              className="file-preview-pdf"
              data-testid="preview-pdf"
            />
          )}
          {file.preview === 'text' && <TextPreview file={file} />}
          {file.preview === 'none' && (
            <p>
              <Trans>A lesson’s video plays in its lesson only.</Trans>
            </p>
          )}
          <dl className="file-facts">
            <dt>{t`Type`}</dt>
            <dd translate="no" lang={langOf(file.type)}>
              {file.type}
            </dd>
            <dt>{t`Size`}</dt>
            <dd>{formatBytes(file.fileSize)}</dd>
            <dt>{t`Uploaded`}</dt>
            <dd>
              {file.createTime} <UserContent>{file.createBy}</UserContent>
            </dd>
          </dl>
          {file.url && (
            <Button
              size="small"
              onClick={() => void askToDownload(file, t`Download ${file.original}?`)}
              data-testid="preview-download"
            >
              <Trans>Download</Trans>
            </Button>
          )}
        </div>
      )}
    </Drawer>
  );
}
