import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FileRecord } from '@contract/file';
import { Drawer } from '@/components/drawer';
import { confirm } from '@/lib/feedback';
import { fileTextQuery } from '../api/files';
import { previewPageHref, previewPageOf } from '../office/preview-format';
import { formatBytes } from './file-format';
import { OfficePreview } from './office-preview';
import { UserContent, langOf } from '@/components/user-content';
import './preview.css';

/** Saves a file under a name, as a link with `download` does (the link opens it: public or signed). */
export function saveLink(url: string, name: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Downloading asks "download file name?" first. */
export async function askToDownload(file: FileRecord, question: string) {
  if (await confirm(question)) saveLink(file.url, file.original);
}

/** A text file's first part, fetched by its link (it is served as a download, never shown by the browser). */
export function TextPreview({ url }: { url: string }) {
  const { t } = useLingui();
  const text = useQuery(fileTextQuery(url));
  if (text.isPending) return <p>{t`Loading…`}</p>;
  return (
    <pre className="file-text" translate="no" lang={langOf(text.data)} data-testid="preview-text">
      {text.data}
    </pre>
  );
}

/** What a file looks like in a preview, by its kind; nothing for a file that has none. */
export function PreviewBody({
  kind,
  url,
  name,
  fileName,
}: {
  kind: string;
  url: string;
  name: string;
  fileName: string;
}) {
  if (kind === 'image')
    return <img src={url} alt={name} className="file-preview-image" data-testid="preview-image" />;
  if (kind === 'pdf')
    return <iframe src={url} title={name} className="file-preview-pdf" data-testid="preview-pdf" />;
  if (kind === 'text') return <TextPreview url={url} />;
  if (kind === 'office') return <OfficePreview url={url} fileName={fileName} />;
  return null;
}

/**
 * The preview drawer: an image shown, a PDF in the browser's own viewer, a text file as text, a Word or Excel
 * file drawn on the device; each can open on a page of its own in a new tab. Other files (older office files,
 * archives) are offered for download instead, and a lesson's video plays only in its lesson.
 */
export function FilePreview({ file, onClose }: { file: FileRecord | null; onClose: () => void }) {
  const { t } = useLingui();
  const page = file && previewPageOf(file.preview);
  return (
    <Drawer
      open={file !== null}
      onClose={onClose}
      title={<UserContent>{file?.original}</UserContent>}
      data-testid="file-preview"
    >
      {file && (
        <div className="file-preview">
          <PreviewBody kind={file.preview} url={file.url} name={file.original} fileName={file.fileName} />
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
          <div className="file-preview-actions">
            {file.url && (
              <Button
                size="small"
                onClick={() => void askToDownload(file, t`Download ${file.original}?`)}
                data-testid="preview-download"
              >
                <Trans>Download</Trans>
              </Button>
            )}
            {page && file.url && (
              <a
                className="file-preview-open"
                href={previewPageHref(page, file.url, file.fileName, file.original)}
                target="_blank"
                rel="noopener"
                data-testid="preview-open-page"
              >
                <Trans>Open in a new tab</Trans>
              </a>
            )}
          </div>
        </div>
      )}
    </Drawer>
  );
}
